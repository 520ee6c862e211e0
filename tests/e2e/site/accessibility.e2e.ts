import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

/** Serious and critical findings of axe-core (WCAG 2.1 A and AA, including contrast). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }))
}

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

test('the 404 page has no serious or critical violation', async ({ page }) => {
  await page.goto('/no-such-page')
  expect(await seriousViolations(page)).toEqual([])
})
