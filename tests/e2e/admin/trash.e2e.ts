import { expect, test } from '@playwright/test'
import { adminHeaders } from '../contract/helpers'
import { signIn } from './session'

test.use({ viewport: { width: 1280, height: 900 } })

test('trash: a removed member leaves the site, waits in the trash and comes back when restored', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const name = `Trashed Member ${Date.now().toString(36)}`
  const res = await request.post('/api/members?locale=en', {
    headers,
    multipart: { name, title: 'Hydrologist', memberType: 'team', displayOrder: '98', isActive: 'true' },
  })
  expect(res.status(), await res.text()).toBe(201)
  const id = (await res.json()).data.id
  const site = await page.context().newPage()
  const onSite = () => site.getByRole('button', { name: new RegExp(name) })
  try {
    await site.goto('/?tab=about&section=team')
    await expect(onSite()).toBeVisible()

    await signIn(page)
    await page.goto('/admin/member-manager')
    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('button', { name: `Remove ${name}` }).click()
    await expect(page.getByText('Member removed')).toBeVisible()
    await site.reload()
    await expect(site.getByRole('heading', { name: /team/i }).first()).toBeVisible()
    await expect(onSite()).toHaveCount(0)

    await page.goto('/admin')
    const trash = page.getByRole('region', { name: 'Trash' })
    await expect(trash).toContainText('30 days')
    await trash.getByRole('link', { name: 'Members', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/members\/trash/)
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toHaveCount(1)
    await row.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Restore', exact: true }).click()
    // Members have drafts: restored as the published version, it is back on the site at once.
    await page.getByRole('dialog').getByText('Restore as published version').click()
    await expect(page.getByRole('dialog').getByRole('checkbox')).toBeChecked()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Restore|Confirm/ })
      .click()
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0)

    await site.reload()
    await expect(onSite()).toBeVisible()
  } finally {
    await request.delete(`/api/members/${id}`, { headers })
  }
})
