import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import * as listRoute from '../../app/api/publications/route'
import * as itemRoute from '../../app/api/publications/[id]/route'
import * as restRoute from '../../app/(payload)/api/cms/[...slug]/route'
import sitemap from '../../app/sitemap'
import { publicationBySlug } from '../../src/server/data/publications'
import { previewPath } from '../../src/server/preview'
import type { Admin } from '../../src/server/auth'
import { createAdmin } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'
import { onePagePdf } from '../helpers/pdf'

/*
 * The publications library (collections/Publications): real PDFs checked on their bytes, the
 * first page drawn into an image, filters, languages, drafts and the trash, through the
 * documented /api/publications calls.
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
    data: { name: unique('Author Member'), title: 'Researcher', memberType: 'team', displayOrder: 1, isActive: true },
    overrideAccess: true,
  })
  memberId = member.id
})

const pdf = onePagePdf

type Json = {
  success: boolean
  data: Record<string, unknown> & { id: number }
  meta?: { total: number; page: number; pages: number }
  errors?: Record<string, string>
  message?: string
}
type Handler = (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>

async function send(handler: Handler, req: NextRequest, params: Record<string, string> = {}) {
  const res = await handler(req, { params: Promise.resolve(params) })
  return { status: res.status, body: (await res.json()) as Json }
}

/** A multipart request as a browser sends it: the fields as text (lists as JSON), the PDF in `file`. */
async function multipart(
  method: string,
  path: string,
  fields: Record<string, unknown>,
  file?: { data: Buffer; name?: string; type?: string },
  as: 'admin' | 'visitor' = 'admin',
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value))
  if (file)
    form.append(
      'file',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/pdf' }),
      file.name ?? 'Annual Report.pdf',
    )
  const encoded = new Response(form)
  const body = Buffer.from(await encoded.arrayBuffer())
  const headers: Record<string, string> = {
    'content-type': encoded.headers.get('content-type')!,
    'content-length': String(body.length),
  }
  if (as === 'admin') headers.authorization = `Bearer ${token}`
  return new NextRequest(new URL(path, 'http://site.test'), { method, headers, body })
}

const get = (path: string, as: 'admin' | 'visitor' = 'visitor') =>
  new NextRequest(new URL(path, 'http://site.test'), {
    headers: as === 'admin' ? { authorization: `Bearer ${token}` } : {},
  })

const fieldsOf = (tag: string, extra: Record<string, unknown> = {}) => ({
  title: `${tag} Salinity and Drinking Water`,
  abstract: `${tag} A study of coastal households.`,
  authors: [{ name: 'R. Ahmed' }, { name: 'Member Author', member: memberId }],
  year: 2025,
  type: 'report',
  themes: ['climate-science', 'health'],
  documentLanguages: ['en', 'bn'],
  featured: 'false',
  isActive: 'true',
  ...extra,
})

async function create(tag: string, extra: Record<string, unknown> = {}, query = '') {
  const res = await send(
    listRoute.POST as Handler,
    await multipart('POST', `/api/publications${query}`, fieldsOf(tag, extra), {
      data: await pdf(`${tag} first page`),
    }),
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as Record<string, unknown> & {
    id: number
    slug: string
    file: { url: string; filename: string; size: number }
    cover: { url: string; sizes: Record<string, { url: string }> } | null
  }
}

const visitorList = async (query: string) => {
  const res = await send(listRoute.GET as Handler, get(`/api/publications?${query}`))
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as unknown as {
    data: { id: number; title: string; abstract: string; untranslated: string[] }[]
    meta: { total: number; page: number; pages: number }
  }
}

describe('publications: upload', () => {
  it('stores a real PDF under a readable name, draws its first page and makes the address from the English title', async () => {
    const tag = unique('Upload').replace(/-/g, '')
    const created = await create(tag)
    expect(created.slug).toBe(`${tag.toLowerCase()}-salinity-and-drinking-water`)
    expect(created.url).toBe(`/publications/${created.slug}`)
    expect(created.file.filename).toMatch(/^annual-report(-\d+)?\.pdf$/)
    expect(created.file.size).toBeGreaterThan(500)
    expect(created.cover?.sizes.card?.url).toMatch(/\.webp$/)
    expect(created).toMatchObject({
      year: 2025,
      type: 'report',
      themes: ['climate-science', 'health'],
      documentLanguages: ['en', 'bn'],
    })
    // Its preview opens its own page, in the language being edited.
    expect(await previewPath(payload, { collection: 'publications', id: created.id, locale: 'bn', user: admin })).toBe(
      `/publications/${created.slug}?lang=bn`,
    )
    expect(created.authors).toEqual([
      { name: 'R. Ahmed', memberId: null, profileUrl: null },
      { name: 'Member Author', memberId, profileUrl: `/?tab=about&section=team#member-${memberId}` },
    ])
    // The file and its first page are served to visitors, through the collection's access.
    const file = await restRoute.GET(new Request(`http://site.test${created.file.url}`), {
      params: Promise.resolve({ slug: ['publications', 'file', created.file.filename] }),
    })
    expect(file.status).toBe(200)
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    // Kept an hour by the reader's browser only: a later PDF may take the same readable name.
    expect(file.headers.get('cache-control')).toBe('private, max-age=3600')
    // The same title again gets an address of its own.
    const again = await create(tag)
    expect(again.slug).toBe(`${created.slug}-2`)
    // A long title makes an address within a slug's 64 characters, even with its -2.
    const long = `${tag} ${'Long Title of a Report on Coastal Resilience and Adaptation '.repeat(3)}`
    const first = await create(tag, { title: long })
    const second = await create(tag, { title: long })
    expect(first.slug.length).toBeLessThanOrEqual(61)
    expect(second.slug).toBe(`${first.slug}-2`)
  })

  it('refuses what is not a PDF, a missing file, a bad DOI or ISBN, an unknown type or member, and visitors', async () => {
    const tag = unique('Refused')
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
    const notPdf = await send(
      listRoute.POST as Handler,
      await multipart('POST', '/api/publications', fieldsOf(tag), { data: png, name: 'report.pdf' }),
    )
    expect(notPdf.status).toBe(415)
    expect(notPdf.body.message).toBe('The file is not a PDF that can be opened.')
    const cut = (await pdf('cut short')).subarray(0, 300)
    expect(
      (
        await send(
          listRoute.POST as Handler,
          await multipart('POST', '/api/publications', fieldsOf(tag), { data: cut }),
        )
      ).status,
    ).toBe(415)
    const missing = await send(listRoute.POST as Handler, await multipart('POST', '/api/publications', fieldsOf(tag)))
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual({ file: 'PDF file is required' })
    const data = { data: await pdf('x') }
    const badDoi = await send(
      listRoute.POST as Handler,
      await multipart('POST', '/api/publications', fieldsOf(tag, { doi: 'https://doi.org/10.1/x' }), data),
    )
    expect(badDoi.status).toBe(400)
    expect(badDoi.body.errors?.doi).toBe('Enter a DOI such as 10.1234/abcd (without https://doi.org/).')
    const badIsbn = await send(
      listRoute.POST as Handler,
      await multipart('POST', '/api/publications', fieldsOf(tag, { isbn: '978-3-16-148410-1' }), data),
    )
    expect(badIsbn.body.errors?.isbn).toBe('Enter a valid ISBN-10 or ISBN-13.')
    const goodIsbn = await send(
      listRoute.POST as Handler,
      await multipart(
        'POST',
        '/api/publications',
        fieldsOf(tag, { isbn: '978-3-16-148410-0', doi: '10.5555/abc.123' }),
        data,
      ),
    )
    expect(goodIsbn.status).toBe(201)
    const badType = await send(
      listRoute.POST as Handler,
      await multipart('POST', '/api/publications', fieldsOf(tag, { type: 'novel' }), data),
    )
    expect(badType.body.errors?.type).toBe('Choose the type of publication.')
    const noAuthors = await send(
      listRoute.POST as Handler,
      await multipart('POST', '/api/publications', fieldsOf(tag, { authors: [] }), data),
    )
    expect(noAuthors.body.errors?.authors).toBe('Add at least one author.')
    const ghost = await send(
      listRoute.POST as Handler,
      await multipart(
        'POST',
        '/api/publications',
        fieldsOf(tag, { authors: [{ name: 'Ghost', member: 999999 }] }),
        data,
      ),
    )
    expect(ghost.status).toBe(400)
    const visitor = await send(
      listRoute.POST as Handler,
      await multipart('POST', '/api/publications', fieldsOf(tag), data, 'visitor'),
    )
    expect(visitor.status).toBe(401)
    const tooLarge = await multipart('POST', '/api/publications', fieldsOf(tag), data)
    tooLarge.headers.set('content-length', String(52 * 1024 * 1024))
    expect((await send(listRoute.POST as Handler, tooLarge)).status).toBe(413)
  })
})

describe('publications: the public list', () => {
  it('filters by year, type, theme and words (in the language asked), the featured first, with meta', async () => {
    const tag = unique('Filter').replace(/-/g, '')
    const older = await create(tag, { year: 2019, type: 'policy-brief', themes: ['disaster'] })
    const newer = await create(tag, { year: 2024 })
    const featured = await create(tag, { year: 2020, featured: 'true' })
    const bn = await send(
      itemRoute.PUT as Handler,
      await multipart(
        'PUT',
        `/api/publications/${newer.id}?locale=bn`,
        fieldsOf(tag, {
          year: 2024,
          title: 'লবণাক্ততা ও খাবার পানি',
          abstract: `${tag} উপকূলীয় পরিবারের উপর একটি গবেষণা`,
        }),
      ),
      { id: String(newer.id) },
    )
    expect(bn.status, JSON.stringify(bn.body)).toBe(200)

    const all = await visitorList(`q=${tag}`)
    expect(all.data.map((p) => p.id)).toEqual([featured.id, newer.id, older.id])
    expect(all.meta).toEqual({ total: 3, page: 1, pages: 1 })
    expect((await visitorList(`q=${tag}&year=2019`)).data.map((p) => p.id)).toEqual([older.id])
    expect((await visitorList(`q=${tag}&type=policy-brief`)).data.map((p) => p.id)).toEqual([older.id])
    expect((await visitorList(`q=${tag}&theme=health`)).data.map((p) => p.id)).toEqual([featured.id, newer.id])
    const paged = await visitorList(`q=${tag}&limit=2&page=2`)
    expect(paged.data.map((p) => p.id)).toEqual([older.id])
    expect(paged.meta).toEqual({ total: 3, page: 2, pages: 2 })
    // Bengali words, found in the Bengali abstract (the others have only English: they have the tag, not the words); English elsewhere.
    const bengali = await visitorList(`q=${encodeURIComponent(`উপকূলীয় ${tag} পরিবারের`)}&locale=bn`)
    expect(bengali.data.map((p) => p.title)).toEqual(['লবণাক্ততা ও খাবার পানি'])
    const french = await visitorList(`q=${tag}&locale=fr&year=2024`)
    expect(french.data[0].title).toBe(`${tag} Salinity and Drinking Water`)
    // Shown in English, and said so (the page marks it lang="en"); in Bengali, its own texts.
    expect(french.data[0].untranslated).toEqual(['title', 'abstract'])
    expect(bengali.data[0].untranslated).toEqual([])
    // Each word is looked for on its own, in any order; LIKE's wildcards are only characters.
    expect((await visitorList(`q=${encodeURIComponent(`water ${tag}`)}&year=2019`)).data.map((p) => p.id)).toEqual([
      older.id,
    ])
    expect((await visitorList(`q=${encodeURIComponent(`${tag} %`)}`)).data).toEqual([])
    expect((await visitorList(`q=${encodeURIComponent(`${tag.slice(0, 3)}_${tag.slice(4)}`)}`)).data).toEqual([])
  })

  it('answers 400 for filters that cannot be, and leaves out what visitors may not see', async () => {
    for (const query of ['type=novel', 'year=soon', 'theme=space', `q=${'x'.repeat(101)}`, 'limit=1000']) {
      expect((await send(listRoute.GET as Handler, get(`/api/publications?${query}`))).status, query).toBe(400)
    }
    const tag = unique('Hidden').replace(/-/g, '')
    const inactive = await create(tag, { isActive: 'false' })
    const draft = await create(tag, {}, '?draft=true')
    expect((await visitorList(`q=${tag}`)).data).toEqual([])
    const asAdmin = await send(listRoute.GET as Handler, get(`/api/publications?q=${tag}`, 'admin'))
    expect((asAdmin.body.data as unknown as { id: number }[]).map((p) => p.id).sort()).toEqual(
      [inactive.id, draft.id].sort(),
    )
    expect(
      (await send(itemRoute.GET as Handler, get(`/api/publications/${inactive.id}`), { id: String(inactive.id) }))
        .status,
    ).toBe(404)
    expect(
      (await send(itemRoute.GET as Handler, get(`/api/publications/${draft.id}`), { id: String(draft.id) })).status,
    ).toBe(404)
    // Nor the picture of its first page, nor its file.
    const cover = await payload.find({
      collection: 'media',
      where: {
        id: {
          equals: (
            await payload.findByID({ collection: 'publications', id: inactive.id, depth: 0, overrideAccess: true })
          ).cover as number,
        },
      },
      overrideAccess: false,
    })
    expect(cover.docs).toEqual([])
    const file = await restRoute.GET(new Request(`http://site.test${inactive.file.url}`), {
      params: Promise.resolve({ slug: ['publications', 'file', inactive.file.filename] }),
    })
    expect(file.status).toBe(403)
  })
})

describe('publications: changes', () => {
  it('replaces the PDF and its first page, clears a translation, and moves to the trash', async () => {
    const tag = unique('Change').replace(/-/g, '')
    const created = await create(tag)
    const replaced = await send(
      itemRoute.PUT as Handler,
      await multipart('PUT', `/api/publications/${created.id}`, fieldsOf(tag, { title: `${tag} Second edition` }), {
        data: await pdf('second edition'),
        name: 'second.pdf',
      }),
      { id: String(created.id) },
    )
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
    const after = replaced.body.data as unknown as typeof created
    expect(after.file.filename).toMatch(/^second(-\d+)?\.pdf$/)
    expect(after.cover?.url).not.toBe(created.cover?.url)
    // The address stays when the title changes: links already shared keep working.
    expect(after.slug).toBe(created.slug)

    await send(
      itemRoute.PUT as Handler,
      await multipart(
        'PUT',
        `/api/publications/${created.id}?locale=fr`,
        fieldsOf(tag, { title: 'Salinité', abstract: 'Une étude.' }),
      ),
      { id: String(created.id) },
    )
    expect((await publicationBySlug(payload, { slug: created.slug, locale: 'fr', user: null }))?.title).toBe('Salinité')
    expect((await publicationBySlug(payload, { slug: created.slug, locale: 'fr', user: null }))?.untranslated).toEqual(
      [],
    )
    await send(
      itemRoute.PUT as Handler,
      await multipart('PUT', `/api/publications/${created.id}?locale=fr`, fieldsOf(tag, { title: '', abstract: '' })),
      { id: String(created.id) },
    )
    expect((await publicationBySlug(payload, { slug: created.slug, locale: 'fr', user: null }))?.title).toBe(
      `${tag} Second edition`,
    )
    expect(
      (await publicationBySlug(payload, { slug: created.slug, locale: 'fr', user: null }))?.untranslated,
    ).toContain('title')

    const deleted = await send(
      itemRoute.DELETE as Handler,
      new NextRequest(new URL(`/api/publications/${created.id}`, 'http://site.test'), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      }),
      { id: String(created.id) },
    )
    expect(deleted.status).toBe(200)
    expect(
      (
        await send(itemRoute.GET as Handler, get(`/api/publications/${created.id}`, 'admin'), {
          id: String(created.id),
        })
      ).status,
    ).toBe(404)
    // In the trash, its file is no longer served to visitors.
    const file = await restRoute.GET(new Request(`http://site.test${after.file.url}`), {
      params: Promise.resolve({ slug: ['publications', 'file', after.file.filename] }),
    })
    expect(file.status).toBe(403)
    const trashed = await payload.find({
      collection: 'publications',
      where: { id: { equals: created.id } },
      trash: true,
      overrideAccess: true,
    })
    expect(trashed.docs[0]?.deletedAt).toBeTruthy()
  })

  it('lists each publication visitors see in the sitemap, with its languages', async () => {
    const tag = unique('Sitemap').replace(/-/g, '')
    const shown = await create(tag)
    const hidden = await create(`${tag}x`, { isActive: 'false' })
    const entries = await sitemap()
    const entry = entries.find((e) => e.url.endsWith(`/publications/${shown.slug}`))
    expect(entry?.alternates?.languages).toMatchObject({
      bn: expect.stringContaining(`/publications/${shown.slug}?lang=bn`),
    })
    expect(entries.some((e) => e.url.endsWith(`/publications/${hidden.slug}`))).toBe(false)
  })
})
