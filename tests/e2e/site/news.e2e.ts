import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from '../axe'
import { messages } from './messages'

// About → News and a story's page (docs/decisions/032), on the seeded stories
// (src/seed/translations: titles and summaries in every language, the text in English only).
const seedTexts = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../../src/seed/translations/${locale}.json`), 'utf8'))
    .news as Record<string, { title: string; summary: string; coverAlt: string; paragraphs?: string[] }>
const en = seedTexts('en')
const shelters = en['news-cyclone-shelter-survey']
const heat = en['news-heat-action-workshop']
const solar = en['news-solar-irrigation-partnership']

/** No serious or critical finding of axe-core, with WCAG 2.2 AA's rules. */
const axeClean = async (page: Page) => expect(await seriousViolations(page)).toEqual([])

test.describe('About → News', () => {
  test('lists the stories newest first, filters by programme and year in the address, and clears them', async ({
    page,
  }) => {
    const t = messages('en').news
    await page.goto('/?tab=about&section=news&lang=en')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2, name: 'News' })).toBeVisible()
    for (const story of [shelters, heat, solar])
      await expect(main.getByRole('link', { name: story.title, exact: true })).toBeVisible()
    await expect(main.getByRole('article').first()).toContainText(shelters.title)
    await expect(main.getByRole('article').first().locator('time')).toHaveAttribute('datetime', '2026-05-12')
    await axeClean(page)

    const filters = page.getByRole('search', { name: t.filters })
    await filters.getByLabel(t.programme).selectOption('energy')
    // The form works from the keyboard: Enter on the focused button submits it.
    await filters.getByRole('button', { name: t.apply }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/[?&]programme=energy(&|$)/)
    await expect(main.getByText(t.count.replace('{{count}}', '1'))).toBeVisible()
    await expect(main.getByRole('link', { name: solar.title, exact: true })).toBeVisible()
    await expect(main.getByRole('link', { name: shelters.title, exact: true })).toHaveCount(0)

    await filters.getByLabel(t.programme).selectOption('')
    await filters.getByLabel(t.year).selectOption('2026')
    await filters.getByRole('button', { name: t.apply }).click()
    await expect(page).toHaveURL(/[?&]year=2026(&|$)/)
    await expect(main.getByRole('link', { name: heat.title, exact: true })).toBeVisible()
    await expect(main.getByRole('link', { name: shelters.title, exact: true })).toBeVisible()
    await expect(main.getByRole('link', { name: solar.title, exact: true })).toHaveCount(0)
    await expect(filters.getByLabel(t.year)).toHaveValue('2026')

    await main.getByRole('link', { name: t.clear }).click()
    await expect(main.getByRole('link', { name: solar.title, exact: true })).toBeVisible()
    // A filter that is not one (a mistyped address) is ignored, not a 404.
    const mistyped = await page.goto('/?tab=about&section=news&programme=cooking&lang=en')
    expect(mistyped?.status()).toBe(200)
    await expect(main.getByRole('link', { name: heat.title, exact: true })).toBeVisible()
  })

  test('the spec’s About sections keep their order, then News and Events', async ({ page }) => {
    const en = messages('en')
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/?tab=about&lang=en')
    const nav = page.getByRole('banner').getByRole('navigation', { name: en.nav.label })
    await nav.getByRole('button', { name: en.nav.tabs.about }).click()
    const links = nav.locator(':scope > ul > li').first().getByRole('link')
    await expect(links.last()).toHaveText(en.nav.sections.about.events)
    const names = (await links.allTextContents()).map((name) => name.trim()).filter((name) => name !== en.nav.overview)
    expect(names).toEqual(
      ['description', 'mission-vision', 'board', 'team', 'partners', 'news', 'events'].map(
        (id) => en.nav.sections.about[id as keyof typeof en.nav.sections.about],
      ),
    )
    await links.nth(-2).click()
    await expect(page).toHaveURL(/\/\?tab=about&section=news$/)
    await expect(page.getByRole('main')).toHaveAttribute('data-section', 'news')
  })

  test('a card opens the story, whose page has its date, authors, programmes, text and share tags', async ({
    page,
  }) => {
    await page.goto('/?tab=about&section=news&lang=en')
    await page.getByRole('main').getByRole('link', { name: heat.title, exact: true }).click()
    await expect(page).toHaveURL(/\/news\/dhaka-heat-action-workshop$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heat.title)
    await expect(page.locator('main time')).toHaveAttribute('datetime', '2026-03-04')
    await expect(page.locator('main time')).toHaveText('March 4, 2026')
    await expect(page.getByRole('link', { name: 'Sajid Hossain Arnob' })).toHaveAttribute(
      'href',
      /^\/\?tab=about&section=team#member-\d+$/,
    )
    await expect(page.getByText(heat.paragraphs![0])).toBeVisible()
    await expect(page.getByRole('img', { name: heat.coverAlt })).toBeVisible()
    for (const code of ['en', 'bn', 'es', 'ar', 'fr', 'zh', 'ja'])
      await expect(page.locator(`link[rel="alternate"][hreflang="${code}"]`)).toHaveAttribute(
        'href',
        new RegExp(`/news/dhaka-heat-action-workshop\\?lang=${code}$`),
      )
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/news\/dhaka-heat-action-workshop$/,
    )
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\.webp$/)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    const res = await page.request.get('/news/dhaka-heat-action-workshop?lang=en')
    expect(res.headers().link).toMatch(/\/news\/dhaka-heat-action-workshop\?lang=en>; rel="canonical"/)
    expect((await page.request.get('/news/no-such-story')).status()).toBe(404)
  })
})

test.describe('a story in Arabic', () => {
  test('reads right to left in Arabic, with the English text marked as English', async ({ page }) => {
    const ar = seedTexts('ar')['news-cyclone-shelter-survey']
    await page.goto('/news/cyclone-shelter-survey-khulna-coast?lang=ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.title)
    await expect(page.getByText(ar.summary)).toBeVisible()
    const body = page.locator('main .cms-content')
    await expect(body).toHaveAttribute('lang', 'en')
    await expect(body).toHaveAttribute('dir', 'ltr')
    await expect(body).toContainText(shelters.paragraphs![0])
    await expect(page.getByRole('link', { name: messages('ar').news.allNews })).toBeVisible()
  })
})

for (const colorScheme of ['light', 'dark'] as const) {
  for (const locale of ['en', 'ar'] as const) {
    test.describe(`${locale}, ${colorScheme} theme`, () => {
      test.use({ colorScheme })
      test('the news list and a story have no serious or critical violation (WCAG 2.2 AA)', async ({ page }) => {
        await page.goto(`/?tab=about&section=news&lang=${locale}`)
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`))
        await axeClean(page)
        await page.goto(`/news/solar-irrigation-partnership-northern-districts?lang=${locale}`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await axeClean(page)
      })
    })
  }
}
