import { expect, test, type Page } from '@playwright/test'
import { adminHeaders } from '../contract/helpers'
import { signIn } from './session'

// The back office when things go wrong: an old stored token, a refused call, a save that fails half-way.
test.use({ viewport: { width: 1280, height: 900 } })

const refuse = (page: Page, url: string, method: string, message: string) =>
  page.route(url, (route) =>
    route.request().method() === method
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, code: 'internal_error', message }),
        })
      : route.fallback(),
  )

test('a stored token that has expired is renewed from the live session, and the save goes through', async ({
  page,
  request,
}) => {
  await signIn(page)
  await page.goto('/admin/submenus')
  // An expired or revoked token: Payload reads the Bearer header before the cookie.
  await page.evaluate(() => localStorage.setItem('adminToken', 'expired.token.value'))
  const sectionId = `renewed-${Date.now().toString(36)}`
  const form = page.getByRole('form', { name: 'Create Submenu' })
  await form.getByLabel('Site area (tab)').selectOption('join')
  await form.getByLabel('Section id').fill(sectionId)
  await form.getByLabel('Display name (English)').fill('Renewed session')
  await form.getByRole('button', { name: 'Create Submenu' }).click()
  await expect(page.getByText('Submenu Created')).toBeVisible()

  const token = await page.evaluate(() => localStorage.getItem('adminToken'))
  expect(token).not.toBe('expired.token.value')
  const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } })
  expect(me.status()).toBe(200)

  const headers = await adminHeaders(request)
  const submenus = (await (await request.get('/api/submenus?tabId=join', { headers })).json()).data as {
    id: number
    sectionId: string
  }[]
  const created = submenus.filter((s) => s.sectionId === sectionId)
  expect(created).toHaveLength(1)
  await request.delete(`/api/submenus/${created[0].id}`, { headers })
})

test("Payload's own Log out also clears the stored adminToken and adminUser", async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/collections/contact-messages')
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy()
  await page.goto('/admin/logout')
  await expect(page).toHaveURL(/\/admin-login/)
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminUser')]))
    .toEqual([null, null])
})

test('content: when a later language fails, saving again completes the same item instead of creating a second one', async ({
  page,
  request,
}) => {
  const title = `Half-saved brief ${Date.now()}`
  await signIn(page)
  await page.goto('/admin/content/new?tab=policy')
  await page.getByLabel('Section').selectOption('areas')
  await page.getByLabel('Title (English)').fill(title)
  await page.getByRole('textbox', { name: 'Content (English)' }).click()
  await page.keyboard.type('Coastal embankment policy, in English first.')
  await page.getByRole('button', { name: 'Français' }).click()
  await page.getByLabel('Title (Français)').fill(`Note à moitié enregistrée ${title}`)

  // The French save fails once; English is stored by then.
  let refused = false
  await page.route('**/api/content/*?locale=fr', (route) => {
    if (refused) return route.fallback()
    refused = true
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, code: 'unavailable', message: 'The server is busy.' }),
    })
  })
  await page.getByRole('button', { name: 'Create Content' }).click()
  await expect(page.getByText('The server is busy.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/content\/new/)
  await page.getByRole('button', { name: 'Create Content' }).click()
  await expect(page.getByText('Content Created')).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)

  const headers = await adminHeaders(request)
  const items = (await (await request.get('/api/content?tabId=policy', { headers })).json()).data as {
    id: number
    title: string
  }[]
  const saved = items.filter((i) => i.title === title)
  expect(saved).toHaveLength(1)
  try {
    const french = (await (await request.get(`/api/content/${saved[0].id}?locale=fr`, { headers })).json()).data
    expect(french.title).toBe(`Note à moitié enregistrée ${title}`)
  } finally {
    await request.delete(`/api/content/${saved[0].id}`, { headers })
  }
})

test("refused member, bio and photo calls say the spec's messages, with the server's reason beneath", async ({
  page,
  request,
}) => {
  const name = `Refused Member ${Date.now().toString(36)}`
  const headers = await adminHeaders(request)
  const member = (
    await (
      await request.post('/api/members', {
        headers,
        data: { name, title: 'Hydrologist', memberType: 'board', displayOrder: 97, isActive: true },
      })
    ).json()
  ).data as { id: number }
  try {
    await signIn(page)
    await page.goto('/admin/member-manager')
    const card = page.getByRole('region', { name: 'Board' }).getByRole('listitem').filter({ hasText: name })
    await card.getByRole('button', { name: `Edit ${name}` }).click()
    await refuse(page, '**/api/members/*', 'PUT', 'The database is unavailable.')
    await page
      .getByRole('form', { name: `Edit Member: ${name}` })
      .getByRole('button', { name: 'Update Member' })
      .click()
    await expect(page.getByText('Failed to add/update member')).toBeVisible()
    await expect(page.getByText('The database is unavailable.')).toBeVisible()

    await refuse(page, '**/api/members/*', 'DELETE', 'The database is unavailable.')
    page.once('dialog', (dialog) => dialog.accept())
    await card.getByRole('button', { name: `Remove ${name}` }).click()
    await expect(page.getByText('Failed to remove member')).toBeVisible()
    await expect(card).toHaveCount(1)

    await page.goto('/admin/bio-manager')
    await page.getByLabel('Member type').selectOption('board')
    await page.getByLabel('Member', { exact: true }).selectOption(name)
    const bio = page.getByRole('form', { name: `Create Bio: ${name}` })
    await bio.getByLabel('Bio (English)').fill('Works on river morphology.')
    await refuse(page, '**/api/team-bios**', 'POST', 'The database is unavailable.')
    await bio.getByRole('button', { name: 'Create Bio' }).click()
    await expect(page.getByText('Failed to create/update bio')).toBeVisible()
    await expect(bio.getByLabel('Bio (English)')).toHaveValue('Works on river morphology.')

    await page.goto('/admin/photo-manager')
    await refuse(page, '**/api/photos/*', 'DELETE', 'The database is unavailable.')
    page.once('dialog', (dialog) => dialog.accept())
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click()
    await expect(page.getByText('Failed to delete', { exact: true })).toBeVisible()
  } finally {
    await request.delete(`/api/members/${member.id}`, { headers })
  }
})

test('required fields say so to assistive technology', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/content/new')
  await expect(page.getByLabel('Title (English)')).toHaveAttribute('required', '')
  await expect(page.getByRole('textbox', { name: 'Content (English)' })).toHaveAttribute('aria-required', 'true')
  await page.getByRole('button', { name: 'Français' }).click()
  await expect(page.getByLabel('Title (Français)')).not.toHaveAttribute('required')
  await page.goto('/admin/admin-manager')
  await page.getByRole('button', { name: 'Create Admin Account' }).click()
  const account = page.getByRole('form', { name: 'New admin account' })
  await expect(account.getByLabel('Username')).toHaveAttribute('required', '')
  await expect(account.getByLabel('First name')).not.toHaveAttribute('required')
})
