import { expect, test } from '@playwright/test'
import { messages } from './messages'
const en = messages('en')
const ar = messages('ar')

test.describe('hero', () => {
  test('shows on the About tab with no section, and its buttons open Join Us and Programmes', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: en.hero.title })).toBeVisible()
    await page.getByRole('link', { name: 'Join Our Mission' }).click()
    await expect(page).toHaveURL(/\/\?tab=join$/)
    await expect(page.locator('main')).toHaveAttribute('data-tab', 'join')
    await expect(page.getByRole('heading', { name: en.hero.title })).toHaveCount(0)

    await page.goto('/')
    await page.getByRole('link', { name: 'Explore Our Work' }).click()
    await expect(page).toHaveURL(/\/\?tab=programmes$/)
    await expect(page.locator('main')).toHaveAttribute('data-tab', 'programmes')
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: en.hero.title })).toBeVisible()
  })

  test('does not show on a section of About', async ({ page }) => {
    await page.goto('/?tab=about&section=team')
    await expect(page.locator('main')).toHaveAttribute('data-section', 'team')
    await expect(page.getByRole('heading', { name: en.hero.title })).toHaveCount(0)
  })
})

test.describe('footer', () => {
  test('about blurb, quick links, contact, social links that open safely, copyright year', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(
      footer.getByText(
        'Advancing climate resilience and sustainable development through research, policy, and action.',
      ),
    ).toBeVisible()
    const quick = footer.getByRole('navigation', { name: en.footer.quickLinks })
    await expect(quick.getByRole('link')).toHaveCount(8)
    await expect(quick.getByRole('link', { name: 'Policy Support' })).toHaveAttribute('href', '/?tab=policy')
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await expect(footer.getByRole('link', { name: /^\+?[\d\s]+$/ })).toHaveAttribute('href', /^tel:/)
    for (const name of ['Facebook', 'LinkedIn']) {
      const social = footer.getByRole('link', { name: new RegExp(`^${name}`) })
      await expect(social).toHaveAttribute('target', '_blank')
      await expect(social).toHaveAttribute('rel', /noopener/)
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
    await quick.getByRole('link', { name: 'Research' }).click()
    await expect(page.locator('main')).toHaveAttribute('data-tab', 'research')
  })

  test('in Arabic, right to left and translated', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'ar', url: baseURL! }])
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: ar.hero.title })).toBeVisible()
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText(ar.footer.about)).toBeVisible()
    await expect(footer.getByRole('link', { name: ar.nav.tabs.join })).toHaveAttribute('href', '/?tab=join')
    await expect(footer).not.toContainText(en.footer.about)
  })
})
