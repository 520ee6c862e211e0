import { expect, test, type Page } from '@playwright/test'
import { holdRequests } from './hold'
import { adminHeaders } from '../contract/helpers'
import { formMessages, messages } from './messages'

const en = formMessages('en')
const ar = formMessages('ar')

const contact = (page: Page) => page.getByRole('region', { name: en.contact.title })
const newsletter = (page: Page) => page.getByRole('region', { name: en.newsletter.title })
// The form names its page's language in the query (?locale=): match the path, whatever the query.
const newsletterCall = /\/api\/newsletter(\?|$)/
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')

// The forms load when they are on the screen (or the reader scrolls): the tests go to them as the
// header's and footer's links do.
test.use({ viewport: { width: 1280, height: 900 } })

test('"Get in Touch" below the hero holds the contact and newsletter forms', async ({ page }) => {
  await page.goto('/')
  const area = page.getByRole('region', { name: messages('en').getInTouch.title })
  await expect(area).toBeVisible()
  await area.scrollIntoViewIfNeeded()
  await expect(contact(page).getByRole('textbox', { name: /Message/ })).toHaveAttribute('rows', '5')
  await expect(newsletter(page).getByRole('checkbox', { name: /monthly newsletter/ })).not.toBeChecked()
  await page.goto('/?tab=research')
  await expect(page.getByRole('region', { name: messages('en').getInTouch.title })).toHaveCount(0)
})

test('contact: the spec messages show under their fields on submit, and clear as the visitor types', async ({
  page,
}) => {
  await page.goto('/#get-in-touch')
  const form = contact(page)
  await form.getByRole('button', { name: en.contact.submit }).click()
  for (const [field, message] of [
    ['Name', en.errors.nameMin],
    ['Email', en.errors.email],
    ['Subject', en.errors.subjectMin],
    ['Message', en.errors.messageMin],
  ]) {
    const input = form.getByRole('textbox', { name: new RegExp(`^${field}`) })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(message)
  }
  const name = form.getByRole('textbox', { name: /^Name/ })
  await name.fill('A')
  await expect(name).toHaveAccessibleDescription(en.errors.nameMin)
  await name.fill('Ab')
  await expect(name).toHaveAttribute('aria-invalid', 'false')
  await expect(form.getByText(en.errors.nameMin)).toHaveCount(0)
})

test('contact: sending disables the button, then a toast confirms, the form clears and the message is stored', async ({
  page,
  request,
}) => {
  const subject = `Partnership on flood data ${Date.now()}`
  await page.goto('/#get-in-touch')
  const form = contact(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill('Nusrat Jahan')
  await form.getByRole('textbox', { name: /^Email/ }).fill('nusrat@example.org')
  await form.getByRole('textbox', { name: /^Subject/ }).fill(subject)
  await form
    .getByRole('textbox', { name: /^Message/ })
    .fill('We would like to share river gauge data for your research.')
  const release = await holdRequests(page, '**/api/contact')
  await form.getByRole('button', { name: en.contact.submit }).click()
  const sending = form.getByRole('button', { name: en.contact.submitting })
  await expect(sending).toBeDisabled()
  release()
  await expect(toasts(page).filter({ hasText: en.contact.successTitle })).toContainText(en.contact.successDescription)
  await expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue('')
  await expect(form.getByRole('button', { name: en.contact.submit })).toBeEnabled()

  const headers = await adminHeaders(request)
  const stored = await request.get(`/api/cms/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`, {
    headers: { Authorization: headers.Authorization.replace('Bearer', 'JWT') },
  })
  const { docs } = await stored.json()
  expect(docs).toMatchObject([{ name: 'Nusrat Jahan', email: 'nusrat@example.org', status: 'new' }])
})

test('contact: a refused send shows the destructive toast and keeps every value', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
  await page.goto('/#get-in-touch')
  const form = contact(page)
  const values = {
    Name: 'Karim Uddin',
    Email: 'karim@example.org',
    Subject: 'Cyclone shelters',
    Message: 'A question about your shelter study.',
  }
  for (const [field, value] of Object.entries(values))
    await form.getByRole('textbox', { name: new RegExp(`^${field}`) }).fill(value)
  await form.getByRole('button', { name: en.contact.submit }).click()
  const toast = toasts(page).filter({ hasText: en.contact.failureTitle })
  await expect(toast).toContainText(en.contact.failureDescription)
  await expect(toast).toHaveAttribute('data-variant', 'destructive')
  for (const [field, value] of Object.entries(values))
    await expect(form.getByRole('textbox', { name: new RegExp(`^${field}`) })).toHaveValue(value)
})

test('contact: while the database is away (503) the visitor is told, in their language, to try again shortly', async ({
  page,
}) => {
  const fr = formMessages('fr')
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'Retry-After': '5' },
      body: JSON.stringify({
        success: false,
        code: 'unavailable',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      }),
    }),
  )
  await page.goto('/?lang=fr#get-in-touch')
  const form = page.getByRole('region', { name: fr.contact.title })
  const values = {
    [fr.contact.name]: 'Karim Uddin',
    [fr.contact.email]: 'karim@example.org',
    [fr.contact.subject]: 'Abris anticycloniques',
    [fr.contact.message]: 'Une question sur votre étude des abris.',
  }
  for (const [field, value] of Object.entries(values))
    await form.getByRole('textbox', { name: new RegExp(`^${field}`) }).fill(value)
  await form.getByRole('button', { name: fr.contact.submit }).click()
  const toast = toasts(page).filter({ hasText: fr.contact.failureTitle })
  await expect(toast).toContainText(fr.errors.unavailable)
  for (const [field, value] of Object.entries(values))
    await expect(form.getByRole('textbox', { name: new RegExp(`^${field}`) })).toHaveValue(value)
})

test('newsletter: consent is required; a subscription is confirmed by a toast and the form clears', async ({
  page,
  request,
}) => {
  const email = `reader-${Date.now()}@example.org`
  await page.goto('/#get-in-touch')
  const form = newsletter(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill('Tanvir Ahmed')
  await form.getByRole('textbox', { name: /^Email/ }).fill(email)
  await form.getByRole('button', { name: en.newsletter.submit }).click()
  const consent = form.getByRole('checkbox')
  await expect(consent).toHaveAccessibleDescription(en.errors.consent)
  await consent.check()
  await expect(form.getByText(en.errors.consent)).toHaveCount(0)
  await form.getByRole('button', { name: en.newsletter.submit }).click()
  await expect(toasts(page).filter({ hasText: en.newsletter.successTitle })).toContainText(
    en.newsletter.successDescription,
  )
  await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue('')
  await expect(consent).not.toBeChecked()

  const headers = await adminHeaders(request)
  const stored = await request.get(
    `/api/cms/newsletter-subscriptions?where[email][equals]=${encodeURIComponent(email)}`,
    { headers: { Authorization: headers.Authorization.replace('Bearer', 'JWT') } },
  )
  expect((await stored.json()).docs).toMatchObject([
    { name: 'Tanvir Ahmed', consent: true, subscription: 'pending', locale: 'en' },
  ])
})

test('newsletter: a refused subscription shows its destructive toast and keeps the values', async ({ page }) => {
  await page.route(newsletterCall, (route) => route.fulfill({ status: 429, body: '{"success":false}' }))
  await page.goto('/#get-in-touch')
  const form = newsletter(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill('Tanvir Ahmed')
  await form.getByRole('textbox', { name: /^Email/ }).fill('tanvir@example.org')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: en.newsletter.submit }).click()
  await expect(toasts(page).filter({ hasText: en.newsletter.failureTitle })).toContainText(
    en.newsletter.failureDescription,
  )
  await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue('tanvir@example.org')
  await expect(form.getByRole('checkbox')).toBeChecked()
})

test('in Arabic the forms and their messages are translated', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'ar', url: baseURL! }])
  await page.goto('/#get-in-touch')
  const form = page.getByRole('region', { name: ar.contact.title })
  await form.getByRole('button', { name: ar.contact.submit }).click()
  await expect(form.getByText(ar.errors.nameMin)).toBeVisible()
  await expect(form.getByText(ar.errors.subjectMin)).toBeVisible()
  await expect(form.getByText(en.errors.nameMin)).toHaveCount(0)
})

test.describe('toasts', () => {
  test('at most 20 kept, the newest nearest the corner; F8 reaches them; each closes on its own, by Escape or by a swipe', async ({
    page,
  }) => {
    // The 22nd attempt succeeds, every other one fails: the success must be on top.
    let attempts = 0
    await page.route(newsletterCall, (route) =>
      route.fulfill(++attempts === 22 ? { status: 201, body: '{"success":true}' } : { status: 500, body: '' }),
    )
    await page.goto('/#get-in-touch')
    const form = newsletter(page)
    const fill = async () => {
      await form.getByRole('textbox', { name: /^Name/ }).fill('Tanvir Ahmed')
      await form.getByRole('textbox', { name: /^Email/ }).fill('tanvir@example.org')
      await form.getByRole('checkbox').check()
    }
    await fill()
    const button = form.getByRole('button', { name: en.newsletter.submit })
    await button.click()
    // With the pointer resting on a toast Radix pauses every timer, so none expires while the
    // other 21 are sent (by keyboard).
    const first = (await toasts(page).first().boundingBox())!
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2)
    for (let i = 1; i < 22; i++) {
      await button.focus()
      await page.keyboard.press('Enter')
      await expect(button).toBeEnabled()
    }
    // The two oldest were dropped; the newest (the success) sits nearest the corner, at the bottom.
    await expect(toasts(page)).toHaveCount(20)
    await expect(toasts(page).filter({ hasText: en.newsletter.failureTitle })).toHaveCount(19)
    const tops = await toasts(page).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top))
    const newest = await toasts(page)
      .filter({ hasText: en.newsletter.successTitle })
      .evaluate((item) => item.getBoundingClientRect().top)
    expect(newest).toBe(Math.max(...tops))

    await page.mouse.move(0, 0)
    await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 })

    await fill()
    await button.click()
    const toast = toasts(page).first()
    await expect(toast).toBeVisible()
    await page.keyboard.press('F8')
    await expect(page.getByRole('region', { name: /Notifications \(F8\)/ }).locator('ol')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(toasts(page)).toHaveCount(0, { timeout: 3_000 })

    await button.click()
    const box = (await toasts(page).first().boundingBox())!
    await page.mouse.move(box.x + 20, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + 50, box.y + box.height / 2, { steps: 5 })
    await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    await expect(toasts(page)).toHaveCount(0, { timeout: 3_000 })
  })
})
