import fs from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { ReachReport } from '../../../src/schemas/reach'
import { publicationForm } from '../../helpers/pdf'
import { seriousViolations } from '../axe'
import { adminHeaders } from '../contract/helpers'
import { adminMessages } from '../site/messages'
import { followLink, signIn } from './session'

/*
 * The Reach screen (/admin/reach) and the downloads in the publication manager. The test makes
 * its own reader (an address, a browser and a referring site of its own) and reads back only its
 * own rows: other workers' tests are counted on the same server meanwhile, so no total is exact.
 */

test.use({ viewport: { width: 1280, height: 900 } })

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
const referrer = `r${stamp}.example`
const missed = `zqxv${stamp}`
/** A reader of its own: an address from the documentation range and an ordinary browser. */
const reader = {
  'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 254)}`,
  'User-Agent': `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${Math.floor(Math.random() * 9000)}.0 Safari/537.36`,
  Referer: `https://${referrer}/`,
  'Accept-Language': 'en',
}

/** A report of the contract, read in the browser as the signed-in administrator (the session cookie). */
const reach = (page: Page, query: string) =>
  page.evaluate(async (q) => {
    const res = await fetch(`/api/reach?${q}`, { headers: { Accept: 'application/json' } })
    if (!res.ok) throw new Error(`GET /api/reach?${q}: ${res.status} ${await res.text()}`)
    return ((await res.json()) as { data: ReachReport }).data
  }, query)

/** Waits until the counts written in batches hold a row of `by` with `key`. */
async function counted(page: Page, by: string, key: string) {
  await expect
    .poll(async () => (await reach(page, `by=${by}`)).rows.some((row) => row.key === key), {
      timeout: 30_000,
      intervals: [500, 1000],
    })
    .toBe(true)
}

/** A publication with its PDF, through the contract. */
async function newPublication(request: APIRequestContext, title: string) {
  const res = await request.post('/api/publications', {
    headers: await adminHeaders(request),
    multipart: await publicationForm(title, {
      abstract: 'Counted downloads.',
      type: 'dataset',
      fileName: `Reach ${stamp}.pdf`,
    }),
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).data as { id: number; file: { url: string } }
}

test('anonymous: /admin/reach sends the visitor to the login page, naming the screen to come back to', async ({
  page,
}) => {
  await page.goto('/admin/reach')
  await expect(page).toHaveURL(
    (url) => url.pathname === '/admin-login' && url.searchParams.get('redirect') === '/admin/reach',
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
})

test('the Reach screen: headline figures, the chart and its table, the breakdowns with a reader the test made, CSV, periods; the publication manager shows downloads', async ({
  page,
  request,
}) => {
  // A whole story through the back office and the site: over a minute beside the other workers.
  test.setTimeout(120_000)
  const title = `Reach survey ${stamp}`
  const publication = await newPublication(request, title)
  try {
    // One reader: the home page from a referring site, a search that finds nothing, the PDF.
    for (const path of ['/', `/search?q=${missed}`, publication.file.url]) {
      const res = await request.get(path, { headers: reader })
      expect(res.status(), path).toBe(200)
    }

    await signIn(page)
    await page.goto('/admin')
    await followLink(page, page.getByRole('link', { name: 'Reach: readers and downloads' }), /\/admin\/reach$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Reach' })).toBeVisible()
    await counted(page, 'referrer', referrer)
    await counted(page, 'search', missed)
    await counted(page, 'publication', String(publication.id))
    const { from, to } = await reach(page, 'by=day')
    await page.reload()

    // Headline figures: each named, a number (the shares a percentage or "no figure").
    const summary = page.getByRole('region', { name: 'Summary', exact: true })
    for (const label of ['Visitors', 'Page views', 'Downloads', 'Searches', 'Searches without results'])
      await expect(summary.locator(`dt:text-is("${label}") + dd`)).toHaveText(/^[\d,]+$/)
    await expect(summary.locator('dt:text-is("Page views from low- and middle-income countries") + dd')).toHaveText(
      /^(\d+(\.\d)?%|—No figure: nothing came from a known country)$/,
    )
    await expect(page.getByRole('status').filter({ hasText: /^Figures from / })).toBeVisible()

    // The chart is one labelled image; its figures are in a table that opens under it.
    const perDay = page.getByRole('region', { name: 'Visitors and page views per day', exact: true })
    await expect(perDay.getByRole('img', { name: /^Line chart of visitors and page views per day/ })).toBeVisible()
    await expect(perDay.locator('.recharts-wrapper > svg')).toBeVisible()
    await perDay.getByText('Show the figures as a table').click()
    const days = perDay.getByRole('table')
    await expect(days.locator('caption')).toHaveText(/^Visitors and page views per day, /)
    await expect(days.getByRole('columnheader')).toHaveText(['Day', 'Visitors', 'Page views'])
    await expect(days.getByRole('row')).toHaveCount(31)
    await expect(days.getByRole('rowheader').last()).toHaveText(
      new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${to}T00:00:00Z`)),
    )

    // The breakdowns hold this test's reader.
    const referrers = page.getByRole('region', { name: 'Referring sites', exact: true })
    await expect(referrers.getByRole('columnheader')).toHaveText(['Site', 'Page views', 'Visitors'])
    await expect(referrers.getByRole('row', { name: new RegExp(`^${referrer.replace(/\./g, '\\.')} `) })).toBeVisible()
    const publications = page.getByRole('region', { name: 'Top publications by downloads', exact: true })
    await expect(publications.getByRole('row', { name: new RegExp(`^${title} \\d`) })).toBeVisible()
    const misses = page.getByRole('region', { name: 'Searches without results', exact: true })
    await expect(misses.getByRole('row', { name: new RegExp(`^${missed} \\d`) })).toBeVisible()
    const countries = page.getByRole('region', { name: 'Countries', exact: true })
    await expect(countries.getByRole('columnheader')).toHaveText([
      'Country',
      'Page views',
      'Downloads',
      'Low or middle income',
    ])
    await expect(page.getByRole('region', { name: 'Devices', exact: true }).getByRole('rowheader')).toContainText([
      'Desktop',
    ])
    await expect(page.getByRole('region', { name: 'Languages', exact: true }).getByRole('rowheader')).toContainText([
      'English',
    ])

    // "Download CSV" saves that table's rows for the period, UTF-8 with a byte-order mark.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      referrers.getByRole('button', { name: 'Download CSV: Referring sites' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`reach-referrers-${from}-to-${to}.csv`)
    const csv = fs.readFileSync((await download.path())!, 'utf8')
    expect(csv.startsWith('\uFEFF"Site","Page views","Visitors"\r\n')).toBe(true)
    expect(csv).toMatch(new RegExp(`\r\n"${referrer.replace(/\./g, '\\.')}",[1-9]\\d*,[1-9]\\d*\r\n`))

    const [missedFile] = await Promise.all([
      page.waitForEvent('download'),
      misses.getByRole('button', { name: 'Download CSV: Searches without results' }).click(),
    ])
    expect(missedFile.suggestedFilename()).toBe(`reach-missed-searches-${from}-to-${to}.csv`)
    expect(fs.readFileSync((await missedFile.path())!, 'utf8')).toMatch(
      new RegExp(`^\uFEFF"Search words","Times"\r\n(.*\r\n)*"${missed}",[1-9]\\d*\r\n`),
    )

    expect(await seriousViolations(page)).toEqual([])

    // Another period reloads every table.
    await page.getByRole('radio', { name: 'Last 7 days' }).check()
    await expect(perDay.getByRole('table').getByRole('row')).toHaveCount(8)
    await expect(referrers.getByRole('table').locator('caption')).toHaveText(/^Referring sites, .* to /)
    await page.getByRole('radio', { name: 'Custom period' }).check()
    await page.getByLabel('From', { exact: true }).fill(to)
    await page.getByLabel('To', { exact: true }).fill(from)
    await page.getByRole('button', { name: 'Show', exact: true }).click()
    await expect(page.getByLabel('From', { exact: true })).toHaveAccessibleDescription(
      'The first day must not come after the last.',
    )
    await page.getByLabel('From', { exact: true }).fill(to)
    await page.getByLabel('To', { exact: true }).fill(to)
    await page.getByRole('button', { name: 'Show', exact: true }).click()
    await expect(perDay.getByRole('table').getByRole('row')).toHaveCount(2)
    await expect(referrers.getByRole('row', { name: new RegExp(`^${referrer.replace(/\./g, '\\.')} `) })).toBeVisible()

    // The publication manager: each publication's downloads, this one's at least the one made here.
    await page.goto('/admin/publication-manager')
    const card = page.getByRole('listitem').filter({ hasText: title })
    await expect(card).toContainText(/Downloads: [1-9]/)
  } finally {
    await request.delete(`/api/publications/${publication.id}`, { headers: await adminHeaders(request) })
  }
})

test('the Reach screen in Arabic: right to left, its words, and no accessibility violations', async ({
  page,
  context,
  baseURL,
}) => {
  // A panel in Arabic, its screen and an axe run: about 45 s beside the other workers.
  test.setTimeout(120_000)
  const ar = adminMessages('ar')
  await context.addCookies([{ name: 'payload-lng', value: 'ar', url: baseURL! }])
  await signIn(page)
  await page.goto('/admin/reach')
  await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
  await expect(page.getByRole('heading', { level: 1, name: ar.reach.title })).toBeVisible()
  await expect(page.getByRole('radio', { name: ar.reach.last30 })).toBeChecked()
  const perDay = page.getByRole('region', { name: ar.reach.perDay, exact: true })
  const chart = perDay.getByRole('img', { name: new RegExp(`^${ar.reach.chartLabel.split('{{')[0]}`) })
  await expect(chart).toBeVisible()
  await perDay.getByText(ar.reach.showTable).click()
  await expect(perDay.getByRole('columnheader')).toHaveText([ar.reach.day, ar.reach.visitors, ar.reach.views])
  await expect(page.getByRole('region', { name: ar.reach.countries, exact: true })).toBeVisible()
  await page.getByRole('radio', { name: ar.reach.custom }).check()
  await expect(page.getByLabel(ar.reach.from, { exact: true })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // The panel's dark theme.
  await context.addCookies([{ name: 'payload-theme', value: 'dark', url: baseURL! }])
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(chart).toBeVisible()
  await perDay.getByText(ar.reach.showTable).click()
  expect(await seriousViolations(page)).toEqual([])
})
