import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as contentItem from '../../app/api/content/[id]/route'
import * as contentList from '../../app/api/content/route'
import * as memberList from '../../app/api/members/route'
import * as galleryList from '../../app/api/gallery/route'
import * as member from '../../app/api/members/[id]/route'
import * as submenu from '../../app/api/submenus/[id]/route'
import * as teamBio from '../../app/api/team-bios/[memberName]/route'
import { patchLocale, saveOtherLanguages } from '../../src/admin/ui/translations'
import type { Translated } from '../../src/schemas/localized'
import type { LocaleCode } from '../../src/i18n/config'
import { createAdmin, lexicalParagraph } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

/**
 * Clearing a translation (docs/decisions/002 and 009), end to end: the contract's route handlers,
 * called as the back office calls them, on the real database. English stays required; another
 * language may be emptied, is stored as cleared, and then reads as English.
 */

type Handler = (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>
type Answer = {
  status: number
  body: { success: boolean; data?: Record<string, unknown>; message?: string; errors?: Record<string, string> }
}

const origin = 'http://site.test'
let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  const { username, password } = await createAdmin(payload)
  token = (await payload.login({ collection: 'users', data: { username, password } })).token!
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The routes these tests reach, by path: what Next's router would pick. */
const routes: [RegExp, Record<string, unknown>, string][] = [
  [/^\/api\/content\/([^/]+)$/, contentItem, 'id'],
  [/^\/api\/submenus\/([^/]+)$/, submenu, 'id'],
  [/^\/api\/members\/([^/]+)$/, member, 'id'],
  [/^\/api\/team-bios\/([^/]+)$/, teamBio, 'memberName'],
]

/** A request to the contract as an administrator with a Bearer token. */
async function call(method: string, path: string, body?: unknown): Promise<Answer> {
  const url = new URL(path, origin)
  const found = routes.find(([pattern]) => pattern.test(url.pathname))
  if (!found) throw new Error(`no route for ${url.pathname}`)
  const [pattern, module, param] = found
  const handler = module[method] as Handler | undefined
  if (!handler) throw new Error(`${method} ${url.pathname} is not a route`)
  const req = new NextRequest(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const res = await handler(req, {
    params: Promise.resolve({ [param]: decodeURIComponent(pattern.exec(url.pathname)![1]) }),
  })
  return { status: res.status, body: await res.json() }
}

/** The back office's own `fetch` answered by the route handlers, with the administrator's token. */
function backOfficeFetch() {
  const sent: string[] = []
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    sent.push(`${init.method} ${path}`)
    const { status, body } = await call(
      init.method ?? 'GET',
      path,
      init.body ? JSON.parse(String(init.body)) : undefined,
    )
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  return sent
}

const stored = (collection: 'content-items' | 'submenus' | 'members' | 'member-bios', id: number) =>
  payload.findByID({ collection, id, locale: 'all', depth: 0, overrideAccess: true }) as unknown as Promise<
    Record<string, unknown>
  >

/** A submenu of its own, named in English only. */
const submenuInEnglish = (tabId: 'join' | 'capacity', name: string) =>
  payload.create({
    collection: 'submenus',
    data: { tabId, sectionId: unique('sub').toLowerCase(), name, displayOrder: 1 },
    locale: 'en',
    overrideAccess: true,
  })

const english = { title: 'Flood preparedness in the delta', html: '<p>Early warning saves lives.</p>' }

async function contentItemInEnglishAndSpanish() {
  const doc = await payload.create({
    collection: 'content-items',
    data: {
      tabId: 'research',
      sectionId: unique('sec').toLowerCase(),
      title: english.title,
      content: lexicalParagraph('Early warning saves lives.'),
      displayOrder: 1,
    },
    locale: 'en',
    overrideAccess: true,
  })
  const spanish = await call('PATCH', `/api/content/${doc.id}?locale=es`, {
    title: 'Preparación ante inundaciones',
    content: '<p>La alerta temprana salva vidas.</p>',
  })
  expect(spanish.status).toBe(200)
  expect(spanish.body.data).toMatchObject({
    title: 'Preparación ante inundaciones',
    content: '<p>La alerta temprana salva vidas.</p>',
  })
  return doc.id
}

describe('PATCH /api/content/{id} in another language', () => {
  it('clears an emptied title and content, and the item then reads in English', async () => {
    const id = await contentItemInEnglishAndSpanish()
    const cleared = await call('PATCH', `/api/content/${id}?locale=es`, { title: '', content: '' })
    expect(cleared.status).toBe(200)
    expect(cleared.body.data).toMatchObject({ title: english.title, content: english.html })

    const read = await call('GET', `/api/content/${id}?locale=es`)
    expect(read.body.data).toMatchObject({ title: english.title, content: english.html })
    const raw = await stored('content-items', id)
    expect(raw.title).toMatchObject({ en: english.title })
    expect((raw.title as Record<string, unknown>).es ?? null).toBeNull()
    expect((raw.content as Record<string, unknown>).es ?? null).toBeNull()
  })

  it.each([
    ['blanks', { title: '   ' }, 'title'],
    ['null', { title: null }, 'title'],
    ['HTML without text', { content: '<p> </p><p><br></p>' }, 'content'],
  ])('clears a field sent as %s, and leaves the others', async (_label, body, field) => {
    const id = await contentItemInEnglishAndSpanish()
    expect((await call('PATCH', `/api/content/${id}?locale=es`, body)).status).toBe(200)
    const read = (await call('GET', `/api/content/${id}?locale=es`)).body.data!
    if (field === 'title') {
      expect(read).toMatchObject({ title: english.title, content: '<p>La alerta temprana salva vidas.</p>' })
    } else {
      expect(read).toMatchObject({ title: 'Preparación ante inundaciones', content: english.html })
    }
  })

  it('still applies the other rules to a translation', async () => {
    const id = await contentItemInEnglishAndSpanish()
    const tooLong = await call('PATCH', `/api/content/${id}?locale=es`, { title: 'x'.repeat(101) })
    expect(tooLong).toMatchObject({ status: 400, body: { errors: { title: 'Title is too long' } } })
    const wrongType = await call('PATCH', `/api/content/${id}?locale=es`, { title: 42 })
    expect(wrongType).toMatchObject({ status: 400, body: { errors: { title: 'Title is required' } } })
  })

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: null }, 'title', 'Title is required'],
    [{ content: '' }, 'content', 'Content is required'],
    [{ content: '<p> </p>' }, 'content', 'Content is required'],
  ])('refuses to empty English: %j', async (body, field, message) => {
    const id = await contentItemInEnglishAndSpanish()
    const refused = await call('PATCH', `/api/content/${id}?locale=en`, body)
    expect(refused).toMatchObject({ status: 400, body: { success: false, errors: { [field]: message } } })
    expect((await call('GET', `/api/content/${id}?locale=en`)).body.data).toMatchObject({
      title: english.title,
      content: english.html,
    })
  })
})

describe('a list read names the texts shown in English', () => {
  it('untranslated: both texts in a language without any, one after half a translation, none in English or a whole translation', async () => {
    const id = await contentItemInEnglishAndSpanish()
    const doc = await payload.findByID({ collection: 'content-items', id, depth: 0, overrideAccess: true })
    const untranslatedIn = async (locale: LocaleCode, user: 'visitor' | 'admin' = 'visitor') => {
      const url = `/api/content?tabId=research&sectionId=${doc.sectionId}&locale=${locale}`
      const req = new NextRequest(new URL(url, origin), {
        headers: user === 'admin' ? { authorization: `Bearer ${token}` } : {},
      })
      const res = await contentList.GET(req, { params: Promise.resolve({}) })
      const items = (await res.json()).data as { id: number; untranslated: string[] }[]
      return items.find((item) => item.id === id)?.untranslated
    }
    expect(await untranslatedIn('en')).toEqual([])
    expect(await untranslatedIn('es')).toEqual([])
    expect(await untranslatedIn('ar')).toEqual(['title', 'content'])
    expect(await untranslatedIn('ar', 'admin')).toEqual(['title', 'content'])

    expect((await call('PATCH', `/api/content/${id}?locale=ar`, { title: 'التأهب للفيضانات' })).status).toBe(200)
    expect(await untranslatedIn('ar')).toEqual(['content'])
    // An emptied translation is English again.
    expect((await call('PATCH', `/api/content/${id}?locale=es`, { content: '' })).status).toBe(200)
    expect(await untranslatedIn('es')).toEqual(['content'])
  })
})

describe('a member list read names a title shown in English', () => {
  it('untranslated: [title] in a language without one, [] once translated and in English', async () => {
    const doc = await payload.create({
      collection: 'members',
      data: { name: unique('Member'), title: 'Hydrologist', memberType: 'team', displayOrder: 99 },
      locale: 'en',
      overrideAccess: true,
    })
    const untranslatedIn = async (locale: LocaleCode) => {
      const res = await memberList.GET(
        new NextRequest(new URL(`/api/members?memberType=team&locale=${locale}`, origin)),
        { params: Promise.resolve({}) },
      )
      const members = (await res.json()).data as { id: number; title: string; untranslated: string[] }[]
      return members.find((m) => m.id === doc.id)
    }
    expect(await untranslatedIn('en')).toMatchObject({ title: 'Hydrologist', untranslated: [] })
    expect(await untranslatedIn('bn')).toMatchObject({ title: 'Hydrologist', untranslated: ['title'] })
    await payload.update({
      collection: 'members',
      id: doc.id,
      data: { title: 'জলবিজ্ঞানী' },
      locale: 'bn',
      overrideAccess: true,
    })
    expect(await untranslatedIn('bn')).toMatchObject({ title: 'জলবিজ্ঞানী', untranslated: [] })
    expect(await untranslatedIn('ja')).toMatchObject({ title: 'Hydrologist', untranslated: ['title'] })
  })
})

describe('a gallery read names the photo texts shown in English', () => {
  it('title and description without a translation; an alt text that is the title follows the title', async () => {
    const fs = await import('node:fs')
    const file = 'src/seed/assets/photos/' + fs.readdirSync('src/seed/assets/photos')[0]
    const title = unique('Mangrove nursery')
    const photo = await payload.create({
      collection: 'photos',
      data: { title, description: 'Seedlings ready to plant.', category: 'events', isActive: true },
      filePath: file,
      locale: 'en',
      overrideAccess: true,
    })
    const shown = async (locale: LocaleCode) => {
      const res = await galleryList.GET(
        new NextRequest(new URL(`/api/gallery?category=events&locale=${locale}`, origin)),
        { params: Promise.resolve({}) },
      )
      const photos = (await res.json()).data as { id: number; alt: string; untranslated: string[] }[]
      return photos.find((p) => p.id === photo.id)
    }
    expect(await shown('en')).toMatchObject({ alt: title, untranslated: [] })
    expect(await shown('zh')).toMatchObject({ alt: title, untranslated: ['title', 'description', 'alt'] })
    await payload.update({
      collection: 'photos',
      id: photo.id,
      data: { title: '红树林苗圃' },
      locale: 'zh',
      overrideAccess: true,
    })
    // The alt text is the Chinese title now; the description is still English.
    expect(await shown('zh')).toMatchObject({ alt: '红树林苗圃', untranslated: ['description'] })
  })
})

describe('PATCH /api/submenus/{id} in another language', () => {
  it('clears an emptied name, and refuses an empty English one', async () => {
    const doc = await submenuInEnglish('join', 'Fellowships')
    expect((await call('PATCH', `/api/submenus/${doc.id}?locale=fr`, { name: 'Bourses' })).body.data).toMatchObject({
      name: 'Bourses',
    })
    const cleared = await call('PATCH', `/api/submenus/${doc.id}?locale=fr`, { name: '' })
    expect(cleared).toMatchObject({ status: 200, body: { data: { name: 'Fellowships' } } })
    expect(((await stored('submenus', doc.id)).name as Record<string, unknown>).fr ?? null).toBeNull()

    const refused = await call('PATCH', `/api/submenus/${doc.id}?locale=en`, { name: '' })
    expect(refused).toMatchObject({ status: 400, body: { errors: { name: 'Display name is required' } } })
    const tooLong = await call('PATCH', `/api/submenus/${doc.id}?locale=fr`, { name: 'n'.repeat(101) })
    expect(tooLong).toMatchObject({
      status: 400,
      body: { errors: { name: 'Display name is too long (max 100 characters)' } },
    })
  })
})

describe('PUT /api/members/{id} in another language', () => {
  it('clears an emptied title, and refuses an empty English one', async () => {
    const name = unique('Member')
    const doc = await payload.create({
      collection: 'members',
      data: { name, title: 'Research Fellow', memberType: 'team', displayOrder: 1 },
      locale: 'en',
      overrideAccess: true,
    })
    const fields = { name, memberType: 'team', displayOrder: 1, isActive: true }
    expect(
      (await call('PUT', `/api/members/${doc.id}?locale=ar`, { ...fields, title: 'زميل باحث' })).body.data,
    ).toMatchObject({ title: 'زميل باحث' })
    const cleared = await call('PUT', `/api/members/${doc.id}?locale=ar`, { ...fields, title: '' })
    expect(cleared).toMatchObject({ status: 200, body: { data: { title: 'Research Fellow' } } })
    expect(((await stored('members', doc.id)).title as Record<string, unknown>).ar ?? null).toBeNull()

    const refused = await call('PUT', `/api/members/${doc.id}?locale=en`, { ...fields, title: '' })
    expect(refused).toMatchObject({ status: 400, body: { errors: { title: 'Title is required' } } })
    expect((await stored('members', doc.id)).title).toMatchObject({ en: 'Research Fellow' })
  })
})

describe('PUT /api/team-bios/{memberName} in another language', () => {
  it('clears emptied texts, which then read in English', async () => {
    const memberName = unique('Bio')
    const shared = { memberName, memberType: 'board', contactEmail: '', linkedinUrl: '', isActive: true }
    const doc = await payload.create({
      collection: 'member-bios',
      data: { memberName, memberType: 'board', bio: 'Works on adaptation.', education: 'PhD, Dhaka' },
      locale: 'en',
      overrideAccess: true,
    })
    const path = `/api/team-bios/${encodeURIComponent(memberName)}`
    await call('PUT', `${path}?locale=ja`, { ...shared, bio: '適応に取り組む。', education: 'ダッカ大学 博士' })
    // Both texts in Japanese: nothing shown in English (experience and achievements are empty everywhere).
    expect((await call('GET', `${path}?locale=ja`)).body.data).toMatchObject({
      bio: '適応に取り組む。',
      untranslated: [],
    })
    const cleared = await call('PUT', `${path}?locale=ja`, { ...shared, bio: '', education: '   ' })
    expect(cleared).toMatchObject({
      status: 200,
      body: { data: { bio: 'Works on adaptation.', education: 'PhD, Dhaka' } },
    })
    // The profile dialog marks them English.
    expect((await call('GET', `${path}?locale=ja`)).body.data).toMatchObject({
      bio: 'Works on adaptation.',
      untranslated: ['bio', 'education'],
    })
    expect((await call('GET', `${path}?locale=en`)).body.data).toMatchObject({ untranslated: [] })
    const raw = await stored('member-bios', doc.id)
    expect((raw.bio as Record<string, unknown>).ja ?? null).toBeNull()
    expect((raw.education as Record<string, unknown>).ja ?? null).toBeNull()
  })
})

describe('saveOtherLanguages through the contract', () => {
  it('sends a language that was emptied, skips the ones that did not change', async () => {
    const doc = await submenuInEnglish('capacity', 'Training')
    for (const [locale, name] of [
      ['es', 'Formación'],
      ['fr', 'Formation'],
    ]) {
      await payload.update({
        collection: 'submenus',
        id: doc.id,
        data: { name },
        locale: locale as LocaleCode,
        overrideAccess: true,
      })
    }
    // On screen: Spanish deleted, French untouched, Arabic typed in, the rest never filled.
    const names = {
      en: { name: 'Training' },
      bn: { name: '' },
      es: { name: '' },
      ar: { name: 'تدريب' },
      fr: { name: 'Formation' },
      zh: { name: '' },
      ja: { name: '' },
    } satisfies Translated<{ name: string }>
    const changed = (code: LocaleCode) => code === 'es' || code === 'ar'

    const sent = backOfficeFetch()
    await saveOtherLanguages(names, changed, patchLocale(`/api/submenus/${doc.id}`))
    expect(sent).toEqual([`PATCH /api/submenus/${doc.id}?locale=es`, `PATCH /api/submenus/${doc.id}?locale=ar`])

    const read = async (locale: LocaleCode) =>
      (await call('GET', `/api/submenus/${doc.id}?locale=${locale}`)).body.data?.name
    expect(await read('es')).toBe('Training')
    expect(await read('ar')).toBe('تدريب')
    expect(await read('fr')).toBe('Formation')
    expect(await read('bn')).toBe('Training')
  })

  it('sends every field of a changed language, so one emptied field is cleared and the others kept', async () => {
    const id = await contentItemInEnglishAndSpanish()
    const text = Object.fromEntries(
      (['en', 'bn', 'es', 'ar', 'fr', 'zh', 'ja'] as const).map((code) => [code, { title: '', content: '' }]),
    ) as Translated<{ title: string; content: string }>
    text.en = { title: english.title, content: english.html }
    text.es = { title: '', content: '<p>La alerta temprana salva vidas.</p>' }

    const sent = backOfficeFetch()
    await saveOtherLanguages(text, (code) => code === 'es', patchLocale(`/api/content/${id}`))
    expect(sent).toEqual([`PATCH /api/content/${id}?locale=es`])
    expect((await call('GET', `/api/content/${id}?locale=es`)).body.data).toMatchObject({
      title: english.title,
      content: '<p>La alerta temprana salva vidas.</p>',
    })
  })
})
