import { expect, test } from '@playwright/test'
import { seriousViolations } from '../axe'
import { adminHeaders } from '../contract/helpers'
import { signIn } from './session'

test.use({ viewport: { width: 1280, height: 900 } })

test('drafts: a Bengali draft leaves the public page as it is until it is published; History restores the older version', async ({ page, request, context, baseURL }) => {
  const stamp = Date.now().toString(36)
  const title = `Cyclone shelter survey ${stamp}`
  const published = `ঘূর্ণিঝড় আশ্রয়কেন্দ্র জরিপ ${stamp}`
  const drafted = `আশ্রয়কেন্দ্র জরিপের খসড়া ${stamp}`
  const headers = await adminHeaders(request)
  const created = await request.post('/api/content?locale=en', {
    headers,
    data: { tabId: 'research', sectionId: 'areas', title, content: '<p>Surveyed along the coast.</p>', displayOrder: 1, isActive: true },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()).data as { id: number }
  const site = await context.newPage()
  await context.addCookies([{ name: 'locale', value: 'bn', url: baseURL! }])
  const publicMain = async () => {
    await site.goto('/?tab=research&section=areas')
    return site.locator('main')
  }
  try {
    expect((await request.patch(`/api/content/${id}?locale=bn`, { headers, data: { title: published } })).status()).toBe(200)
    await expect(await publicMain()).toContainText(published)

    await signIn(page)
    await page.goto(`/admin/content/edit/${id}`)
    await page.getByRole('button', { name: /বাংলা/ }).click()
    await page.getByLabel('Title (বাংলা)').fill(drafted)
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText('Draft saved. The site still shows the published version.')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'unpublished draft changes' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    // The public Bengali page is unchanged.
    const main = await publicMain()
    await expect(main).toContainText(published)
    await expect(main).not.toContainText(drafted)

    // The dashboard marks the item; its form opens on the draft.
    await page.goto('/admin?area=research')
    const card = page.getByRole('listitem').filter({ hasText: title })
    await expect(card.getByText('Draft changes')).toBeVisible()
    await card.getByRole('link', { name: `Edit ${title}` }).click()
    await page.getByRole('button', { name: /বাংলা/ }).click()
    await expect(page.getByLabel('Title (বাংলা)')).toHaveValue(drafted)

    // Publishing shows it.
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Content Updated')).toBeVisible()
    await expect(await publicMain()).toContainText(drafted)
    await page.goto('/admin?area=research')
    await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Draft changes')).toHaveCount(0)

    // History: Payload's versions of the item; the version with the first Bengali title is restored and published.
    await page.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: `History of ${title}` }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/content-items/${id}/versions`))
    const rows = page.locator('tbody tr')
    // Newest first: the publication, the draft (English, then Bengali), the first Bengali title, the creation.
    await expect(rows).toHaveCount(5)
    await expect(rows.nth(0)).toContainText('Currently Published')
    await expect(rows.nth(1)).toContainText('Draft')
    await rows.filter({ hasText: 'Previously Published' }).first().getByRole('link').first().click()
    await page.getByRole('button', { name: /Restore/ }).first().click()
    await page.getByRole('dialog').getByRole('button', { name: /Confirm|Restore/ }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/content-items/${id}(\\?|$)`))
    await expect(await publicMain()).toContainText(published)
  } finally {
    await request.delete(`/api/content/${id}`, { headers })
  }
})
