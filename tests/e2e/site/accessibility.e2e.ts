import { expect, test } from '@playwright/test'
import { seriousViolations } from '../axe'

for (const locale of ['en', 'ar'] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${locale}, ${colorScheme} theme`, () => {
      test.use({ colorScheme })
      test.beforeEach(async ({ context, baseURL }) => {
        await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }])
      })

      test('the home page has no serious or critical accessibility violation', async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 })
        await page.goto('/')
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`))
        // The contact and newsletter forms load as the reader scrolls towards them.
        await page.locator('#get-in-touch').scrollIntoViewIfNeeded()
        await expect(page.locator('#get-in-touch form')).toHaveCount(2)
        expect(await seriousViolations(page)).toEqual([])

        // With a dropdown and the language list open.
        await page.getByRole('banner').locator('nav button').nth(1).click()
        expect(await seriousViolations(page)).toEqual([])
        await page.getByRole('banner').getByRole('button', { name: /: / }).first().click()
        expect(await seriousViolations(page)).toEqual([])
      })

      test('a section and the mobile menu have no serious or critical violation', async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 })
        await page.goto('/?tab=research&section=publications')
        expect(await seriousViolations(page)).toEqual([])
        await page.locator('button[aria-controls="mobile-menu"]').click()
        await page.locator('#mobile-menu nav button').first().click()
        expect(await seriousViolations(page)).toEqual([])
      })
    })
  }
}

test('the 404 pages have no serious or critical violation', async ({ page }) => {
  await page.goto('/no-such-page')
  expect(await seriousViolations(page)).toEqual([])
  expect((await page.goto('/?tab=research&section=field-diaries'))?.status()).toBe(404)
  await expect(page.locator('main')).toContainText('Content for this section is coming soon.')
  expect(await seriousViolations(page)).toEqual([])
})

// A test per view (an axe run takes 2-3 s on an idle machine, 12-20 s beside the other workers).
const views = [
  '/?tab=about',
  '/?tab=about&section=mission-vision',
  '/?tab=about&section=partners',
  '/?tab=programmes',
  '/?tab=programmes&section=disaster',
  '/?tab=programmes&section=software-development',
  '/?tab=policy&section=areas',
  '/?tab=policy&section=process',
  '/?tab=project&section=services',
  '/?tab=project&section=approach',
  '/?tab=research&section=publications',
  '/?tab=capacity&section=exchange',
  '/?tab=join&section=careers',
  '/?tab=join&section=internships',
  '/?tab=join&section=contact',
]

for (const [locale, colorScheme] of [
  ['en', 'light'],
  ['ar', 'dark'],
] as const) {
  test.describe(`every tab and the dialogs, ${locale}, ${colorScheme}`, () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }])
      await page.emulateMedia({ colorScheme })
      await page.setViewportSize({ width: 1280, height: 900 })
    })

    for (const view of views)
      test(`${view}: no serious or critical violation`, async ({ page }) => {
        await page.goto(view)
        expect(await seriousViolations(page)).toEqual([])
      })

    test('the bio dialog: no serious or critical violation', async ({ page }) => {
      await page.goto('/?tab=about&section=board')
      await page.locator('main ul button').first().click()
      await expect(page.getByRole('dialog').getByRole('heading', { level: 3 }).first()).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    test('the photo viewer: no serious or critical violation', async ({ page }) => {
      await page.goto('/?tab=gallery')
      await page.locator('main ul[aria-label] button').first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}

test('the admin login page, with its messages, has no serious or critical violation', async ({ page }) => {
  await page.goto('/admin-login')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Username is required')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
