import { expect, test } from '@playwright/test'
import { adminHeaders } from '../contract/helpers'
import { holdRequests } from '../site/hold'
import { followLink, openAreaTab, signIn } from './session'

test.use({ viewport: { width: 1280, height: 900 } })

test('content: created from the dashboard in two languages, edited, deleted, each change seen on the public site', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // A whole story through the back office and the site: 30-45 s on an idle machine.
  test.setTimeout(120_000)
  const stamp = Date.now()
  const title = `Cyclone shelter survey ${stamp}`
  await signIn(page)
  await page.goto('/admin')
  await openAreaTab(page, 'Research')
  await followLink(
    page,
    page.getByRole('tabpanel').getByRole('link', { name: 'Add New Content' }),
    /\/admin\/content\/new\?tab=research$/,
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Create Content' })).toBeVisible()
  await expect(page.getByLabel('Site area (tab)')).toHaveValue('research')

  // The spec's rules, shown on the fields.
  await page.getByRole('button', { name: 'Create Content' }).click()
  await expect(page.getByLabel('Title (English)')).toHaveAccessibleDescription('Title is required')
  await expect(page.getByLabel('Section')).toHaveAccessibleDescription('Section is required')
  await expect(page.getByRole('textbox', { name: 'Content (English)' })).toHaveAccessibleDescription(
    'Content is required',
  )
  await page.getByLabel('Title (English)').fill('x'.repeat(101))
  await expect(page.getByLabel('Title (English)')).toHaveAccessibleDescription('Title is too long')

  // Changing the tab resets the section.
  await page.getByLabel('Section').selectOption('publications')
  await page.getByLabel('Site area (tab)').selectOption('policy')
  await expect(page.getByLabel('Section')).toHaveValue('')
  await expect(page.getByLabel('Section').locator('option')).toHaveText([
    'Choose a section',
    'Key Policy Areas',
    'Our Process',
  ])
  await page.getByLabel('Site area (tab)').selectOption('research')
  await page.getByLabel('Section').selectOption('publications')

  await page.getByLabel('Title (English)').fill(title)
  const editor = page.getByRole('textbox', { name: 'Content (English)' })
  await editor.click()
  await page.keyboard.type('Shelters in Khulna were ')
  await page.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type('surveyed')
  await page.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type(' in October.')
  // A non-numeric order becomes 1.
  await page.getByLabel('Display order').fill('')

  await page.getByRole('button', { name: 'বাংলা' }).click()
  await expect(page.getByLabel('Title (বাংলা)')).toHaveValue('')
  await page.getByLabel('Title (বাংলা)').fill(`ঘূর্ণিঝড় আশ্রয়কেন্দ্র জরিপ ${stamp}`)
  await page.getByRole('textbox', { name: 'Content (বাংলা)' }).click()
  await page.keyboard.type('খুলনার আশ্রয়কেন্দ্রগুলো অক্টোবরে জরিপ করা হয়েছে।')
  await expect(page.getByRole('button', { name: /বাংলা.*has text/ })).toBeVisible()

  const release = await holdRequests(page, '**/api/content**')
  await page.getByRole('button', { name: 'Create Content' }).click()
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled()
  release()
  await expect(page.getByText('Content Created')).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)

  const headers = await adminHeaders(request)
  const list = (await (await request.get('/api/content?tabId=research', { headers })).json()).data as {
    id: number
    title: string
    content: string
    displayOrder: number
  }[]
  const item = list.find((i) => i.title === title)!
  expect(item).toBeTruthy()
  expect(item.content).toContain('<strong>surveyed</strong>')
  expect(item.displayOrder).toBe(1)
  try {
    await page.goto('/?tab=research&section=publications')
    // This run's item (a retry may find the first attempt's too).
    const article = page.getByRole('article', { name: title, exact: true })
    await expect(article).toBeVisible()
    await expect(article.locator('strong', { hasText: 'surveyed' })).toBeVisible()
    await context.addCookies([{ name: 'locale', value: 'bn', url: baseURL! }])
    await page.goto('/?tab=research&section=publications')
    await expect(page.locator('main')).toContainText(`ঘূর্ণিঝড় আশ্রয়কেন্দ্র জরিপ ${stamp}`)
    await context.clearCookies({ name: 'locale' })

    // Edit from the dashboard: the form opens with the saved values.
    await page.goto('/admin')
    await openAreaTab(page, 'Research')
    await page.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: 'Edit' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/content/edit/${item.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Content' })).toBeVisible()
    await expect(page.getByLabel('Title (English)')).toHaveValue(title)
    await expect(page.getByLabel('Section')).toHaveValue('publications')
    await expect(page.getByRole('textbox', { name: 'Content (English)' })).toContainText(
      'Shelters in Khulna were surveyed in October.',
    )
    await page.getByRole('button', { name: 'বাংলা' }).click()
    await expect(page.getByLabel('Title (বাংলা)')).toHaveValue(`ঘূর্ণিঝড় আশ্রয়কেন্দ্র জরিপ ${stamp}`)
    await page.getByRole('button', { name: 'English' }).click()
    await page.getByLabel('Title (English)').fill(`${title} (final)`)
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Content Updated')).toBeVisible()
    await expect(page).toHaveURL(/\/admin$/)
    await page.goto('/?tab=research&section=publications')
    await expect(page.locator('main')).toContainText(`${title} (final)`)

    // Delete from the dashboard, after the browser's confirmation.
    await page.goto('/admin')
    await openAreaTab(page, 'Research')
    page.once('dialog', (dialog) => dialog.accept())
    await page
      .getByRole('listitem')
      .filter({ hasText: `${title} (final)` })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByText('Content Deleted')).toBeVisible()
    await page.goto('/?tab=research&section=publications')
    await expect(page.locator('main')).not.toContainText(title)
  } finally {
    await request.delete(`/api/content/${item.id}`, { headers })
  }
})

test('content: an unknown item says "Failed to load content data"; a refused save keeps the values and shows the message', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/admin/content/edit/987654321')
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load content data' })).toBeVisible()

  await page.goto('/admin/content/new?tab=join')
  await page.getByLabel('Section').selectOption('careers')
  await page.getByLabel('Title (English)').fill('A refused save')
  await page.getByRole('textbox', { name: 'Content (English)' }).click()
  await page.keyboard.type('Kept after the failure.')
  await page.route('**/api/content?locale=en', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, code: 'internal_error', message: 'The database is unavailable.' }),
    }),
  )
  await page.getByRole('button', { name: 'Create Content' }).click()
  await expect(page.getByText('The database is unavailable.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/content\/new/)
  await expect(page.getByLabel('Title (English)')).toHaveValue('A refused save')
  await expect(page.getByRole('textbox', { name: 'Content (English)' })).toContainText('Kept after the failure.')
})

test('content: a translation emptied in the form is removed, and the site shows English in that language again', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const title = `Mangrove restoration note ${Date.now()}`
  const headers = await adminHeaders(request)
  const created = await request.post('/api/content?locale=en', {
    headers,
    data: {
      tabId: 'research',
      sectionId: 'areas',
      title,
      content: '<p>Planted along the Sundarbans edge.</p>',
      displayOrder: 1,
      isActive: true,
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()).data as { id: number }
  try {
    const bengali = await request.patch(`/api/content/${id}?locale=bn`, {
      headers,
      data: { title: `ম্যানগ্রোভ পুনরুদ্ধার ${title}`, content: '<p>সুন্দরবনের প্রান্তে রোপণ।</p>' },
    })
    expect(bengali.status()).toBe(200)

    await signIn(page)
    await page.goto(`/admin/content/edit/${id}`)
    await page.getByRole('button', { name: /বাংলা/ }).click()
    await expect(page.getByLabel('Title (বাংলা)')).toHaveValue(`ম্যানগ্রোভ পুনরুদ্ধার ${title}`)
    await page.getByLabel('Title (বাংলা)').fill('')
    const editor = page.getByRole('textbox', { name: 'Content (বাংলা)' })
    await editor.click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.press('Delete')
    await expect(editor).toHaveText('')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Content Updated')).toBeVisible()

    await context.addCookies([{ name: 'locale', value: 'bn', url: baseURL! }])
    await page.goto('/?tab=research&section=areas')
    await expect(page.locator('main')).toContainText(title)
    await expect(page.locator('main')).toContainText('Planted along the Sundarbans edge.')
    await expect(page.locator('main')).not.toContainText('ম্যানগ্রোভ পুনরুদ্ধার')
  } finally {
    await request.delete(`/api/content/${id}`, { headers })
  }
})
