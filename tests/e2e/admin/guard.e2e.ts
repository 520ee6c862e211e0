import { expect, test } from '@playwright/test'
import { signIn } from './session'

// The back office's screens.
const screens = [
  '/admin',
  '/admin/content/new?tab=research',
  '/admin/content/edit/1',
  '/admin/submenus',
  '/admin/bio-manager',
  '/admin/member-manager',
  '/admin/admin-manager',
  '/admin/photo-manager',
]

for (const screen of screens) {
  test(`anonymous: ${screen} redirects to /admin-login, naming the page to come back to`, async ({ page, request }) => {
    const res = await request.get(screen, { maxRedirects: 0 })
    expect(res.status()).toBe(307)
    const location = new URL(res.headers().location, 'http://site.test')
    expect(location.pathname).toBe('/admin-login')
    expect(location.searchParams.get('redirect')).toBe(screen)

    await page.goto(screen)
    await expect(page).toHaveURL(
      (url) => url.pathname === '/admin-login' && url.searchParams.get('redirect') === screen,
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
  })
}

test('a forged or expired session cookie gets no screen either: the view itself sends the visitor to log in', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'payload-token', value: 'not-a-real-token', url: baseURL! }])
  for (const screen of ['/admin/submenus', '/admin/content/new']) {
    await page.goto(screen)
    await expect(page).toHaveURL(
      (url) => url.pathname === '/admin-login' && url.searchParams.get('redirect') === screen,
    )
  }
})

test('signed in, the screens open inside the back office shell', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/submenus')
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Submenus' })).toBeVisible()
  await page.goto('/admin/content/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Create Content' })).toBeVisible()
  // Payload's own navigation is there, as on its generated screens.
  await expect(page.locator('.nav, nav').first()).toBeAttached()
})
