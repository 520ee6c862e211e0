import { expect, test } from '@playwright/test'
import { adminHeaders } from '../contract/helpers'
import { holdRequests } from '../site/hold'
import { pngFile } from './images'
import { followLink, signIn } from './session'

test.use({ viewport: { width: 1280, height: 900 } })

test('photos: the add form opens on request, a photo uploaded shows in its public gallery category, then is deleted', async ({
  page,
  request,
}) => {
  const title = `Partners meeting in Dhaka ${Date.now().toString(36)}`
  const headers = await adminHeaders(request)
  /** The photos with this test's title, found through the API (administrators see inactive ones too). */
  const stored = async () => {
    const res = await request.get('/api/photos', { headers })
    expect(res.status(), await res.text()).toBe(200)
    return ((await res.json()).data as { id: number; title: string }[]).filter((p) => p.title === title)
  }
  try {
    await signIn(page)
    await page.goto('/admin')
    await followLink(page, page.getByRole('link', { name: 'Manage Gallery Photos' }), /\/admin\/photo-manager$/)
    const list = page.getByRole('region', { name: /^Photos \(\d+\)$/ })
    await expect(list.getByRole('listitem').first()).toBeVisible()
    await expect(list.getByRole('listitem').first().locator('img')).toHaveAttribute('src', /\.webp$/)

    const toggle = page.getByRole('button', { name: 'Add Photo' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const form = page.getByRole('form', { name: 'New photo' })
    await form.getByRole('button', { name: 'Add Photo' }).click()
    await expect(form.getByLabel('Title')).toHaveAccessibleDescription('Title is required')
    await expect(form.getByLabel('Category')).toHaveAccessibleDescription('Category is required')
    await expect(form.getByLabel('Image file')).toHaveAccessibleDescription(/Image file is required/)

    await form.getByLabel('Title').fill(title)
    await form.getByLabel('Category').selectOption('partnerships')
    await form.getByLabel('Description').fill('Partners from three ministries met to plan the next monsoon season.')
    await form.getByLabel('Alt text').fill('People around a meeting table')
    await form.getByLabel('Image file').setInputFiles(await pngFile('meeting.png', '#1f4e79'))
    const release = await holdRequests(page, '**/api/photos')
    await form.getByRole('button', { name: 'Add Photo' }).click()
    await expect(form.getByRole('button', { name: 'Adding...' })).toBeDisabled()
    release()
    await expect(page.getByText('Photo added')).toBeVisible()
    expect(await stored()).toHaveLength(1)
    await page.getByLabel('Show category').selectOption('partnerships')
    await expect(page.getByRole('region', { name: 'Photos (1)' }).getByRole('listitem')).toContainText(title)

    const site = await page.context().newPage()
    await site.goto('/?tab=gallery')
    await site.getByRole('button', { name: 'Partnerships' }).click()
    const grid = site.getByRole('list', { name: 'Partnerships' })
    await expect(grid.getByRole('button', { name: new RegExp(title) })).toBeVisible()
    await expect(grid.locator('img').first()).toHaveAttribute('alt', 'People around a meeting table')

    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('button', { name: `Delete ${title}` }).click()
    await expect(page.getByText('Photo deleted')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Photos (0)' })).toContainText('No photos in this category yet.')
    expect(await stored()).toHaveLength(0)
    await site.goto('/?tab=gallery')
    await site.getByRole('button', { name: 'Partnerships' }).click()
    await expect(site.getByText('No photos available for this category yet.')).toBeVisible()
  } finally {
    // Whatever failed, no photo of this test stays behind to break the counts of a later run.
    const left = ((await (await request.get('/api/photos', { headers })).json()).data ?? []) as {
      id: number
      title: string
    }[]
    for (const photo of left.filter((p) => p.title === title)) {
      const res = await request.delete(`/api/photos/${photo.id}`, { headers })
      expect.soft(res.status(), `cleanup of photo ${photo.id}`).toBe(200)
    }
  }
})

test('photos: a file that is not an image is refused with "Failed to upload photo" and the server\'s reason, keeping the values', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/admin/photo-manager')
  await page.getByRole('button', { name: 'Add Photo' }).click()
  const form = page.getByRole('form', { name: 'New photo' })
  await form.getByLabel('Title').fill('Not really a photo')
  await form.getByLabel('Category').selectOption('events')
  await form
    .getByLabel('Image file')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is text, not a picture') })
  await form.getByRole('button', { name: 'Add Photo' }).click()
  await expect(page.getByText('Failed to upload photo', { exact: true })).toBeVisible()
  await expect(page.getByText(/The file is not a supported image/)).toBeVisible()
  await expect(form.getByLabel('Title')).toHaveValue('Not really a photo')
})

test('photos: saved as a draft, a photo is marked "Not published", shows in the administrator\'s preview of the gallery only, then Publish puts it in the gallery', async ({
  page,
  request,
  browser,
}) => {
  const title = `Char island survey ${Date.now().toString(36)}`
  const headers = await adminHeaders(request)
  const visitor = await browser.newContext()
  const site = await visitor.newPage()
  const inGallery = (where: typeof site) =>
    where.getByRole('list', { name: 'Energy' }).getByRole('button', { name: new RegExp(title) })
  let id: number | undefined
  try {
    await signIn(page)
    await page.goto('/admin/photo-manager')
    await page.getByRole('button', { name: 'Add Photo' }).click()
    const form = page.getByRole('form', { name: 'New photo' })
    await form.getByLabel('Title').fill(title)
    await form.getByLabel('Category').selectOption('energy')
    await form.getByLabel('Image file').setInputFiles(await pngFile('char.png', '#7a5c1f'))
    await form.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText('Draft saved. The site still shows the published version.')).toBeVisible()
    await page.getByLabel('Show category').selectOption('energy')
    const card = page.getByRole('listitem').filter({ hasText: title })
    await expect(card.getByText('Not published')).toBeVisible()
    id = (
      (await (await request.get('/api/photos?category=energy', { headers })).json()).data as {
        id: number
        title: string
      }[]
    ).find((p) => p.title === title)?.id

    await site.goto('/?tab=gallery')
    await Promise.all([
      site.waitForResponse((res) => res.url().includes('/api/gallery?category=energy')),
      site.getByRole('button', { name: 'Energy' }).click(),
    ])
    await expect(inGallery(site)).toHaveCount(0)

    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      card.getByRole('link', { name: `Preview ${title}` }).click(),
    ])
    await preview.getByRole('button', { name: 'Energy' }).click()
    await expect(inGallery(preview)).toBeVisible()
    await preview.close()

    await card.getByRole('button', { name: `Publish ${title}` }).click()
    await expect(page.getByText('Photo published')).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Not published')).toHaveCount(0)
    await site.reload()
    await site.getByRole('button', { name: 'Energy' }).click()
    await expect(inGallery(site)).toBeVisible()

    // A change saved as a draft: the manager lists the photo as the editor left it, marked as
    // such, while the gallery keeps the published title.
    const renamed = `${title} (revised)`
    expect((await request.patch(`/api/photos/${id}?draft=true`, { headers, data: { title: renamed } })).status()).toBe(
      200,
    )
    await page.reload()
    const revised = page.getByRole('listitem').filter({ hasText: renamed })
    await expect(revised.getByText('Draft changes')).toBeVisible()
    await expect(revised.getByRole('button', { name: `Publish ${renamed}` })).toBeVisible()
    await site.reload()
    await site.getByRole('button', { name: 'Energy' }).click()
    await expect(inGallery(site)).toBeVisible()
    await expect(site.getByRole('button', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) })).toHaveCount(0)
  } finally {
    if (id) await request.delete(`/api/photos/${id}`, { headers })
    await visitor.close()
  }
})
