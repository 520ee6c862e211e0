import { expect, test } from '@playwright/test'
import { adminHeaders, from } from '../contract/helpers'
import { signIn } from './session'

test('the outbox lists e-mails newest first with their status, opens one to read its text, and never shows the SMTP credentials', async ({
  page,
  request,
}) => {
  const auth = await adminHeaders(request)
  const username = `outbox-${Date.now().toString(36)}`
  const email = `${username}@e2e.example`
  expect(
    (
      await request.post('/api/users', { headers: auth, data: { username, email, password: `${username}-delta` } })
    ).status(),
  ).toBe(201)
  await request.post('/api/forgot-password', { data: { email, locale: 'en' }, headers: from() })

  await signIn(page)
  await page.goto('/admin/outbox')
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Choose a new password' }).first()
  await expect(async () => {
    await page.reload()
    await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  // Newest first: the first data row is at least as new as any other.
  const firstRowText = await page.getByRole('row').nth(1).textContent()
  expect(firstRowText).toBeTruthy()

  await row.getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/outbox\/\d+$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Text of the message' })).toBeVisible()
  await expect(page.locator('pre')).toContainText('/admin-reset?token=')
  const smtpPassword = new URL(process.env.SMTP_URL!).password
  expect(await page.content()).not.toContain(smtpPassword)
})

test('the outbox screen speaks the panel language', async ({ page, context, baseURL }) => {
  await signIn(page)
  await context.addCookies([{ name: 'payload-lng', value: 'fr', url: baseURL! }])
  await page.goto('/admin/outbox')
  await expect(page.getByRole('heading', { level: 1, name: 'Boîte d’envoi' })).toBeVisible()
})
