import { expect, test } from '@playwright/test'
import { adminHeaders } from '../contract/helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('a long section comes 20 items a page: server-rendered pages with ?page=, the current one marked, an unknown page is a 404', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const stamp = Date.now().toString(36)
  const made: number[] = []
  try {
    const before = (await (await request.get('/api/content?tabId=research&sectionId=areas')).json()).data
      .length as number
    // Enough for exactly two pages whatever the seed holds (20 per page).
    const wanted = 40 - before
    for (let i = 0; i < wanted; i++) {
      const res = await request.post('/api/content', {
        headers,
        data: {
          tabId: 'research',
          sectionId: 'areas',
          title: `Bulletin ${stamp} ${String(i + 1).padStart(2, '0')}`,
          content: `<p>Bulletin ${i + 1}.</p>`,
          displayOrder: 900 + i,
          isActive: true,
        },
      })
      expect(res.status()).toBe(201)
      made.push((await res.json()).data.id)
    }
    // The section's CMS items. (Research → Publications pages its publications instead: tests/e2e/site/publications.e2e.ts.)
    const articles = page.locator('main article[aria-labelledby^="content-"]')
    const pages = page.getByRole('navigation', { name: 'Pages' })

    await page.goto('/?tab=research&section=areas')
    await expect(articles).toHaveCount(20)
    await expect(pages.locator('[aria-current="page"]')).toHaveAccessibleName('Page 1')
    await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(0)
    await expect(pages).toContainText('Page 1 of 2')

    await pages.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/\?tab=research&section=areas&page=2$/)
    await expect(articles).toHaveCount(20)
    await expect(articles.last()).toContainText(`Bulletin ${stamp} ${String(wanted).padStart(2, '0')}`)
    await expect(page.getByRole('heading', { level: 2, name: 'Research Areas' })).toBeVisible()
    await expect(pages.locator('[aria-current="page"]')).toHaveAccessibleName('Page 2')
    await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0)
    await expect(page).toHaveTitle(/Page 2/)

    // Server-rendered: the HTML of page 2 holds its items, without any script.
    const html = await (await request.get('/?tab=research&section=areas&page=2')).text()
    expect(html).toContain(`Bulletin ${stamp} ${String(wanted).padStart(2, '0')}`)
    expect((await request.get('/?tab=research&section=areas&page=3')).status()).toBe(404)

    await pages.getByRole('link', { name: 'Page 1', exact: true }).click()
    await expect(page).toHaveURL(/\/\?tab=research&section=areas$/)
    await expect(articles).toHaveCount(20)
  } finally {
    for (const id of made) await request.delete(`/api/content/${id}`, { headers })
  }
})
