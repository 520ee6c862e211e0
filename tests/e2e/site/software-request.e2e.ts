import { expect, test, type Page } from '@playwright/test'
import { holdRequests } from './hold'
import { adminHeaders } from '../contract/helpers'
import { formMessages } from './messages'

const en = formMessages('en')
const form = (page: Page) => page.getByRole('region', { name: en.request.title })

test.use({ viewport: { width: 1280, height: 900 } })

test('software request: translated option labels, the spec messages on submit, cleared as the visitor fixes them', async ({
  page,
}) => {
  await page.goto('/?tab=programmes&section=software-development')
  const f = form(page)
  await expect(f.getByRole('combobox', { name: /^Project type/ }).getByRole('option')).toHaveText([
    'Choose...',
    ...Object.values(en.request.projectTypes),
  ])
  await expect(f.getByRole('combobox', { name: /^Budget range/ }).locator('option[value="discuss"]')).toHaveText(
    "Let's discuss",
  )
  await f.getByRole('button', { name: en.request.submit }).click()
  for (const [name, message] of [
    [/^Name/, en.errors.nameMin],
    [/^Email/, en.errors.email],
    [/^Organization/, en.errors.organization],
    [/^Requirements/, en.errors.requirementsMin],
  ] as const) {
    await expect(f.getByRole('textbox', { name })).toHaveAccessibleDescription(message)
  }
  for (const [name, message] of [
    [/^Project type/, en.errors.projectType],
    [/^Budget range/, en.errors.budget],
    [/^Timeline/, en.errors.timeline],
  ] as const) {
    await expect(f.getByRole('combobox', { name })).toHaveAccessibleDescription(message)
  }
  await expect(f.getByRole('textbox', { name: /^Additional information/ })).toHaveAttribute('aria-invalid', 'false')
  await f.getByRole('combobox', { name: /^Timeline/ }).selectOption('flexible')
  await expect(f.getByText(en.errors.timeline)).toHaveCount(0)
})

test('software request: "Submitting Request...", the success toast, a cleared form and the stored request', async ({
  page,
  request,
}) => {
  const organization = `Coastal Resilience Trust ${Date.now()}`
  await page.goto('/?tab=programmes&section=software-development')
  const f = form(page)
  await f.getByRole('textbox', { name: /^Name/ }).fill('Farzana Haque')
  await f.getByRole('textbox', { name: /^Email/ }).fill('farzana@example.org')
  await f.getByRole('textbox', { name: /^Organization/ }).fill(organization)
  await f.getByRole('combobox', { name: /^Project type/ }).selectOption('mobile-app')
  await f.getByRole('combobox', { name: /^Budget range/ }).selectOption('10k-25k')
  await f.getByRole('combobox', { name: /^Timeline/ }).selectOption('3-6-months')
  await f
    .getByRole('textbox', { name: /^Requirements/ })
    .fill('An offline Android app for household surveys after floods, with a web dashboard.')
  const release = await holdRequests(page, '**/api/software-requirements')
  await f.getByRole('button', { name: en.request.submit }).click()
  await expect(f.getByRole('button', { name: en.request.submitting })).toBeDisabled()
  release()
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: en.request.successTitle }),
  ).toContainText('2-3 business days')
  await expect(f.getByRole('textbox', { name: /^Organization/ })).toHaveValue('')
  await expect(f.getByRole('combobox', { name: /^Project type/ })).toHaveValue('')

  const headers = await adminHeaders(request)
  const stored = await request.get(
    `/api/cms/software-requests?where[organization][equals]=${encodeURIComponent(organization)}`,
    { headers: { Authorization: headers.Authorization.replace('Bearer', 'JWT') } },
  )
  expect((await stored.json()).docs).toMatchObject([
    { name: 'Farzana Haque', projectType: 'mobile-app', budget: '10k-25k', timeline: '3-6-months', status: 'new' },
  ])
})

test('software request: a refused request keeps every value and shows the destructive toast', async ({ page }) => {
  await page.route('**/api/software-requirements', (route) => route.fulfill({ status: 500, body: '' }))
  await page.goto('/?tab=programmes&section=software-development')
  const f = form(page)
  await f.getByRole('textbox', { name: /^Name/ }).fill('Farzana Haque')
  await f.getByRole('textbox', { name: /^Email/ }).fill('farzana@example.org')
  await f.getByRole('textbox', { name: /^Organization/ }).fill('Coastal Resilience Trust')
  await f.getByRole('combobox', { name: /^Project type/ }).selectOption('data-analysis')
  await f.getByRole('combobox', { name: /^Budget range/ }).selectOption('discuss')
  await f.getByRole('combobox', { name: /^Timeline/ }).selectOption('flexible')
  await f.getByRole('textbox', { name: /^Requirements/ }).fill('Cleaning and analysing ten years of rainfall records.')
  await f.getByRole('button', { name: en.request.submit }).click()
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: en.request.failureTitle })
  await expect(toast).toContainText(en.request.failureDescription)
  await expect(f.getByRole('combobox', { name: /^Project type/ })).toHaveValue('data-analysis')
  await expect(f.getByRole('textbox', { name: /^Requirements/ })).toHaveValue(
    'Cleaning and analysing ten years of rainfall records.',
  )
})

test('software request in Arabic: labels and messages translated', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'ar', url: baseURL! }])
  const ar = formMessages('ar')
  await page.goto('/?tab=programmes&section=software-development')
  const f = page.getByRole('region', { name: ar.request.title })
  await f.getByRole('button', { name: ar.request.submit }).click()
  await expect(f.getByText(ar.errors.projectType)).toBeVisible()
  await expect(f.getByRole('combobox').first().locator('option[value="mobile-app"]')).toHaveText(
    ar.request.projectTypes['mobile-app'],
  )
})
