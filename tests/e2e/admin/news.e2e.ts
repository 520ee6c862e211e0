import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { seriousViolations } from '../axe'
import { adminHeaders } from '../contract/helpers'
import { followLink, signIn } from './session'

test.use({ viewport: { width: 1280, height: 900 } })

test('news: one written in the back office (English and Arabic, a cover, a draft first) shows in About → News and on its page, then is deleted', async ({
  page,
  request,
}) => {
  const title = `Embankment repairs ${Date.now().toString(36)}`
  const headers = await adminHeaders(request)
  let id: number | undefined
  try {
    await signIn(page)
    await page.goto('/admin')
    await followLink(page, page.getByRole('link', { name: 'Manage News', exact: true }), /\/admin\/news-manager$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Manage News', exact: true })).toBeVisible()
    const form = page.getByRole('form', { name: 'New story' })

    await form.getByLabel('Publication date').fill('')
    await form.getByRole('button', { name: 'Save Story' }).click()
    await expect(form.getByLabel('Title (English)')).toHaveAccessibleDescription(/Title is required/)
    await expect(form.getByLabel('Publication date')).toHaveAccessibleDescription(
      'Choose the publication date (a date such as 2026-05-01).',
    )
    expect(await seriousViolations(page)).toEqual([])

    await form.getByLabel('Title (English)').fill(title)
    await form.getByLabel('Summary (English)').fill('The river bank held this monsoon.')
    await form.getByLabel('Story (English)').fill('<p>Repairs finished before the rains.</p>')
    await form.getByLabel('Cover image: alternative text (English)').fill('Workers on an earthen embankment')
    await form.getByRole('button', { name: 'العربية' }).click()
    await form.getByLabel('Title (العربية)').fill('إصلاح السدود')
    await form.getByRole('button', { name: 'English' }).click()
    await form.getByLabel('Publication date').fill('2026-06-01')
    await form.getByRole('checkbox', { name: 'Disaster Risk Reduction' }).check()
    await form.getByLabel('Cover image', { exact: true }).setInputFiles({
      name: 'embankment.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 800, height: 450, channels: 3, background: '#3a6' } })
        .jpeg()
        .toBuffer(),
    })
    // A draft first: the site does not show it.
    await form.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText('Draft saved. The site still shows the published version.')).toBeVisible()
    const drafts = (await (await request.get('/api/news?limit=100', { headers })).json()).data as {
      id: number
      title: string
      url: string
    }[]
    const saved = drafts.find((n) => n.title === title)!
    id = saved.id
    expect((await request.get(`/api/news/${id}`)).status()).toBe(404)

    const card = page.getByRole('listitem').filter({ hasText: title })
    await card.getByRole('button', { name: `Edit ${title}` }).click()
    const edit = page.getByRole('form', { name: 'Edit story' })
    await edit.getByRole('button', { name: 'Save Story' }).click()
    await expect(page.getByRole('form', { name: 'New story' })).toBeVisible()

    const site = await page.context().newPage()
    await site.goto('/?tab=about&section=news&lang=en&programme=disaster&year=2026')
    await expect(site.getByRole('link', { name: title })).toBeVisible()
    await site.goto(`${saved.url}?lang=ar`)
    await expect(site.getByRole('heading', { level: 1 })).toHaveText('إصلاح السدود')
    await expect(site.locator('main .cms-content')).toHaveAttribute('lang', 'en')
    await site.close()
  } finally {
    if (id) await request.delete(`/api/news/${id}`, { headers })
  }
})
