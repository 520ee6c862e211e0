import { expect, test } from '@playwright/test'
import { adminHeaders } from '../contract/helpers'
import { followLink, signIn } from './session'

test.use({ viewport: { width: 1280, height: 900 } })

test('bios: a member without a profile gets one (create), it shows in the public dialog, and an update replaces it', async ({
  page,
  request,
}) => {
  // A whole story through the back office and the site: over a minute beside the other workers.
  test.setTimeout(120_000)
  const name = `Tanvir Hasan ${Date.now().toString(36)}`
  const headers = await adminHeaders(request)
  // The contract has no DELETE for bios: Payload's own REST removes this test's bio afterwards.
  const cms = { Authorization: headers.Authorization.replace('Bearer', 'JWT') }
  const bioQuery = `where[memberName][equals]=${encodeURIComponent(name)}`
  const created = await request.post('/api/members', {
    headers,
    data: { name, title: 'Data Analyst', memberType: 'team', displayOrder: 98, isActive: true },
  })
  expect(created.status(), await created.text()).toBe(201)
  const member = await created.json()
  try {
    expect((await request.get(`/api/team-bios/${encodeURIComponent(name)}`, { headers })).status()).toBe(404)
    await signIn(page)
    await page.goto('/admin')
    await followLink(page, page.getByRole('link', { name: 'Manage Member Bios' }), /\/admin\/bio-manager$/)
    await page.getByLabel('Member type').selectOption('team')
    await page.getByLabel('Member', { exact: true }).selectOption(name)
    const form = page.getByRole('form', { name: `Create Bio: ${name}` })
    await expect(form.getByLabel('Bio (English)')).toHaveValue('')

    await form.getByLabel('Contact e-mail').fill('not-an-address')
    await form.getByLabel('LinkedIn URL').fill('linkedin')
    await form.getByRole('button', { name: 'Create Bio' }).click()
    await expect(form.getByLabel('Contact e-mail')).toHaveAccessibleDescription('Please enter a valid email address.')
    await expect(form.getByLabel('LinkedIn URL')).toHaveAccessibleDescription(/valid URL/)

    await form.getByLabel('Bio (English)').fill('Tanvir builds the flood early-warning dashboards.')
    await form.getByLabel('Education (English)').fill('MSc in Remote Sensing, BUET')
    await form.getByLabel('Contact e-mail').fill('tanvir@example.org')
    await form.getByLabel('LinkedIn URL').fill('')
    await form.getByRole('button', { name: 'Español' }).click()
    await form.getByLabel('Bio (Español)').fill('Tanvir construye los paneles de alerta temprana de inundaciones.')
    await form.getByRole('button', { name: 'Create Bio' }).click()
    await expect(page.getByText('Bio created')).toBeVisible()
    await expect(page.getByRole('form', { name: `Edit Bio: ${name}` })).toBeVisible()

    const site = await page.context().newPage()
    await site.goto('/?tab=about&section=team')
    await site.getByRole('button', { name: new RegExp(name) }).click()
    const dialog = site.getByRole('dialog', { name })
    await expect(dialog).toContainText('Tanvir builds the flood early-warning dashboards.')
    await expect(dialog).toContainText('MSc in Remote Sensing, BUET')
    await expect(dialog.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:tanvir@example.org')
    await expect(dialog.getByRole('link', { name: 'LinkedIn' })).toHaveCount(0)

    // Update: the member chosen is in the address, so a reload reads the saved bio again, and the change replaces it.
    await expect(page).toHaveURL(
      new RegExp(`/admin/bio-manager\\?type=team&member=${encodeURIComponent(name).replace(/%20/g, '\\+')}$`),
    )
    await page.reload()
    await expect(page.getByLabel('Member', { exact: true })).toHaveValue(name)
    const edit = page.getByRole('form', { name: `Edit Bio: ${name}` })
    await expect(edit.getByLabel('Bio (English)')).toHaveValue('Tanvir builds the flood early-warning dashboards.')
    await edit.getByLabel('Bio (English)').fill('Tanvir leads the flood early-warning dashboards.')
    await edit.getByRole('button', { name: 'Update Bio' }).click()
    await expect(page.getByText('Bio updated')).toBeVisible()
    // The board's names only; Back returns to the member's profile.
    await page.getByLabel('Member type').selectOption('board')
    await expect(page).toHaveURL(/\/admin\/bio-manager\?type=board$/)
    await expect(page.getByLabel('Member', { exact: true }).locator('option', { hasText: name })).toHaveCount(0)
    await expect(page.getByText('Choose a member type, then a member, to write their profile.')).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('form', { name: `Edit Bio: ${name}` }).getByLabel('Bio (English)')).toHaveValue(
      'Tanvir leads the flood early-warning dashboards.',
    )
    await site.goto('/?tab=about&section=team')
    await site.getByRole('button', { name: new RegExp(name) }).click()
    await expect(site.getByRole('dialog', { name })).toContainText('Tanvir leads the flood early-warning dashboards.')
    await site.goto('/?tab=about&section=team&lang=es')
    await site.getByRole('button', { name: new RegExp(name) }).click()
    await expect(site.getByRole('dialog', { name })).toContainText(
      'Tanvir construye los paneles de alerta temprana de inundaciones.',
    )
  } finally {
    // Back to the state before the test: neither the member nor its bio.
    const bios = (await (await request.get(`/api/cms/member-bios?${bioQuery}`, { headers: cms })).json()).docs as {
      id: number
    }[]
    for (const bio of bios)
      expect.soft((await request.delete(`/api/cms/member-bios/${bio.id}`, { headers: cms })).status()).toBe(200)
    expect.soft((await request.delete(`/api/members/${member.data.id}`, { headers })).status()).toBe(200)
    expect.soft((await request.get(`/api/team-bios/${encodeURIComponent(name)}`, { headers })).status()).toBe(404)
  }
})

test('bios: an active bio whose texts and contact fields are all empty shows "Profile Coming Soon", not an empty dialog', async ({
  page,
  request,
}) => {
  const name = `Nusrat Jahan ${Date.now().toString(36)}`
  const headers = await adminHeaders(request)
  const cms = { Authorization: headers.Authorization.replace('Bearer', 'JWT') }
  const created = await request.post('/api/members', {
    headers,
    data: { name, title: 'Field Officer', memberType: 'team', displayOrder: 97, isActive: true },
  })
  expect(created.status(), await created.text()).toBe(201)
  const member = await created.json()
  try {
    const bio = await request.post('/api/team-bios', {
      headers,
      data: {
        memberName: name,
        memberType: 'team',
        bio: '',
        education: '',
        experience: '',
        achievements: '',
        contactEmail: '',
        linkedinUrl: '',
        isActive: true,
      },
    })
    expect(bio.status(), await bio.text()).toBe(201)
    expect((await request.get(`/api/team-bios/${encodeURIComponent(name)}?memberType=team`)).status()).toBe(200)
    await page.goto('/?tab=about&section=team')
    await page.getByRole('button', { name: new RegExp(name) }).click()
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog.getByRole('heading', { name: 'Profile Coming Soon' })).toBeVisible()
    await expect(dialog).toContainText("This member's detailed biography will be available soon.")
    await expect(dialog.getByRole('heading', { name: 'Biography' })).toHaveCount(0)
  } finally {
    const bios = (
      await (
        await request.get(`/api/cms/member-bios?where[memberName][equals]=${encodeURIComponent(name)}`, {
          headers: cms,
        })
      ).json()
    ).docs as { id: number }[]
    for (const b of bios)
      expect.soft((await request.delete(`/api/cms/member-bios/${b.id}`, { headers: cms })).status()).toBe(200)
    expect.soft((await request.delete(`/api/members/${member.data.id}`, { headers })).status()).toBe(200)
  }
})
