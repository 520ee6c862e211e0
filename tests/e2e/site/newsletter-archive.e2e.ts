import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from '../axe'
import { adminHeaders, body } from '../contract/helpers'
import { newsletterMessages } from './messages'

// The newsletter's archive (docs/decisions/036): /newsletter lists the editions that went out,
// /newsletter/<slug> shows one in the visitor's language or in English, marked so. An edition is
// written and sent through the contract here, as the back office does.

const axeClean = async (page: Page) => expect(await seriousViolations(page)).toEqual([])
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const subject = `Cyclone season review ${stamp}`
const arabicSubject = `مراجعة موسم الأعاصير ${stamp}`

let sent: { id: number; slug: string }
let draft: { id: number; slug: string }

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request)
  const [story] = (await body(await request.get('/api/news?limit=1'))).data
  const create = async (data: Record<string, unknown>) =>
    (await body(await request.post('/api/newsletters', { data, headers }))).data as { id: number; slug: string }
  sent = await create({
    subject,
    preheader: 'What the shelters told us this year',
    body: [
      { type: 'text', html: '<h2>Shelters</h2><p>Most shelters were full within hours.</p>' },
      { type: 'featured', kind: 'news', id: story.id },
      { type: 'button', label: 'Read the full review', url: 'https://example.org/review' },
    ],
    // Nobody of the run's subscribers: the archive is what this file reads.
    audience: 'languages',
    languages: ['ja'],
  })
  await request.put(`/api/newsletters/${sent.id}?locale=ar`, {
    data: {
      subject: arabicSubject,
      body: [{ type: 'text', html: '<p>امتلأت معظم الملاجئ في غضون ساعات.</p>' }],
    },
    headers,
  })
  expect((await request.post(`/api/newsletters/${sent.id}/send`, { data: {}, headers })).status()).toBe(200)
  draft = await create({ subject: `Not yet ${stamp}` })
})

test('the archive lists the editions that went out, never a draft; an edition opens in the visitor’s language', async ({
  page,
}) => {
  const t = newsletterMessages('en').archive
  await page.goto('/newsletter?lang=en')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
  await expect(main.getByRole('link', { name: subject, exact: true })).toBeVisible()
  await expect(main.getByRole('link', { name: `Not yet ${stamp}` })).toHaveCount(0)
  await expect(main.getByRole('link', { name: t.subscribe })).toHaveAttribute('href', '/?lang=en#get-in-touch')
  await axeClean(page)
  await page.goto('/newsletter?lang=ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('link', { name: arabicSubject })).toBeVisible()
  await axeClean(page)
  await page.goto('/newsletter?lang=en')

  await main.getByRole('link', { name: subject, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/newsletter/${sent.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject)
  await expect(main.getByText('Most shelters were full within hours.')).toBeVisible()
  await expect(main.getByRole('link', { name: 'Read the full review' })).toHaveAttribute(
    'href',
    'https://example.org/review',
  )
  await expect(main.getByRole('link', { name: t.all })).toHaveAttribute('href', '/newsletter')
  for (const code of ['en', 'bn', 'es', 'ar', 'fr', 'zh', 'ja'])
    await expect(page.locator(`link[rel="alternate"][hreflang="${code}"]`)).toHaveAttribute(
      'href',
      new RegExp(`/newsletter/${sent.slug}\\?lang=${code}$`),
    )
  await axeClean(page)
  const res = await page.request.get(`/newsletter/${sent.slug}?lang=en`)
  expect(res.headers().link).toMatch(new RegExp(`/newsletter/${sent.slug}\\?lang=en>; rel="canonical"`))

  expect((await page.request.get(`/newsletter/${draft.slug}`)).status()).toBe(404)
  expect((await page.request.get('/newsletter/no-such-edition')).status()).toBe(404)
  // The subscription's pages keep their addresses beside the editions.
  await page.goto('/newsletter/confirm?lang=en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsletterMessages('en').pages.invalidHeading)
})

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' })

  test('Arabic reads its own edition right to left; Bengali, which has none, reads English marked as English', async ({
    page,
  }) => {
    await page.goto(`/newsletter/${sent.slug}?lang=ar`)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicSubject)
    await axeClean(page)
    await page.goto('/newsletter?lang=ar')
    await expect(page.getByRole('link', { name: arabicSubject })).toBeVisible()
    await axeClean(page)

    await page.goto(`/newsletter/${sent.slug}?lang=bn`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
    await expect(page.getByRole('note')).toHaveText(newsletterMessages('bn').archive.inEnglish)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(subject)
    await expect(page.locator('main [lang="en"]').filter({ has: heading })).toHaveCount(1)
    await axeClean(page)
  })
})

test('editions are in the sitemap and the site search', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/newsletter/${sent.slug}</loc>`)
  expect(sitemap).toMatch(/\/newsletter<\/loc>/)
  await page.goto(`/search?q=${encodeURIComponent(`Cyclone season review ${stamp}`)}&lang=en`)
  await expect(page.getByRole('main').getByRole('link', { name: subject })).toHaveAttribute(
    'href',
    `/newsletter/${sent.slug}`,
  )
})
