import { expect, test } from '@playwright/test'
import { adminHeaders } from '../contract/helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('a CMS submenu joins its tab dropdown by displayOrder, in every language, and leaves it when inactive', async ({ page, request, context, baseURL }) => {
  const headers = await adminHeaders(request)
  const created = await request.post('/api/submenus', {
    headers,
    data: { tabId: 'research', sectionId: 'field-notes', name: 'Field Notes', displayOrder: 2, isActive: true },
  })
  expect(created.status()).toBe(201)
  const { data: submenu } = await created.json()
  try {
    await request.patch(`/api/submenus/${submenu.id}?locale=fr`, { headers, data: { name: 'Carnets de terrain' } })

    // The page was cached before (other tests visited it); the save expired it.
    await page.goto('/?tab=research')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await nav.getByRole('button', { name: 'Research' }).click()
    await expect(nav.locator('a[data-menu-item]')).toHaveText(['Overview', 'Research Areas', 'Publications', 'Field Notes'])
    await nav.getByRole('link', { name: 'Field Notes' }).click()
    await expect(page).toHaveURL(/\/\?tab=research&section=field-notes$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Field Notes' })).toBeVisible()

    await context.addCookies([{ name: 'locale', value: 'fr', url: baseURL! }])
    await page.goto('/?tab=research')
    await page.getByRole('navigation').first().getByRole('button', { name: 'Recherche' }).click()
    await expect(page.getByRole('link', { name: 'Carnets de terrain' })).toBeVisible()

    // Before another visitor sees it in first place, an administrator moves it to the top.
    await request.patch(`/api/submenus/${submenu.id}`, { headers, data: { displayOrder: 1 } })
    await context.clearCookies()
    await page.goto('/?tab=research')
    await nav.getByRole('button', { name: 'Research' }).click()
    await expect(nav.locator('a[data-menu-item]')).toHaveText(['Overview', 'Research Areas', 'Field Notes', 'Publications'])

    await request.patch(`/api/submenus/${submenu.id}`, { headers, data: { isActive: false } })
    expect((await request.get('/?tab=research&section=field-notes')).status()).toBe(404)
    await page.goto('/?tab=research')
    await nav.getByRole('button', { name: 'Research' }).click()
    await expect(nav.getByRole('link', { name: 'Field Notes' })).toHaveCount(0)
  } finally {
    await request.delete(`/api/submenus/${submenu.id}`, { headers })
  }
})
