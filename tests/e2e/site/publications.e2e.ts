import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { seriousViolations } from '../axe'
import { messages } from './messages'

// The sample publications' texts (src/seed/translations), read from disk as the messages are.
const seedTexts = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../../src/seed/translations/${locale}.json`), 'utf8'))
    .publications as Record<string, { title: string; abstract: string }>
const en = seedTexts('en')
const salinity = en['publication-drinking-water-salinity'].title
const cash = en['publication-anticipatory-cash-transfers'].title
const heat = en['publication-heat-stress-dhaka'].title

test.describe('publications library', () => {
  test('filters by type and year in the address, without JavaScript needed, and clears them', async ({ page }) => {
    await page.goto('/?tab=research&section=publications&lang=en')
    const library = page.getByRole('main')
    for (const title of [salinity, cash, heat])
      await expect(library.getByRole('link', { name: title, exact: true })).toBeVisible()
    // The featured publication comes first.
    await expect(library.getByRole('article').first()).toContainText(salinity)
    expect(await seriousViolations(page)).toEqual([])

    const filters = page.getByRole('search', { name: 'Filter publications' })
    await filters.getByLabel('Type').selectOption({ label: 'Policy brief' })
    await filters.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/[?&]type=policy-brief(&|$)/)
    await expect(library.getByText('Publications found: 1')).toBeVisible()
    await expect(library.getByRole('link', { name: cash, exact: true })).toBeVisible()
    await expect(library.getByRole('link', { name: heat, exact: true })).toHaveCount(0)

    await filters.getByLabel('Type').selectOption('')
    await filters.getByLabel('Year').selectOption('2023')
    await filters.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/[?&]year=2023(&|$)/)
    await expect(library.getByText('Publications found: 1')).toBeVisible()
    await expect(library.getByRole('link', { name: heat, exact: true })).toBeVisible()
    // The address keeps the filters: opened afresh, it shows the same list with the filter chosen.
    await page.goto('/?tab=research&section=publications&year=2023&type=working-paper&lang=en')
    await expect(filters.getByLabel('Year')).toHaveValue('2023')
    await expect(library.getByRole('link', { name: heat, exact: true })).toBeVisible()
    await expect(library.getByRole('link', { name: salinity, exact: true })).toHaveCount(0)

    await library.getByRole('link', { name: 'Clear filters' }).click()
    await expect(library.getByRole('link', { name: cash, exact: true })).toBeVisible()
    await expect(library.getByRole('link', { name: heat, exact: true })).toBeVisible()

    // A filter that is not one (a mistyped address) is ignored, not a 404.
    const mistyped = await page.goto('/?tab=research&section=publications&type=books&lang=en')
    expect(mistyped?.status()).toBe(200)
    await expect(library.getByRole('link', { name: cash, exact: true })).toBeVisible()
    await expect(library.getByRole('link', { name: heat, exact: true })).toBeVisible()
  })

  test('a publication page in Arabic reads right to left, carries the Scholar tags and downloads its PDF', async ({
    page,
  }) => {
    const ar = seedTexts('ar')['publication-heat-stress-dhaka']
    const t = messages('ar').publications
    await page.goto('/publications/heat-stress-outdoor-work-dhaka?lang=ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.title)
    await expect(page.getByText(ar.abstract)).toBeVisible()
    await expect(page.locator('meta[name="citation_title"]')).toHaveAttribute('content', ar.title)
    await expect(page.locator('meta[name="citation_author"]')).toHaveCount(4)
    await expect(page.locator('meta[name="citation_publication_date"]')).toHaveAttribute('content', '2023')
    await expect(page.locator('meta[name="citation_pdf_url"]')).toHaveAttribute('content', /^https?:\/\/.+\.pdf$/)
    await expect(page.locator('link[rel="alternate"][hreflang="bn"]')).toHaveAttribute(
      'href',
      /\/publications\/heat-stress-outdoor-work-dhaka\?lang=bn$/,
    )
    expect(await seriousViolations(page)).toEqual([])

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: new RegExp(t.download) }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/\.pdf$/)
    expect(
      fs
        .readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  test('copies the BibTeX reference, and an author who is a member opens their profile', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/publications/drinking-water-salinity-coastal-bangladesh?lang=en')
    await page.getByRole('button', { name: 'Copy BibTeX' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'BibTeX copied' })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(/^@techreport\{Sultana2025\w+,\n {2}title = \{\{Drinking-Water Salinity/)
    expect(copied).toContain('author = {Sultana, Tahmina and Ahmed, R. and Khatun, S. and Moreau, L.}')
    await expect(
      page
        .getByRole('region', { name: 'Cite' })
        .getByText(/^Sultana, T\., Ahmed, R\., Khatun, S\., & Moreau, L\. \(2025\)\./),
    ).toBeVisible()

    await page.getByRole('link', { name: 'Tahmina Sultana' }).click()
    await expect(page).toHaveURL(/\?tab=about&section=team#member-\d+$/)
    await expect(page.getByRole('dialog', { name: 'Dr. Tahmina Sultana' })).toBeVisible()
  })

  test("a publication that does not exist is the site's 404; the sitemap lists the ones that do", async ({
    page,
    request,
  }) => {
    const res = await page.goto('/publications/no-such-report?lang=fr')
    expect(res?.status()).toBe(404)
    // The folder of the publications' pages is the library, with what the address asked for.
    const folder = await request.get('/publications?lang=fr&type=report', { maxRedirects: 0 })
    expect(folder.status()).toBe(308)
    const library = new URL(folder.headers().location!, 'http://site.test')
    expect(library.pathname).toBe('/')
    expect(Object.fromEntries(library.searchParams)).toEqual({
      lang: 'fr',
      type: 'report',
      tab: 'research',
      section: 'publications',
    })
    await page.goto('/publications/')
    await expect(page).toHaveURL(/\/\?tab=research&section=publications$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Publications' })).toBeVisible()
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/publications\/heat-stress-outdoor-work-dhaka<\/loc>/)
  })
})
