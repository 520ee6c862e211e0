import { expect, test, type Page } from '@playwright/test'
import { admin, adminHeaders, from } from '../contract/helpers'
import { openAreaTab } from './session'

/** The real login screen, as an administrator meets it. */
async function logIn(page: Page) {
  await page.goto('/admin-login')
  await page.getByRole('textbox', { name: 'Username' }).fill(admin.username)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

test('the dashboard: managers, the signed-in user, new submissions, content by site area with 120-character previews', async ({ page, request }) => {
  await request.post('/api/contact', { headers: from(), data: { name: 'Rahim Uddin', email: 'rahim@example.org', subject: 'Dashboard count', message: 'Counting new messages.' } })
  const headers = await adminHeaders(request)
  const long = `<p><strong>Monsoon</strong> ${'rainfall records '.repeat(20)}</p>`
  const created = await (await request.post('/api/content', { headers, data: { tabId: 'research', sectionId: 'publications', title: `Rainfall series ${Date.now()}`, content: long, displayOrder: 5, isActive: true } })).json()
  try {
    await logIn(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
    await expect(page.getByText(`Signed in as ${admin.username}`)).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Managers' }).getByRole('link')).toHaveText([
      'Manage Submenus',
      'Manage Member Bios',
      'Manage Team Members',
      'Manage Admin Accounts',
      'Manage Gallery Photos',
    ])
    const messages = page.getByRole('link', { name: /New contact messages: \d+/ })
    expect(Number((await messages.textContent())!.match(/\d+/)![0])).toBeGreaterThan(0)

    await openAreaTab(page, 'Research')
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('link', { name: 'Add New Content' })).toBeVisible()
    const item = panel.getByRole('listitem').filter({ hasText: created.data.title })
    const preview = (await item.locator('p').textContent())!
    expect(preview.startsWith('Monsoon rainfall records')).toBe(true)
    expect(preview.length).toBeLessThanOrEqual(120)
    expect(preview).not.toContain('<')
    await expect(item.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/admin/content/edit/${created.data.id}`)

    // Delete asks first; dismissing keeps the item.
    page.once('dialog', (dialog) => dialog.dismiss())
    await item.getByRole('button', { name: 'Delete' }).click()
    await expect(item).toBeVisible()
    page.once('dialog', (dialog) => dialog.accept())
    await item.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Content Deleted')).toBeVisible()
    await expect(item).toHaveCount(0)
    await page.goto('/?tab=research&section=publications')
    await expect(page.locator('main')).not.toContainText(created.data.title)
  } finally {
    await request.delete(`/api/content/${created.data.id}`, { headers })
  }
})

test('Logout clears the stored token and user and the session, says "Logged Out" and goes home', async ({ page }) => {
  await logIn(page)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText('Logged Out')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminUser')])).toEqual([null, null])
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin-login/)
})
