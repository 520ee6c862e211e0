import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import * as listRoute from '../../app/api/news/route'
import * as itemRoute from '../../app/api/news/[id]/route'
import sitemap from '../../app/sitemap'
import { latestNews, newsBySlug } from '../../src/server/data/news'
import { searchSite } from '../../src/server/data/search'
import type { Admin } from '../../src/server/auth'
import { createAdmin } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

/*
 * News (collections/News, docs/decisions/032) through the documented /api/news calls on a real
 * PostgreSQL: what visitors see (published, active, outside the trash), the filters and
 * paging, the addresses made from the English title, and the validation messages.
 */

let payload: Payload
let admin: Admin
let token: string
let memberId: number

beforeAll(async () => {
  payload = await testPayload()
  const made = await createAdmin(payload)
  admin = made.user as unknown as Admin
  token = (await payload.login({ collection: 'users', data: { username: made.username, password: made.password } }))
    .token!
  const member = await payload.create({
    collection: 'members',
    data: { name: unique('News Member'), title: 'Researcher', memberType: 'team', displayOrder: 1, isActive: true },
    overrideAccess: true,
  })
  memberId = member.id
})

type Json = {
  success: boolean
  code?: string
  data: Record<string, unknown> & { id: number }
  meta?: { total: number; page: number; pages: number }
  errors?: Record<string, string>
}
type Handler = (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>

async function send(handler: Handler, req: NextRequest, params: Record<string, string> = {}) {
  const res = await handler(req, { params: Promise.resolve(params) })
  return { status: res.status, body: (await res.json()) as Json }
}

const request = (method: string, path: string, data?: unknown, as: 'admin' | 'visitor' = 'admin') =>
  new NextRequest(new URL(path, 'http://site.test'), {
    method,
    headers: {
      ...(as === 'admin' ? { authorization: `Bearer ${token}` } : {}),
      ...(data ? { 'content-type': 'application/json' } : {}),
    },
    body: data ? JSON.stringify(data) : undefined,
  })

const get = (path: string, as: 'admin' | 'visitor' = 'visitor') => request('GET', path, undefined, as)

type Story = {
  id: number
  slug: string
  url: string
  title: string
  body: string
  publishedDate: string
  untranslated?: string[]
  authors: { name: string; memberId: number | null; profileUrl: string | null }[]
}

async function create(fields: Record<string, unknown>, query = '') {
  const res = await send(listRoute.POST as Handler, request('POST', `/api/news${query}`, fields))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as unknown as Story
}

const visitorList = async (query: string) => {
  const res = await send(listRoute.GET as Handler, get(`/api/news?${query}`))
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as unknown as { data: Story[]; meta: { total: number; page: number; pages: number } }
}

describe('news', () => {
  it('makes the address from the English title, unique (-2), and presents authors, programmes and the body as HTML', async () => {
    const tag = unique('Flood').replace(/-/g, '')
    const fields = {
      title: `${tag} Char Lands After the Flood`,
      summary: 'What the river took.',
      body: '<h2>Notes</h2><p>From <a href="https://example.org">the field</a>.</p><script>x()</script>',
      publishedDate: '2025-07-10',
      programmes: ['disaster'],
      authors: [{ name: 'R. Ahmed' }, { name: 'Member Author', member: memberId }],
    }
    const first = await create(fields)
    const second = await create(fields)
    expect(first.slug).toBe(`${tag.toLowerCase()}-char-lands-after-the-flood`)
    expect(second.slug).toBe(`${first.slug}-2`)
    expect(first.url).toBe(`/news/${first.slug}`)
    expect(first.publishedDate).toBe('2025-07-10')
    expect(first.body).toContain('<h2>Notes</h2>')
    expect(first.body).toContain('href="https://example.org"')
    expect(first.body).not.toContain('script')
    expect(first.authors[1]).toMatchObject({
      memberId,
      profileUrl: `/?tab=about&section=team#member-${memberId}`,
    })
    // A slug given that another story has is refused by the unique index.
    const taken = await send(listRoute.POST as Handler, request('POST', '/api/news', { ...fields, slug: first.slug }))
    expect(taken.status).toBe(400)
    expect(Object.keys(taken.body.errors ?? {})).toContain('slug')
  })

  it('answers the fields that are wrong with their messages, and refuses visitors', async () => {
    const res = await send(
      listRoute.POST as Handler,
      request('POST', '/api/news', { title: ' ', summary: 'x'.repeat(301), publishedDate: '2025-13-01' }),
    )
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('validation_failed')
    expect(res.body.errors).toEqual({
      title: 'Title is required',
      summary: 'The summary must be at most 300 characters.',
      publishedDate: 'Choose the publication date (a date such as 2026-05-01).',
    })
    const unknownMember = await send(
      listRoute.POST as Handler,
      request('POST', '/api/news', {
        title: 'Unknown member',
        publishedDate: '2025-01-01',
        authors: [{ name: 'X', member: 999999 }],
      }),
    )
    expect(unknownMember.body.errors).toEqual({ authors: 'Each author member must be an existing member id.' })
    const visitor = await send(
      listRoute.POST as Handler,
      request('POST', '/api/news', { title: 'Visitor', publishedDate: '2025-01-01' }, 'visitor'),
    )
    expect(visitor.status).toBe(401)
  })

  it('filters by programme and year, the newest first, one page at a time with meta', async () => {
    // Years no other test uses: the whole list of these years is this test's.
    const made = []
    for (const [day, programmes] of [
      ['1993-02-01', ['energy']],
      ['1993-09-15', ['energy', 'health']],
      ['1993-05-20', ['health']],
      ['1994-01-05', ['energy']],
    ] as const)
      made.push(await create({ title: unique('Filter story'), publishedDate: day, programmes }))
    const energy1993 = await visitorList('year=1993&programme=energy')
    expect(energy1993.data.map((n) => n.publishedDate)).toEqual(['1993-09-15', '1993-02-01'])
    expect(energy1993.meta).toEqual({ total: 2, page: 1, pages: 1 })
    const page2 = await visitorList('year=1993&limit=2&page=2')
    expect(page2.meta).toEqual({ total: 3, page: 2, pages: 2 })
    expect(page2.data.map((n) => n.publishedDate)).toEqual(['1993-02-01'])
    expect((await visitorList('year=1994')).data.map((n) => n.id)).toEqual([made[3].id])
    const bad = await send(listRoute.GET as Handler, get('/api/news?programme=cooking&year=19'))
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['programme', 'year'])
  })

  it('leaves out drafts, inactive and trashed stories for visitors, not for administrators', async () => {
    const draft = await create({ title: unique('Draft story'), publishedDate: '1995-03-01' }, '?draft=true')
    const inactive = await create({ title: unique('Hidden story'), publishedDate: '1995-03-02', isActive: false })
    const trashed = await create({ title: unique('Trashed story'), publishedDate: '1995-03-03' })
    const shown = await create({ title: unique('Shown story'), publishedDate: '1995-03-04' })
    const removed = await send(itemRoute.DELETE as Handler, request('DELETE', `/api/news/${trashed.id}`), {
      id: String(trashed.id),
    })
    expect(removed.status).toBe(200)
    expect((await visitorList('year=1995')).data.map((n) => n.id)).toEqual([shown.id])
    for (const hidden of [draft, inactive, trashed]) {
      const one = await send(itemRoute.GET as Handler, get(`/api/news/${hidden.id}`), { id: String(hidden.id) })
      expect(one.status).toBe(404)
      expect(await newsBySlug(payload, { slug: hidden.slug, locale: 'en', user: null })).toBeNull()
    }
    const asAdmin = await send(listRoute.GET as Handler, get('/api/news?year=1995', 'admin'))
    expect(asAdmin.body.meta?.total).toBe(3)
    // A published story with a pending draft: visitors read the published version.
    await send(
      itemRoute.PUT as Handler,
      request('PUT', `/api/news/${shown.id}?draft=true`, { title: 'Pending', publishedDate: '1995-03-04' }),
      { id: String(shown.id) },
    )
    expect((await visitorList('year=1995')).data[0].title).toBe(shown.title)
    expect((await latestNews('en', 100)).some((n) => n.slug === draft.slug || n.slug === trashed.slug)).toBe(false)
  })

  it('shows English where a language has no text of its own, and marks it', async () => {
    const story = await create({
      title: unique('Heat in Dhaka'),
      summary: 'Outdoor workers and the heat.',
      body: '<p>Text.</p>',
      publishedDate: '1996-04-01',
    })
    const changed = await send(
      itemRoute.PUT as Handler,
      request('PUT', `/api/news/${story.id}?locale=ar`, { title: 'الحر في دكا', publishedDate: '1996-04-01' }),
      { id: String(story.id) },
    )
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    const arabic = (await visitorList('year=1996&locale=ar')).data[0]
    expect(arabic.title).toBe('الحر في دكا')
    expect(arabic.untranslated).toEqual(['summary', 'body'])
    const page = await newsBySlug(payload, { slug: story.slug, locale: 'ar', user: null })
    expect(page?.title).toBe('الحر في دكا')
    expect(page?.untranslated).toEqual(['summary', 'body'])
    const latest = (await latestNews('ar', 100)).find((n) => n.slug === story.slug)
    expect(latest).toMatchObject({ title: 'الحر في دكا', summary: 'Outdoor workers and the heat.' })
    // An emptied translation clears it: English again.
    await send(
      itemRoute.PUT as Handler,
      request('PUT', `/api/news/${story.id}?locale=ar`, { title: '', publishedDate: '1996-04-01' }),
      { id: String(story.id) },
    )
    expect((await visitorList('year=1996&locale=ar')).data[0].untranslated).toContain('title')
    expect(admin.id).toBeGreaterThan(0)
  })

  it('lists the stories visitors see in the sitemap, with their languages, and finds them in the search', async () => {
    const tag = unique('Mangrove').replace(/-/g, '')
    const shown = await create({
      title: `${tag} Mangrove Planting`,
      body: '<p>Seedlings along the embankment.</p>',
      publishedDate: '1997-06-01',
    })
    const hidden = await create({ title: `${tag} Hidden Planting`, publishedDate: '1997-06-02', isActive: false })
    const entries = await sitemap()
    const entry = entries.find((e) => e.url.endsWith(`/news/${shown.slug}`))
    expect(entry?.alternates?.languages).toMatchObject({
      ar: expect.stringContaining(`/news/${shown.slug}?lang=ar`),
    })
    expect(entries.some((e) => e.url.endsWith(`/news/${hidden.slug}`))).toBe(false)
    const found = await searchSite('en', tag)
    expect(found).toEqual([expect.objectContaining({ kind: 'news', url: `/news/${shown.slug}` })])
    const inBody = await searchSite('fr', `${tag} seedlings`)
    expect(inBody[0]).toMatchObject({ kind: 'news', untranslated: ['title', 'excerpt'] })
  })
})
