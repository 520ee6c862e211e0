import { expect, test, type Locator } from '@playwright/test'
import { adminHeaders } from '../contract/helpers'
import { followLink, signIn } from './session'

test.use({ viewport: { width: 1280, height: 900 } })

/**
 * Opens a site area's dropdown in the public menu. The dropdown renders only while open, and a
 * click before hydration does nothing, so the click is repeated until the button says it is open
 * and the area's static "Overview" item shows.
 */
async function openDropdown(nav: Locator, area: string) {
  const button = nav.getByRole('button', { name: area, exact: true })
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  // Only one dropdown is open at a time: its panel is the navigation's one group.
  const menu = nav.getByRole('group')
  await expect(menu.getByRole('link', { name: 'Overview', exact: true })).toBeVisible()
  return menu
}

test('submenus: created and seen in the public menu, edited with the section id locked, deleted with their content', async ({
  page,
  request,
}) => {
  const section = `field-notes-${Date.now().toString(36)}`
  const headers = await adminHeaders(request)
  await signIn(page)
  await page.goto('/admin')
  await followLink(page, page.getByRole('link', { name: 'Manage Submenus' }), /\/admin\/submenus$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Submenus' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Create Submenu' })

  // The spec's field rules.
  await form.getByLabel('Site area (tab)').selectOption('research')
  await form.getByLabel('Section id').fill('Field Notes!')
  await form.getByLabel('Display name (English)').fill('x'.repeat(101))
  await form.getByRole('button', { name: 'Create Submenu' }).click()
  await expect(form.getByLabel('Section id')).toHaveAccessibleDescription(
    /Use only lowercase letters, digits and hyphens\./,
  )
  await expect(form.getByLabel('Display name (English)')).toHaveAccessibleDescription(
    'Display name is too long (max 100 characters)',
  )

  // Cancel resets the form.
  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(form.getByLabel('Section id')).toHaveValue('')
  await expect(form.getByLabel('Display name (English)')).toHaveValue('')

  await form.getByLabel('Site area (tab)').selectOption('research')
  await form.getByLabel('Section id').fill(section)
  await form.getByLabel('Display name (English)').fill('Field Notes')
  await form.getByRole('button', { name: 'Français' }).click()
  await form.getByLabel('Display name (Français)').fill('Carnets de terrain')
  await form.getByLabel('Display order').fill('9')
  await form.getByRole('button', { name: 'Create Submenu' }).click()
  await expect(page.getByText('Submenu Created')).toBeVisible()
  const research = page.getByRole('region', { name: 'Research' })
  const card = research.getByRole('listitem').filter({ hasText: section })
  await expect(card).toContainText('Field Notes')
  // After a save the form is a fresh create form again.
  await expect(page.getByRole('form', { name: 'Create Submenu' }).getByLabel('Section id')).toHaveValue('')

  const submenus = (await (await request.get('/api/submenus?tabId=research', { headers })).json()).data as {
    id: number
    sectionId: string
  }[]
  const id = submenus.find((s) => s.sectionId === section)!.id
  const content = await (
    await request.post('/api/content', {
      headers,
      data: {
        tabId: 'research',
        sectionId: section,
        title: 'Notes from Satkhira',
        content: '<p>Week one.</p>',
        displayOrder: 1,
        isActive: true,
      },
    })
  ).json()
  try {
    const site = await page.context().newPage()
    await site.goto('/?tab=research')
    const nav = site.getByRole('navigation', { name: 'Main navigation' })
    const menu = await openDropdown(nav, 'Research')
    await expect(menu.getByRole('link', { name: 'Field Notes', exact: true })).toHaveAttribute(
      'href',
      new RegExp(`section=${section}`),
    )
    await site.goto(`/?tab=research&section=${section}&lang=fr`)
    await expect(site.locator('main').getByRole('heading', { name: 'Carnets de terrain' })).toBeVisible()
    await site.context().clearCookies({ name: 'locale' })

    // Edit: the section id is locked; the item becomes inactive.
    await card.getByRole('button', { name: 'Edit Field Notes' }).click()
    const edit = page.getByRole('form', { name: 'Edit Submenu: Field Notes' })
    await expect(edit.getByLabel('Section id')).toHaveValue(section)
    await expect(edit.getByLabel('Section id')).toHaveAttribute('readonly', '')
    await expect(edit.getByLabel('Site area (tab)')).toHaveValue('Research')
    await edit.getByLabel('Display name (English)').fill('Field Notes 2026')
    await edit.getByLabel("Active (shown in the site's menu)").uncheck()
    await edit.getByRole('button', { name: 'Update Submenu' }).click()
    await expect(page.getByText('Submenu Updated')).toBeVisible()
    const updated = research.getByRole('listitem').filter({ hasText: section })
    await expect(updated).toContainText('Field Notes 2026')
    await expect(updated).toContainText('Inactive')
    await site.goto('/?tab=research')
    // Open first (a known item shows), so that the absence below is not that of a closed dropdown.
    const reopened = await openDropdown(nav, 'Research')
    await expect(reopened.getByRole('link', { name: 'Publications', exact: true })).toBeVisible()
    await expect(reopened.getByRole('link', { name: /Field Notes/ })).toHaveCount(0)
    await expect(nav.locator(`a[href*="section=${section}"]`)).toHaveCount(0)

    // Delete warns that the section's content goes too; dismissing keeps everything.
    let warning = ''
    page.once('dialog', (dialog) => {
      warning = dialog.message()
      void dialog.dismiss()
    })
    await updated.getByRole('button', { name: 'Delete Field Notes 2026' }).click()
    await expect.poll(() => warning).toContain('will be deleted too')
    await expect(updated).toBeVisible()
    page.once('dialog', (dialog) => dialog.accept())
    await updated.getByRole('button', { name: 'Delete Field Notes 2026' }).click()
    await expect(page.getByText('Submenu Deleted')).toBeVisible()
    await expect(research.getByRole('listitem').filter({ hasText: section })).toHaveCount(0)
    expect((await request.get(`/api/content/${content.data.id}`, { headers })).status()).toBe(404)
  } finally {
    await request.delete(`/api/submenus/${id}`, { headers })
    await request.delete(`/api/content/${content.data.id}`, { headers })
  }
})

test('submenus: a section id already used in that area is refused with the server message', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const created = await (
    await request.post('/api/submenus', {
      headers,
      data: { tabId: 'capacity', sectionId: 'mentoring', name: 'Mentoring', displayOrder: 5, isActive: false },
    })
  ).json()
  try {
    await signIn(page)
    await page.goto('/admin/submenus')
    await expect(
      page.getByRole('region', { name: 'Capacity Development' }).getByRole('listitem').filter({ hasText: 'mentoring' }),
    ).toContainText('Inactive')
    const form = page.getByRole('form', { name: 'Create Submenu' })
    await form.getByLabel('Site area (tab)').selectOption('capacity')
    await form.getByLabel('Section id').fill('mentoring')
    await form.getByLabel('Display name (English)').fill('Mentoring again')
    await form.getByRole('button', { name: 'Create Submenu' }).click()
    await expect(page.getByText('A submenu for this tab and section already exists.').first()).toBeVisible()
    await expect(form.getByLabel('Display name (English)')).toHaveValue('Mentoring again')
  } finally {
    await request.delete(`/api/submenus/${created.data.id}`, { headers })
  }
})

test('submenus: more than a page of them are paged, the page in the address', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const stamp = Date.now().toString(36)
  const ids: number[] = []
  try {
    // Inactive, last in the last area in order: no other test's list or menu changes while they exist.
    for (let n = 1; n <= 51; n++) {
      const res = await request.post('/api/submenus', {
        headers,
        data: {
          tabId: 'research',
          sectionId: `paged-${stamp}-${n}`,
          name: `Paged ${stamp} ${n}`,
          displayOrder: 90_000 + n,
          isActive: false,
        },
      })
      expect(res.status(), await res.text()).toBe(201)
      ids.push((await res.json()).data.id)
    }
    await signIn(page)
    await page.goto('/admin/submenus')
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Submenus' })).toBeVisible()
    await expect(page.getByText(`Paged ${stamp} 51`, { exact: true })).toHaveCount(0)
    const pager = page.getByRole('navigation', { name: 'Pages' })
    await expect(pager.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
    await pager.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/admin\/submenus\?page=2$/)
    await expect(page.getByText(`Paged ${stamp} 51`, { exact: true })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2', exact: true }),
    ).toHaveAttribute('aria-current', 'page')
  } finally {
    for (const id of ids) await request.delete(`/api/submenus/${id}`, { headers })
  }
})
