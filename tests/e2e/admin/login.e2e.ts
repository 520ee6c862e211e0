import { expect, test } from '@playwright/test'
import { admin } from '../contract/helpers'
import { holdRequests } from '../site/hold'

test('/admin-login: the restricted-area notice, and the spec messages for empty fields', async ({ page }) => {
  await page.goto('/admin-login')
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
  await expect(page.getByRole('note')).toHaveText('This area is restricted to authorized administrators.')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('Username is required')
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Password is required')
})

test('/admin-login: refused credentials show the server message and keep the visitor on the page', async ({ page }) => {
  await page.goto('/admin-login')
  // An unknown account: a real one would count towards its lockout.
  await page.getByRole('textbox', { name: 'Username' }).fill('nobody-here')
  await page.getByLabel('Password').fill('whatever-it-is')
  await page.getByRole('button', { name: 'Login' }).click()
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')
  await expect(toast).toContainText('Invalid username or password.')
  await expect(toast).toHaveAttribute('data-variant', 'destructive')
  await expect(page).toHaveURL(/\/admin-login$/)
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull()
})

test('an anonymous visitor of a back-office page logs in and comes back to it, with the token and user stored', async ({
  page,
}) => {
  await page.goto('/admin/collections/contact-messages')
  await expect(page).toHaveURL(/\/admin-login\?redirect=%2Fadmin%2Fcollections%2Fcontact-messages/)
  await page.getByRole('textbox', { name: 'Username' }).fill(admin.username)
  await page.getByLabel('Password').fill(admin.password)
  const release = await holdRequests(page, '**/api/login')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled()
  release()
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'You have successfully logged in.' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/collections\/contact-messages/)
  const stored = await page.evaluate(() => [
    localStorage.getItem('adminToken'),
    JSON.parse(localStorage.getItem('adminUser') ?? 'null'),
  ])
  expect(stored[0]).toMatch(/^ey/)
  expect(stored[1]).toMatchObject({ username: admin.username })
  expect(JSON.stringify(stored[1])).not.toMatch(/hash|salt|password/i)
})

test('the login page is translated and right to left in Arabic', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'ar', url: baseURL! }])
  await page.goto('/admin-login')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل دخول المشرفين')
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click()
  await expect(page.getByText('اسم المستخدم مطلوب')).toBeVisible()
})
