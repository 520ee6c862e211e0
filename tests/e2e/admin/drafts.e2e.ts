import { expect, test } from '@playwright/test'
import { seriousViolations } from '../axe'
import { admin, adminHeaders } from '../contract/helpers'
import { signIn } from './session'

test.use({ viewport: { width: 1280, height: 900 } })

test('drafts: a Bengali draft leaves the public page as it is until it is published; Preview shows it to the administrator only; History restores the older version', async ({
  page,
  request,
  context,
  browser,
  baseURL,
}) => {
  // A whole story through the back office and the site: 30-45 s on an idle machine.
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const title = `Cyclone shelter survey ${stamp}`
  const published = `ঘূর্ণিঝড় আশ্রয়কেন্দ্র জরিপ ${stamp}`
  const drafted = `আশ্রয়কেন্দ্র জরিপের খসড়া ${stamp}`
  const headers = await adminHeaders(request)
  const created = await request.post('/api/content?locale=en', {
    headers,
    data: {
      tabId: 'research',
      sectionId: 'areas',
      title,
      content: '<p>Surveyed along the coast.</p>',
      displayOrder: 1,
      isActive: true,
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()).data as { id: number }
  // A visitor: a browser of its own, in Bengali.
  const visitor = await browser.newContext()
  await visitor.addCookies([{ name: 'locale', value: 'bn', url: baseURL! }])
  const site = await visitor.newPage()
  const publicMain = async () => {
    await site.goto('/?tab=research&section=areas')
    return site.locator('main')
  }
  try {
    expect(
      (await request.patch(`/api/content/${id}?locale=bn`, { headers, data: { title: published } })).status(),
    ).toBe(200)
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

    // Preview: the public page with the draft, in the language being edited, for this administrator.
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'Preview' }).click(),
    ])
    await expect(preview.locator('main')).toContainText(drafted)
    await expect(preview.getByRole('status').filter({ hasText: 'প্রিভিউ' })).toBeVisible()
    expect(await seriousViolations(preview)).toEqual([])
    // Without the session, the preview address shows nothing, and the draft-mode cookie alone shows the published page.
    const previewUrl = `/api/preview?collection=content-items&id=${id}&locale=bn`
    expect((await site.request.get(previewUrl, { maxRedirects: 0 })).status()).toBe(401)
    const bypass = (await context.cookies()).find((cookie) => cookie.name === '__prerender_bypass')
    expect(bypass).toBeDefined()
    await visitor.addCookies([bypass!])
    const withCookie = await publicMain()
    await expect(withCookie).toContainText(published)
    await expect(withCookie).not.toContainText(drafted)
    await expect(site.getByRole('status').filter({ hasText: 'প্রিভিউ' })).toHaveCount(0)
    // "Exit preview" leaves the draft mode: the administrator sees the published page again.
    await preview.getByRole('link', { name: 'প্রিভিউ থেকে বের হন' }).click()
    await expect(preview.locator('main')).toContainText(published)
    await preview.close()

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

    // History: the item's versions with who saved each; the version with the first Bengali title is restored and published.
    await page
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByRole('link', { name: `History of ${title}` })
      .click()
    await expect(page).toHaveURL(new RegExp(`/admin/history/content-items/${id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`History: ${title}`)
    const rows = page.locator('tbody tr')
    // Newest first: the publication, the draft (Bengali, then English), the first Bengali title, the creation.
    await expect(rows).toHaveCount(5)
    await expect(rows.nth(0)).toContainText('Published (latest)')
    await expect(rows.nth(1)).toContainText('Draft')
    for (const row of await rows.all()) await expect(row).toContainText(admin.username)
    expect(await seriousViolations(page)).toEqual([])
    await rows
      .nth(3)
      .getByRole('link', { name: /^Compare or restore/ })
      .click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/content-items/${id}/versions/`))
    await page
      .getByRole('button', { name: /Restore/ })
      .first()
      .click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Confirm|Restore/ })
      .click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/content-items/${id}(\\?|$)`))
    await expect(await publicMain()).toContainText(published)

    // Each step is in the activity log, under the administrator who took it.
    // (Each entry names the item in the language saved: the stamp is in every title.)
    await page.goto(`/admin/collections/activity?search=${stamp}&limit=50`)
    const logged = page.getByRole('row').filter({ hasText: stamp })
    await expect(logged.filter({ hasText: 'Saved as draft' })).toHaveCount(2)
    await expect(logged.filter({ hasText: 'Created' })).toHaveCount(1)
    expect(await logged.filter({ hasText: 'Updated' }).count()).toBeGreaterThanOrEqual(2)
    for (const row of await logged.all()) await expect(row).toContainText(admin.username)
  } finally {
    await request.delete(`/api/content/${id}`, { headers })
    await visitor.close()
  }
})

test('schedule: a draft scheduled a minute ahead from the content form reaches the public page at that time, with no one in the back office', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now().toString(36)
  const title = `Embankment monitoring ${stamp}`
  const drafted = `Embankment monitoring, final report ${stamp}`
  const headers = await adminHeaders(request)
  const created = await request.post('/api/content?locale=en', {
    headers,
    data: {
      tabId: 'research',
      sectionId: 'areas',
      title,
      content: '<p>Monitored each monsoon.</p>',
      displayOrder: 1,
      isActive: true,
    },
  })
  const { id } = (await created.json()).data as { id: number }
  const visitor = await browser.newContext()
  const site = await visitor.newPage()
  try {
    expect(
      (await request.patch(`/api/content/${id}?locale=en&draft=true`, { headers, data: { title: drafted } })).status(),
    ).toBe(200)
    await signIn(page)
    await page.goto(`/admin/content/edit/${id}`)
    const schedule = page.getByRole('region', { name: 'Schedule' })
    await expect(schedule).toContainText('Nothing scheduled.')
    // The next whole minute on the organisation's clock (Asia/Dhaka, UTC+6).
    const next = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000)
    const wall = new Date(next.getTime() + 6 * 60 * 60 * 1000).toISOString().slice(0, 16)
    await schedule.getByLabel('Action').selectOption('publish')
    await schedule.getByLabel('Date and time (Asia/Dhaka)').fill(wall)
    await schedule.getByRole('button', { name: 'Schedule' }).click()
    await expect(page.getByText('Scheduled', { exact: true })).toBeVisible()
    await expect(schedule.getByRole('listitem')).toContainText('Publish')
    await page.close()

    await site.goto(`${baseURL}/?tab=research&section=areas&lang=en`)
    await expect(site.locator('main')).toContainText(title)
    await expect(site.locator('main')).not.toContainText(drafted)
    // The site process runs the queue every 15 s: within a minute and a half of now, the page has changed.
    await expect(async () => {
      await site.reload()
      await expect(site.locator('main')).toContainText(drafted, { timeout: 1_000 })
    }).toPass({ timeout: 120_000, intervals: [5_000] })
  } finally {
    await request.delete(`/api/content/${id}`, { headers })
    await visitor.close()
  }
})
