import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { jsonLdOf, schemaOrgProblems } from '../schema-org'
import { messages } from './messages'

// What search engines read of each page: the organisation everywhere, and what the page is
// about, each node valid schema.org (tests/e2e/schema-org.ts).
const seedTexts = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../../src/seed/translations/${locale}.json`), 'utf8'))
    .publications as Record<string, { title: string; abstract: string }>

type Node = Record<string, unknown>
const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type)

test('every page describes the organisation, with its logo and social profiles, in its language', async ({ page }) => {
  for (const [address, locale] of [
    ['/?lang=en', 'en'],
    ['/?tab=gallery&lang=ar', 'ar'],
    ['/search?q=heat&lang=zh', 'zh'],
    ['/no-such-page?lang=fr', 'fr'],
  ] as const) {
    await page.goto(address)
    const nodes = await jsonLdOf(page)
    for (const node of nodes) expect(schemaOrgProblems(node), address).toEqual([])
    const [organization] = ofType(nodes, 'Organization')
    expect(organization, address).toMatchObject({
      '@context': 'https://schema.org',
      '@id': expect.stringMatching(/^https?:\/\/[^/]+\/#organization$/),
      name: messages(locale).siteName,
      logo: expect.stringMatching(/\/logo\.svg$/),
      sameAs: [expect.stringContaining('facebook.com/'), expect.stringContaining('linkedin.com/')],
    })
    expect((await page.request.get(organization.logo as string)).status()).toBe(200)
  }
})

test('a publication is a Report or a ScholarlyArticle, its authors in order, its PDF and publisher named', async ({
  page,
}) => {
  await page.goto('/publications/heat-stress-outdoor-work-dhaka?lang=ar')
  const nodes = await jsonLdOf(page)
  for (const node of nodes) expect(schemaOrgProblems(node)).toEqual([])
  const [organization] = ofType(nodes, 'Organization')
  // A working paper is a report.
  const [report] = ofType(nodes, 'Report')
  expect(report).toMatchObject({
    name: seedTexts('ar')['publication-heat-stress-dhaka'].title,
    url: expect.stringMatching(/\/publications\/heat-stress-outdoor-work-dhaka\?lang=ar$/),
    datePublished: '2023',
    inLanguage: ['en'],
    license: 'CC BY-NC 4.0',
    publisher: { '@id': organization['@id'] },
    encoding: {
      '@type': 'MediaObject',
      encodingFormat: 'application/pdf',
      contentUrl: expect.stringMatching(/\.pdf$/),
    },
  })
  expect((report.author as { name: string }[]).map((a) => a.name)).toEqual([
    'T. Rahman',
    'N. Akter',
    'Sajid Hossain Arnob',
    'A. Lindqvist',
  ])
  expect((report.author as { url?: string }[])[2].url).toMatch(/\?tab=about&section=team#member-\d+$/)
  expect(schemaOrgProblems({ ...report, pages: 12 })).toEqual(['$.pages: not a property of Report'])
})

test('a news story is a NewsArticle: its headline, day, authors and cover, published by the organisation', async ({
  page,
}) => {
  await page.goto('/news/dhaka-heat-action-workshop?lang=bn')
  const nodes = await jsonLdOf(page)
  for (const node of nodes) expect(schemaOrgProblems(node)).toEqual([])
  const [organization] = ofType(nodes, 'Organization')
  const [article] = ofType(nodes, 'NewsArticle')
  const bn = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '../../../src/seed/translations/bn.json'), 'utf8'),
  ).news['news-heat-action-workshop']
  expect(article).toMatchObject({
    headline: bn.title,
    datePublished: '2026-03-04',
    inLanguage: 'bn',
    url: expect.stringMatching(/\/news\/dhaka-heat-action-workshop\?lang=bn$/),
    image: expect.stringMatching(/^https?:\/\/.+/),
    publisher: { '@id': organization['@id'] },
  })
  expect((article.author as { name: string }[]).map((a) => a.name)).toEqual(['Sajid Hossain Arnob', 'N. Akter'])
  expect((await page.request.get(article.image as string)).status()).toBe(200)
})
