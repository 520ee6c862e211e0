import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import * as searchRoute from '../../app/api/search/route'
import { seedMembers, seedPublications } from '../../src/seed/data'
import { paragraphsToLexical } from '../../src/core/rich-text'
import { searchSite } from '../../src/server/data/search'
import { testPayload, unique } from '../helpers/payload'

/*
 * The site's search (src/server/data/search.ts): every kind of thing a visitor can find, in the
 * language asked with English where a text has no translation, and nothing a visitor may not see.
 */

let payload: Payload
const member = seedMembers.find((m) => m.key === 'member-team-3')!
const publication = seedPublications.find((p) => p.key === 'publication-heat-stress-dhaka')!
let memberName: string
let slug: string

/** A record in English, then in each language of `texts`. */
async function inLanguages<T extends 'members' | 'publications' | 'content-items' | 'photos'>(
  collection: T,
  data: Record<string, unknown>,
  texts: Partial<Record<'en' | 'bn' | 'fr' | 'zh' | 'ar' | 'ja', Record<string, unknown>>>,
  filePath?: string,
) {
  const { en, ...others } = texts
  const doc = await payload.create({
    collection,
    data: { ...data, ...en } as never,
    locale: 'en',
    overrideAccess: true,
    ...(filePath ? { filePath } : {}),
  })
  for (const [locale, text] of Object.entries(others))
    await payload.update({ collection, id: doc.id, data: text as never, locale: locale as 'bn', overrideAccess: true })
  return doc
}

// The seed's own texts, on records of this test (the seed itself is the seed test's).
beforeAll(async () => {
  payload = await testPayload()
  memberName = unique(member.name)
  await inLanguages(
    'members',
    { name: memberName, memberType: 'team', displayOrder: 80, isActive: true },
    { en: { title: member.title.en }, bn: { title: member.title.bn } },
  )
  slug = unique(publication.slug)
  const texts = Object.fromEntries(
    (['en', 'fr', 'zh', 'ar', 'ja'] as const).map((code) => [
      code,
      { title: publication.title[code], abstract: publication.abstract[code] },
    ]),
  )
  await inLanguages(
    'publications',
    {
      slug,
      authors: publication.authors.map((a) => ({ name: a.name })),
      year: publication.year,
      type: publication.type,
      isActive: true,
    },
    texts,
    `src/seed/assets/publications/${publication.file}`,
  )
  await payload.create({
    collection: 'content-items',
    data: {
      tabId: 'research',
      sectionId: 'publications',
      title: 'Salinity field notes',
      content: paragraphsToLexical(['Measured salinity in ponds.']),
      displayOrder: 3,
      isActive: true,
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'photos',
    data: { title: 'Salinity testing', category: 'research', isActive: true },
    filePath: 'src/seed/assets/photos/' + (await import('node:fs')).readdirSync('src/seed/assets/photos')[0],
    overrideAccess: true,
  })
})

const search = async (q: string, locale = 'en') => {
  const res = await searchRoute.GET(
    new NextRequest(new URL(`/api/search?q=${encodeURIComponent(q)}&locale=${locale}`, 'http://site.test')),
    { params: Promise.resolve({}) },
  )
  return {
    status: res.status,
    body: (await res.json()) as {
      success: boolean
      data: { kind: string; title: string; excerpt: string; url: string }[]
      errors?: Record<string, string>
    },
  }
}

describe('search', () => {
  it('finds a member by a word of their title in Bengali, with a link that opens their profile', async () => {
    const word = member.title.bn!.split(/\s+/).find((w) => w.length > 3)!
    const { status, body } = await search(word, 'bn')
    expect(status).toBe(200)
    const found = body.data.find((r) => r.kind === 'member' && r.title === memberName)
    expect(found).toMatchObject({
      excerpt: member.title.bn,
      url: expect.stringMatching(/^\/\?tab=about&section=team#member-\d+$/),
      untranslated: [],
    })
  })

  it('finds a publication by a word of its abstract in French, and in Chinese and Arabic', async () => {
    const french = publication.abstract.fr!.split(/\s+/).filter((w) => w.length > 6)[1]
    const fr = await search(french, 'fr')
    expect(fr.body.data.find((r) => r.kind === 'publication')).toMatchObject({
      title: publication.title.fr,
      url: `/publications/${slug}`,
    })
    expect(fr.body.data.find((r) => r.kind === 'publication')?.excerpt.toLowerCase()).toContain(french.toLowerCase())
    // No spaces between Chinese words: a substring of the title is enough.
    const zh = await search(publication.title.zh!.slice(2, 6), 'zh')
    expect(zh.body.data.map((r) => r.title)).toContain(publication.title.zh)
    const ar = await search(publication.abstract.ar!.split(/\s+/)[1], 'ar')
    expect(ar.body.data.map((r) => r.title)).toContain(publication.title.ar)
    // Nor between Japanese ones.
    const ja = await search(publication.abstract.ja!.slice(3, 7), 'ja')
    expect(ja.body.data.map((r) => r.title)).toContain(publication.title.ja)
  })

  it("finds the sections' own texts, articles and photos, each linked to where it is", async () => {
    const results = await searchSite('en', 'salinity')
    expect([...new Set(results.map((r) => r.kind))].sort()).toEqual(
      expect.arrayContaining(['content', 'photo', 'section']),
    )
    expect(results.find((r) => r.kind === 'content')?.url).toMatch(
      /^\/\?tab=research&section=publications#content-\d+$/,
    )
    expect(results.find((r) => r.kind === 'photo')?.url).toMatch(/^\/\?tab=gallery#category-[a-z-]+$/)
    expect(
      results.filter((r) => r.kind === 'section').every((r) => /^\/\?tab=[a-z]+&section=[a-z-]+$/.test(r.url)),
    ).toBe(true)
    // Every word must be found; case does not matter.
    expect((await searchSite('en', 'SALINITY notes')).map((r) => r.title)).toContain('Salinity field notes')
    expect(await searchSite('en', 'salinity qqxyzzy')).toEqual([])
    expect(
      (await searchSite('en', 'SALINITY drinking')).every(
        (r) => `${r.title} ${r.excerpt}`.toLowerCase().includes('drinking') || r.kind !== 'publication',
      ),
    ).toBe(true)
  })

  it('shows English where a text has no translation, and leaves out what visitors may not see', async () => {
    const tag = unique('Zyxwv').replace(/-/g, '')
    const shown = await payload.create({
      collection: 'members',
      data: { name: `${tag} Shown`, title: `${tag} hydrologist`, memberType: 'team', displayOrder: 90, isActive: true },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'members',
      data: {
        name: `${tag} Hidden`,
        title: `${tag} hydrologist`,
        memberType: 'team',
        displayOrder: 91,
        isActive: false,
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'members',
      data: {
        name: `${tag} Draft`,
        title: `${tag} hydrologist`,
        memberType: 'team',
        displayOrder: 92,
        isActive: true,
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    })
    const results = await searchSite('ja', tag)
    expect(results.map((r) => r.title)).toEqual([shown.name])
    // The title is English there, and said so (the page marks it lang="en"); a name is the same in every language.
    expect(results[0]).toMatchObject({ excerpt: `${tag} hydrologist`, untranslated: ['excerpt'] })
    expect((await searchSite('en', tag))[0].untranslated).toEqual([])
  })

  it('leaves out a built-in section the menu hides, and its articles', async () => {
    const word = 'Salinity field notes'
    expect((await searchSite('en', word)).some((r) => r.kind === 'content')).toBe(true)
    const hidden = await payload.create({
      collection: 'submenus',
      data: { tabId: 'research', sectionId: 'publications', name: 'Publications', displayOrder: 2, isActive: false },
      overrideAccess: true,
    })
    try {
      const results = await searchSite('en', word)
      expect(results.filter((r) => r.url.includes('section=publications'))).toEqual([])
    } finally {
      await payload.delete({ collection: 'submenus', id: hidden.id, overrideAccess: true, trash: false } as never)
    }
  })

  it('answers 400 without words, or with too many characters', async () => {
    expect((await search('')).status).toBe(400)
    expect((await search('   ')).body.errors).toEqual({ q: 'Type at least one character.' })
    expect((await search('x'.repeat(101))).status).toBe(400)
  })
})
