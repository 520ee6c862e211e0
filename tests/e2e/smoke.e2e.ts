import { expect, test } from '@playwright/test'

const admin = { username: process.env.ADMIN_USERNAME!, password: process.env.ADMIN_PASSWORD! }

test('the public home answers', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the home URL with ?tab=&section= is served from a prerendered page in the visitor language', async ({
  request,
  page,
}) => {
  const res = await request.get('/?tab=research&section=publications', { headers: { Cookie: 'locale=ja' } })
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toMatch(/<html[^>]*lang="ja"/)
  expect(html).toMatch(/data-tab="research"[^>]*data-section="publications"/)
  // A prerendered page, not one rendered for this request.
  expect(res.headers()['cache-control']).not.toMatch(/no-store|private/)
  await page.goto('/?tab=join')
  await expect(page).toHaveURL(/\/\?tab=join$/)
  await expect(page.locator('main')).toHaveAttribute('data-tab', 'join')
})

test('an unknown path answers 404 with the spec page, inside the site layout', async ({ page }) => {
  for (const path of ['/no-such-page', '/deeply/nested/path']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  }
})

test('the language is on the first byte: Arabic is right-to-left', async ({ request, context, page, baseURL }) => {
  const html = await (await request.get('/', { headers: { Cookie: 'locale=ar' } })).text()
  expect(html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/)
  const bengali = await (await request.get('/', { headers: { 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.5' } })).text()
  expect(bengali).toMatch(/<html[^>]*lang="bn"[^>]*dir="ltr"/)
  await context.addCookies([{ name: 'locale', value: 'ar', url: baseURL! }])
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/404/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})

test('the theme follows the system by default and remembers a choice under vite-ui-theme', async ({
  browser,
  baseURL,
}) => {
  const dark = await browser.newContext({ baseURL, colorScheme: 'dark' })
  const page = await dark.newPage()
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'light'))
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\blight\b/)
  await dark.close()
})

test('robots.txt keeps the back office out; sitemap.xml lists the tabs', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Disallow: \/admin/)
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const xml = await sitemap.text()
  for (const tab of ['about', 'programmes', 'research', 'join', 'gallery']) expect(xml).toContain(`?tab=${tab}`)
  // Each entry names its language versions.
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="ar" href="[^"]*\/\?lang=ar&amp;tab=research"/)
})

test('Payload REST keeps submissions from visitors and serves seeded members', async ({ request }) => {
  expect((await request.get('/api/cms/contact-messages')).status()).toBe(403)
  expect((await request.get('/api/cms/users')).status()).toBe(403)
  const members = await (await request.get('/api/cms/members?limit=50')).json()
  expect(members.totalDocs).toBeGreaterThanOrEqual(8)
  expect(members.docs.every((m: { isActive: boolean }) => m.isActive)).toBe(true)
})

test('the seeded administrator logs into the back office through /admin-login', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin-login/)
  await page.getByRole('textbox', { name: 'Username' }).fill(admin.username)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  // The dashboard's own heading and content area (Payload's nav also has a "Content items" link).
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  const content = page.getByRole('region', { name: 'Content', exact: true })
  await expect(content.getByRole('tablist', { name: 'Site areas' })).toBeVisible()
  await expect(content.getByRole('tabpanel')).toBeVisible()
})

test("a wrong password is refused, and Payload's own login screen sends people to /admin-login", async ({ page }) => {
  await page.goto('/admin/login')
  await expect(page).toHaveURL(/\/admin-login$/)
  await page.getByRole('textbox', { name: 'Username' }).fill(admin.username)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Invalid username or password.')
  await expect(page).toHaveURL(/\/admin-login$/)
})
