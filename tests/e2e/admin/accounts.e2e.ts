import { expect, test } from '@playwright/test'
import { from } from '../contract/helpers'
import { holdRequests } from '../site/hold'
import { followLink, signIn } from './session'

test('admin accounts: the form opens on request, checks the spec rules, creates an account that can log in and cannot delete itself', async ({
  page,
  browser,
  request,
}) => {
  const username = `editor${Date.now().toString(36)}`
  const password = 'monsoon-2026'
  // The 10,000 common passwords stay on the server: no script the panel loads carries the list.
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  await signIn(page)
  await page.goto('/admin')
  await followLink(page, page.getByRole('link', { name: 'Manage Admin Accounts' }), /\/admin\/admin-manager$/)
  const table = page.getByRole('table', { name: 'Admin accounts' })
  await expect(table.getByRole('columnheader')).toHaveText([
    'Username',
    'E-mail',
    'Name',
    'Role',
    'Two-step login',
    'Created',
    'Actions',
  ])

  // Collapsed until requested.
  const toggle = page.getByRole('button', { name: 'Create Admin Account' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByLabel('Username')).toHaveCount(0)
  await toggle.click()
  const form = page.getByRole('form', { name: 'New admin account' })
  await expect(form.getByLabel('Role')).toHaveValue('admin')
  await form.getByLabel('Username').fill('ab')
  await form.getByLabel('E-mail').fill('not-an-address')
  await form.getByLabel('Password').fill('12345')
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(form.getByLabel('Username')).toHaveAccessibleDescription('Username must be at least 3 characters')
  await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription('Please enter a valid email address.')
  await expect(form.getByLabel('Password')).toHaveAccessibleDescription(/Password must be at least 6 characters/)

  await form.getByLabel('Username').fill(username)
  await form.getByLabel('E-mail').fill('')
  await form.getByLabel('First name').fill('Sadia')
  // A common password: the server refuses it, and the form shows its message on the field.
  await form.getByLabel('Password').fill('iloveyou')
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(form.getByLabel('Password')).toHaveAccessibleDescription(
    /This password is too common\. Choose a less predictable one\./,
  )
  const loaded = await Promise.all(scripts)
  expect(loaded.length).toBeGreaterThan(0)
  expect(loaded.filter((text) => /qwertyuiop(\\n|\n)123321/.test(text))).toEqual([])
  await form.getByLabel('Password').fill(password)
  const release = await holdRequests(page, '**/api/users')
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(form.getByRole('button', { name: 'Creating...' })).toBeDisabled()
  release()
  await expect(page.getByText(`Admin account ${username} created`)).toBeVisible()
  await expect(page.getByRole('form', { name: 'New admin account' })).toHaveCount(0)
  const row = table.getByRole('row').filter({ hasText: username })
  await expect(row).toContainText('Sadia')
  await expect(row).toContainText('Administrator')

  // A taken username: the server's message.
  await toggle.click()
  await form.getByLabel('Username').fill(username)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('An administrator with this username already exists.')).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()

  // The new administrator logs in, and cannot delete their own account.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await otherPage.goto('/admin-login?redirect=%2Fadmin%2Fadmin-manager')
  await otherPage.getByRole('textbox', { name: 'Username' }).fill(username)
  await otherPage.getByLabel('Password').fill(password)
  await otherPage.getByRole('button', { name: 'Login' }).click()
  await expect(otherPage).toHaveURL(/\/admin\/admin-manager$/)
  const own = otherPage.getByRole('row').filter({ hasText: username })
  await expect(own).toContainText('You')
  await expect(own.getByRole('button', { name: /^Delete/ })).toBeDisabled()
  const token = await otherPage.evaluate(() => localStorage.getItem('adminToken'))
  const refused = await request.delete(`/api/users/${await idOf(request, token!, username)}`, {
    headers: { Authorization: `Bearer ${token}`, ...from() },
  })
  expect(refused.status()).toBe(409)
  expect((await refused.json()).message).toMatch(/your own account/i)
  await other.close()

  // The first administrator deletes it, after a confirmation.
  page.once('dialog', (dialog) => dialog.accept())
  await row.getByRole('button', { name: `Delete ${username}` }).click()
  await expect(page.getByText(`Admin account ${username} deleted`)).toBeVisible()
  await expect(row).toHaveCount(0)
})

async function idOf(request: import('@playwright/test').APIRequestContext, token: string, username: string) {
  const list = (await (await request.get('/api/users', { headers: { Authorization: `Bearer ${token}` } })).json())
    .data as { id: number; username: string }[]
  return list.find((u) => u.username === username)!.id
}
