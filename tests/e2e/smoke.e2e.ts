import { expect, test } from '@playwright/test'

const admin = { username: process.env.ADMIN_USERNAME!, password: process.env.ADMIN_PASSWORD! }

test('the public home answers', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('an unknown path answers 404', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
})

test('Payload REST keeps submissions from visitors and serves seeded members', async ({ request }) => {
  expect((await request.get('/api/cms/contact-messages')).status()).toBe(403)
  expect((await request.get('/api/cms/users')).status()).toBe(403)
  const members = await (await request.get('/api/cms/members?limit=50')).json()
  expect(members.totalDocs).toBeGreaterThanOrEqual(8)
  expect(members.docs.every((m: { isActive: boolean }) => m.isActive)).toBe(true)
})

test('the seeded administrator logs into the back office', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel(/username/i).fill(admin.username)
  await page.getByLabel(/password/i).fill(admin.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByText(/content items/i).first()).toBeVisible()
})

test('a wrong password is refused', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/username/i).fill(admin.username)
  await page.getByLabel(/password/i).fill('not-the-password')
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page.getByText(/invalid|incorrect/i).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})
