import { expect, test } from '@playwright/test'
import { adminHeaders } from '../contract/helpers'
import { holdRequests } from '../site/hold'
import { pngFile } from './images'
import { followLink, signIn } from './session'

test.use({ viewport: { width: 1280, height: 900 } })

test('members: a team member added with a portrait shows on the public team grid, is edited, then removed', async ({
  page,
  request,
}) => {
  const name = `Nusrat Jahan ${Date.now().toString(36)}`
  await signIn(page)
  await page.goto('/admin')
  await followLink(page, page.getByRole('link', { name: 'Manage Team Members' }), /\/admin\/member-manager$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Team Members' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Add Member' })

  await form.getByRole('button', { name: 'Add Member' }).click()
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Member name is required')
  await expect(form.getByLabel('Title (English)')).toHaveAccessibleDescription(/Title is required/)

  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Member type').selectOption('team')
  await form.getByLabel('Title (English)').fill('Field Coordinator')
  await form.getByRole('button', { name: 'العربية' }).click()
  await form.getByLabel('Title (العربية)').fill('منسقة ميدانية')
  await form.getByLabel('Display order').fill('99')
  await form.getByLabel('Portrait (optional)').setInputFiles(await pngFile('portrait.png'))
  await expect(form.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible()
  const release = await holdRequests(page, '**/api/members**')
  await form.getByRole('button', { name: 'Add Member' }).click()
  await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled()
  release()
  await expect(page.getByText('Member added')).toBeVisible()
  const card = page.getByRole('region', { name: 'Team' }).getByRole('listitem').filter({ hasText: name })
  await expect(card).toContainText('Field Coordinator')
  await expect(card.locator('img')).toHaveAttribute('src', /\.webp$/)

  const headers = await adminHeaders(request)
  const members = (await (await request.get('/api/members?memberType=team', { headers })).json()).data as {
    id: number
    name: string
  }[]
  const id = members.find((m) => m.name === name)!.id
  try {
    const site = await page.context().newPage()
    await site.goto('/?tab=about&section=team')
    const publicCard = site.getByRole('button', { name: new RegExp(name) })
    await expect(publicCard).toContainText('Field Coordinator')
    await expect(publicCard.locator('img')).toHaveAttribute('srcset', /\.webp 320w/)
    await site.goto('/?tab=about&section=team&lang=ar')
    await expect(site.getByRole('button', { name: new RegExp(name) })).toContainText('منسقة ميدانية')
    await site.context().clearCookies({ name: 'locale' })

    // Edit: the form fills in, and the change reaches the site.
    await card.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = page.getByRole('form', { name: `Edit Member: ${name}` })
    await expect(edit.getByLabel('Name')).toHaveValue(name)
    await expect(edit.getByRole('img', { name: 'Current image' })).toBeVisible()
    await edit.getByLabel('Title (English)').fill('Senior Field Coordinator')
    await edit.getByRole('button', { name: 'Update Member' }).click()
    await expect(page.getByText('Member updated')).toBeVisible()
    await expect(card).toContainText('Senior Field Coordinator')
    await site.goto('/?tab=about&section=team')
    await expect(site.getByRole('button', { name: new RegExp(name) })).toContainText('Senior Field Coordinator')

    // Remove, after a confirmation.
    page.once('dialog', (dialog) => dialog.accept())
    await card.getByRole('button', { name: `Remove ${name}` }).click()
    await expect(page.getByText('Member removed')).toBeVisible()
    await expect(card).toHaveCount(0)
    await site.goto('/?tab=about&section=team')
    await expect(site.getByRole('button', { name: new RegExp(name) })).toHaveCount(0)
  } finally {
    await request.delete(`/api/members/${id}`, { headers })
  }
})
