import { expect, test } from '@playwright/test'
import { seriousViolations } from '../axe'
import { signIn } from './session'

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the dashboard, content form and submenu manager have no serious or critical violation (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await signIn(page)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.goto('/admin/content/new?tab=join')
    await page.getByRole('button', { name: 'Create Content' }).click()
    await expect(page.getByLabel('Title (English)')).toHaveAccessibleDescription('Title is required')
    expect(await seriousViolations(page)).toEqual([])
    await page.goto('/admin/submenus')
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Submenus' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}
