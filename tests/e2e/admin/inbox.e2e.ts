import fs from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { adminHeaders, from } from '../contract/helpers'
import { formMessages, messages } from '../site/messages'
import { followLink, signIn } from './session'

const en = formMessages('en')

test.use({ viewport: { width: 1280, height: 900 } })

test('inbox: a message sent from the public contact form is found from the dashboard and by search, marked read and exported as CSV', async ({
  page,
  request,
}) => {
  // A whole story through the back office and the site: 30-45 s on an idle machine.
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const subject = `Flood early warning ${stamp}`
  const email = `nusrat.${stamp}@example.org`
  const message = 'Could we discuss a flood early-warning pilot, "phase one"?'
  // Another message, without the stamp: the search must leave it out.
  const other = `Cyclone shelter survey ${Math.random().toString(36).slice(2, 10)}`
  // Payload's own REST (/api/cms) takes the contract's token as `JWT <token>`, as in the contract tests.
  const headers = { Authorization: (await adminHeaders(request)).Authorization.replace('Bearer', 'JWT') }
  try {
    const sentOther = await request.post('/api/contact', {
      headers: from(),
      data: {
        name: 'Karim Uddin',
        email: 'karim@example.org',
        subject: other,
        message: 'A question about your shelter study.',
      },
    })
    expect(sentOther.status(), await sentOther.text()).toBe(201)

    // The visitor writes through the home page's form, with an address of its own for the rate limit.
    await page.setExtraHTTPHeaders(from())
    await page.goto('/')
    // The forms load when the reader scrolls towards them.
    await page.getByRole('region', { name: messages('en').getInTouch.title }).scrollIntoViewIfNeeded()
    const form = page.getByRole('region', { name: en.contact.title })
    await form.getByRole('textbox', { name: /^Name/ }).fill('Nusrat Jahan')
    await form.getByRole('textbox', { name: /^Email/ }).fill(email)
    await form.getByRole('textbox', { name: /^Subject/ }).fill(subject)
    await form.getByRole('textbox', { name: /^Message/ }).fill(message)
    const sending = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/contact' && res.request().method() === 'POST',
    )
    await form.getByRole('button', { name: en.contact.submit }).click()
    expect((await sending).status()).toBe(201)
    await expect(
      page
        .getByRole('region', { name: /Notifications/ })
        .getByRole('listitem')
        .filter({ hasText: en.contact.successTitle }),
    ).toBeVisible()

    await signIn(page)
    await page.goto('/admin')
    await followLink(
      page,
      page.getByRole('link', { name: /New contact messages: \d+/ }),
      /\/admin\/collections\/contact-messages\?.*where.*status.*equals.*=new/,
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible()
    // Newest first: the message just sent is in the first row.
    await expect(page.getByRole('row').nth(1)).toContainText(subject)

    // The list's search box finds it by the stamp alone, and leaves the other message out.
    await page.goto('/admin/collections/contact-messages')
    await expect(page.getByRole('link', { name: other })).toBeVisible()
    await page.getByRole('textbox', { name: /^Search by / }).fill(stamp)
    await expect(page).toHaveURL(new RegExp(`[?&]search=${stamp}`))
    await expect(page.getByRole('link', { name: other })).toHaveCount(0)
    await expect(page.getByRole('row')).toHaveCount(2)
    await expect(page.getByRole('row').nth(1)).toContainText(email)
    await followLink(page, page.getByRole('link', { name: subject }), /\/admin\/collections\/contact-messages\/\d+/)
    const id = page.url().match(/contact-messages\/(\d+)/)![1]

    // The status is a select in the sidebar (react-select, as in Payload's own tests).
    const status = page.locator('#field-status')
    await expect(status).toContainText('New')
    await status.locator('.rs__control').click()
    await page.locator('.rs__option', { hasText: /^Read$/ }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Updated successfully.')).toBeVisible()
    const stored = await request.get(`/api/cms/contact-messages/${id}`, { headers })
    expect(await stored.json()).toMatchObject({ name: 'Nusrat Jahan', email, subject, message, status: 'read' })

    // No longer new: the dashboard's filtered list leaves it out.
    await page.goto('/admin/collections/contact-messages?where[status][equals]=new')
    await expect(page.getByRole('link', { name: other })).toBeVisible()
    await expect(page.getByRole('link', { name: subject })).toHaveCount(0)

    // CSV export from the list's menu (the import/export plugin's drawer), downloaded directly.
    await page.goto('/admin/collections/contact-messages')
    await expect(page.getByRole('link', { name: subject })).toBeVisible()
    await page.getByRole('button', { name: 'More options' }).click()
    await page.getByText('Export Contact messages', { exact: true }).click()
    await page.getByLabel('File name').fill(`inbox-${stamp}`)
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`inbox-${stamp}-contact-messages.csv`)
    const csv = await fs.readFile((await download.path())!, 'utf8')
    // A byte-order mark first, so that spreadsheets read the file as UTF-8.
    const [header] = csv.replace(/^\uFEFF/, '').split(/\r?\n/)
    expect(header.split(',')).toEqual(
      expect.arrayContaining(['name', 'email', 'subject', 'message', 'status', 'receivedAt']),
    )
    const row = csv.split(/\r?\n/).find((line) => line.includes(subject))
    expect(row).toContain(email)
    expect(row).toContain('"Could we discuss a flood early-warning pilot, ""phase one""?"')
    expect(row).toContain(',read,')
  } finally {
    for (const s of [subject, other]) {
      const found = await request.get(`/api/cms/contact-messages?where[subject][equals]=${encodeURIComponent(s)}`, {
        headers,
      })
      for (const doc of ((await found.json()).docs ?? []) as { id: number }[])
        await request.delete(`/api/cms/contact-messages/${doc.id}`, { headers })
    }
  }
})

test('panel language: an administrator switches to Arabic in the account settings and the panel turns right-to-left', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page)
  await page.goto('/admin/account')
  await expect(page.locator('html')).toHaveAttribute('dir', /^ltr$/i)
  await page.getByLabel('Language').click()
  await page.locator('.rs__option', { hasText: 'العربية' }).click()
  // Payload keeps the choice in its `payload-lng` cookie.
  await expect
    .poll(async () => (await context.cookies(baseURL)).find((c) => c.name === 'payload-lng')?.value)
    .toBe('ar')

  await page.goto('/admin/collections/contact-messages')
  await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1, name: 'رسائل التواصل' })).toBeVisible()
  await expect(page.getByText('صندوق الوارد').first()).toBeVisible()
})

test('panel language: Bengali (Payload names it bn-BD) stays left-to-right with the Inbox in Bengali', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page)
  await context.addCookies([{ name: 'payload-lng', value: 'bn-BD', url: baseURL! }])
  await page.goto('/admin/collections/newsletter-subscriptions')
  await expect(page.locator('html')).toHaveAttribute('dir', /^ltr$/i)
  await expect(page.getByRole('heading', { level: 1, name: 'নিউজলেটার সাবস্ক্রিপশনসমূহ' })).toBeVisible()
})

test("panel language: a generated list view names its columns in the panel's language, for its sort buttons too", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page)
  await context.addCookies([{ name: 'payload-lng', value: 'fr', url: baseURL! }])
  await page.goto('/admin/collections/content-items')
  await expect(page.getByRole('heading', { level: 1, name: 'Éléments de contenu' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Ordre d.affichage/ }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /object Object/ })).toHaveCount(0)
})
