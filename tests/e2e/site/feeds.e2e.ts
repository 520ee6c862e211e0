import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import Parser from 'rss-parser'
import { localeCodes } from '../../../src/i18n/config'
import { feedKinds } from '../../../src/i18n/feeds'
import { onePagePdf } from '../../helpers/pdf'
import { adminHeaders, body } from '../contract/helpers'
import { messages } from './messages'

// Feeds are read as feed readers read them: rss-parser for RSS 2.0 and Atom, and
// fast-xml-parser for what rss-parser does not keep (the Atom namespace, each entry's id).
const seedTexts = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../../src/seed/translations/${locale}.json`), 'utf8'))
    .publications as Record<string, { title: string; abstract: string }>
const heatSlug = 'heat-stress-outdoor-work-dhaka'
const parser = new Parser({ customFields: { item: [['dc:creator', 'creators', { keepArray: true }]] } })

test.describe('feeds', () => {
  for (const locale of localeCodes) {
    test(`the publications feed in ${locale}, as RSS 2.0 and as Atom, read by feed parsers`, async ({ request }) => {
      const t = messages(locale)
      const heat = seedTexts(locale)['publication-heat-stress-dhaka']
      const link = new RegExp(`^https?://[^/]+/publications/${heatSlug}\\?lang=${locale}$`)

      const rssRes = await request.get(`/feeds/${locale}/publications.rss`)
      expect(rssRes.status()).toBe(200)
      expect(rssRes.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
      const rssText = await rssRes.text()
      expect(XMLValidator.validate(rssText)).toBe(true)
      const rss = await parser.parseString(rssText)
      expect(rss.title).toBe(`${t.feeds.publications.title} · ${t.siteName}`)
      expect(rss.language).toBe(locale)
      const item = rss.items.find((i) => i.title === heat.title)
      expect(item, `the seeded heat-stress report in ${locale}`).toBeDefined()
      expect(item!.link).toMatch(link)
      expect(item!.guid).toBe(item!.link)
      expect(new Date(item!.isoDate!).getTime()).not.toBeNaN()

      const atomRes = await request.get(`/feeds/${locale}/publications.atom`)
      expect(atomRes.status()).toBe(200)
      expect(atomRes.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
      const atomText = await atomRes.text()
      expect(XMLValidator.validate(atomText)).toBe(true)
      const xml = new XMLParser({ ignoreAttributes: false }).parse(atomText)
      expect(xml.feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom')
      const atom = await parser.parseString(atomText)
      expect(atom.title).toBe(rss.title)
      expect(atom.items.map((i) => i.title)).toEqual(rss.items.map((i) => i.title))
      expect(atom.items.find((i) => i.title === heat.title)!.link).toMatch(link)
      // Each entry's id is its page; Atom names each author, the heat-stress report's four in order.
      const entries = [].concat(xml.feed.entry) as {
        title: { '#text': string }
        id: string
        author: { name: string }[]
      }[]
      const entry = entries.find((e) => e.title['#text'] === heat.title)!
      expect(entry.id).toMatch(link)
      expect(entry.author.map((a) => a.name)).toEqual(['T. Rahman', 'N. Akter', 'Sajid Hossain Arnob', 'A. Lindqvist'])
    })
  }

  test('the news feed in Arabic: the stories newest first, by day published, with their authors', async ({
    request,
  }) => {
    const ar = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '../../../src/seed/translations/ar.json'), 'utf8'),
    ).news as Record<string, { title: string }>
    const rss = await parser.parseString(await (await request.get('/feeds/ar/news.rss')).text())
    expect(rss.title).toBe(`${messages('ar').feeds.news.title} · ${messages('ar').siteName}`)
    const seeded = [
      ['news-cyclone-shelter-survey', 'cyclone-shelter-survey-khulna-coast', '2026-05-12'],
      ['news-heat-action-workshop', 'dhaka-heat-action-workshop', '2026-03-04'],
      ['news-solar-irrigation-partnership', 'solar-irrigation-partnership-northern-districts', '2025-11-20'],
    ] as const
    const items = seeded.map(([key]) => rss.items.find((i) => i.title === ar[key].title))
    expect(items.every(Boolean), 'the three seeded stories, in Arabic').toBe(true)
    expect(items.map((i) => rss.items.indexOf(i!))).toEqual(
      [...items.map((i) => rss.items.indexOf(i!))].sort((a, b) => a - b),
    )
    for (const [i, [, slug, day]] of seeded.entries()) {
      expect(items[i]!.link).toMatch(new RegExp(`/news/${slug}\\?lang=ar$`))
      expect(items[i]!.isoDate!.slice(0, 10)).toBe(day)
    }
    expect(items[1]!.creators).toEqual(['Sajid Hossain Arnob', 'N. Akter'])
    const atom = await request.get('/feeds/ar/news.atom')
    expect(atom.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
    expect(XMLValidator.validate(await atom.text())).toBe(true)
  })

  test("every page announces its language's feeds; an unknown feed is a 404", async ({ page, request }) => {
    for (const [address, locale] of [
      ['/?lang=ar', 'ar'],
      [`/publications/${heatSlug}?lang=ja`, 'ja'],
      ['/?tab=research&section=areas&lang=bn', 'bn'],
    ] as const) {
      await page.goto(address)
      for (const kind of feedKinds) {
        const rss = page.locator(
          `link[rel="alternate"][type="application/rss+xml"][href$="/feeds/${locale}/${kind}.rss"]`,
        )
        await expect(rss).toHaveAttribute('title', new RegExp(messages(locale).feeds[kind].title))
        const atom = page.locator(
          `link[rel="alternate"][type="application/atom+xml"][href$="/feeds/${locale}/${kind}.atom"]`,
        )
        const href = await atom.getAttribute('href')
        expect((await request.get(href!)).status(), href!).toBe(200)
      }
      // Nothing else: the page announces its own language's feeds only.
      expect(await page.locator('link[rel="alternate"][type$="+xml"]').count()).toBe(feedKinds.length * 2)
    }
    for (const missing of ['/feeds/xx/publications.rss', '/feeds/en/reports.rss', '/feeds/en/publications.json'])
      expect((await request.get(missing)).status(), missing).toBe(404)
  })

  test('a new publication enters the feed at once, and leaves it when moved to the trash', async ({ request }) => {
    const auth = await adminHeaders(request)
    const title = `Feed check & review ${Date.now().toString(36)}`
    const created = await request.post('/api/publications', {
      headers: auth,
      multipart: {
        title,
        abstract: 'A <short> note & more.',
        authors: JSON.stringify([{ name: 'R. Hossain' }, { name: 'A. Begum' }]),
        year: '2026',
        type: 'report',
        file: { name: 'feed-check.pdf', mimeType: 'application/pdf', buffer: await onePagePdf(title) },
      },
    })
    expect(created.status()).toBe(201)
    const { id } = (await body(created)).data
    const titles = async () =>
      (await parser.parseString(await (await request.get('/feeds/en/publications.rss')).text())).items
    const added = (await titles()).find((i) => i.title === title)
    expect(added, 'the new publication, first').toBeDefined()
    expect((await titles())[0].title).toBe(title)
    // A plain text, escaped as the HTML readers take a description for: it shows as typed.
    expect(added!.content).toBe('A &lt;short&gt; note &amp; more.')
    expect(added!.contentSnippet).toBe('A <short> note & more.')
    expect(added!.creators).toEqual(['R. Hossain', 'A. Begum'])
    expect((await request.delete(`/api/publications/${id}`, { headers: auth })).status()).toBe(200)
    expect((await titles()).some((i) => i.title === title)).toBe(false)
  })
})
