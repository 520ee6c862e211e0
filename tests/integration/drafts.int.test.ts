import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import * as restRoute from '../../app/(payload)/api/cms/[...slug]/route'
import * as graphqlRoute from '../../app/(payload)/api/cms/graphql/route'
import * as contentListRoute from '../../app/api/content/route'
import * as contentRoute from '../../app/api/content/[id]/route'
import * as membersRoute from '../../app/api/members/route'
import * as memberRoute from '../../app/api/members/[id]/route'
import * as biosRoute from '../../app/api/team-bios/route'
import * as bioRoute from '../../app/api/team-bios/[memberName]/route'
import * as schedulesRoute from '../../app/api/schedules/route'
import * as scheduleRoute from '../../app/api/schedules/[id]/route'
import { toWallTime } from '../../src/schemas/wall-time'
import { sectionContentPage, activeMembers } from '../../src/server/data/public-content'
import sharp from 'sharp'
import { recordVersions } from '../../src/server/data/drafts'
import { createPhoto, listPhotos, updatePhoto } from '../../src/server/data/photos'
import { createAdmin } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

/*
 * Drafts (src/core/drafts): a draft is for administrators only. No public read shows it: the
 * pages' data, the contract's GETs, the Local API without access override, Payload's REST under
 * /api/cms (even asked for `?draft=true`) and GraphQL (even asked for `draft: true`).
 */

let payload: Payload
let admin: Awaited<ReturnType<typeof createAdmin>>
let token: string

beforeAll(async () => {
  payload = await testPayload()
  admin = await createAdmin(payload)
  token = (await payload.login({ collection: 'users', data: { username: admin.username, password: admin.password } }))
    .token!
})

type Json = { success: boolean; data: Record<string, unknown> & { id: number } }
type Handler = (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>

async function call(
  handler: Handler,
  method: string,
  path: string,
  {
    body,
    params = {},
    as = 'admin',
  }: { body?: unknown; params?: Record<string, string>; as?: 'admin' | 'visitor' } = {},
) {
  const headers: Record<string, string> = as === 'admin' ? { authorization: `Bearer ${token}` } : {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  const req = new NextRequest(new URL(path, 'http://site.test'), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const res = await handler(req, { params: Promise.resolve(params) })
  return { status: res.status, body: (await res.json()) as Json }
}

const contentItem = (tag: string) => ({
  tabId: 'research',
  sectionId: 'publications',
  title: `${tag} Flood report`,
  content: '<p>Published text.</p>',
  displayOrder: 1,
  isActive: true,
})

/** A visitor's view of one content item's Bengali title, through every public read. */
async function visitorTitles(id: number, sectionId: string) {
  const contract = await call(contentRoute.GET as Handler, 'GET', `/api/content/${id}?locale=bn`, {
    params: { id: String(id) },
    as: 'visitor',
  })
  const list = await call(
    contentListRoute.GET as Handler,
    'GET',
    `/api/content?tabId=research&sectionId=${sectionId}&locale=bn`,
    { as: 'visitor' },
  )
  const local = await payload.find({
    collection: 'content-items',
    where: { id: { equals: id } },
    locale: 'bn',
    draft: true,
    overrideAccess: false,
  })
  const rest = await restRoute.GET(new Request(`http://site.test/api/cms/content-items/${id}?locale=bn&draft=true`), {
    params: Promise.resolve({ slug: ['content-items', String(id)] }),
  })
  const restList = await restRoute.GET(
    new Request(`http://site.test/api/cms/content-items?locale=bn&draft=true&where[id][equals]=${id}`),
    { params: Promise.resolve({ slug: ['content-items'] }) },
  )
  const graphql = await graphqlRoute.POST(
    new Request('http://site.test/api/cms/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ ContentItems(locale: bn, draft: true, where: { id: { equals: ${id} } }) { docs { title } } }`,
      }),
    }),
  )
  const page = await sectionContentPage('bn', 'research', sectionId, 1)
  const restBody = rest.status === 200 ? ((await rest.json()) as { title: string }) : null
  return {
    contract: contract.status === 200 ? contract.body.data.title : contract.status,
    list: (list.body.data as unknown as { id: number; title: string }[])
      .filter((item) => item.id === id)
      .map((item) => item.title),
    local: local.docs.map((doc) => doc.title),
    rest: restBody ? restBody.title : rest.status,
    restList: ((await restList.json()) as { docs: { title: string }[] }).docs.map((doc) => doc.title),
    // Closed to visitors altogether (src/server/graphql-guard.ts): nothing, draft or published.
    graphql: graphql.status,
    page: page.items.filter((item) => item.id === id).map((item) => item.title),
  }
}

const everywhere = (title: string) => ({
  contract: title,
  list: [title],
  local: [title],
  rest: title,
  restList: [title],
  graphql: 401,
  page: [title],
})
const nowhere = { contract: 404, list: [], local: [], rest: 404, restList: [], graphql: 401, page: [] }

describe('drafts', () => {
  it('a Bengali draft of a published item: visitors keep the published text everywhere until a save without draft publishes it', async () => {
    const tag = unique('draft')
    // A section of its own: the page shows its first 20 items.
    const sectionId = unique('sect').toLowerCase()
    const created = await call(contentListRoute.POST as Handler, 'POST', '/api/content?locale=en', {
      body: { ...contentItem(tag), sectionId },
    })
    expect(created.status).toBe(201)
    const id = created.body.data.id
    const path = `/api/content/${id}`
    expect(
      (
        await call(contentRoute.PATCH as Handler, 'PATCH', `${path}?locale=bn`, {
          body: { title: `${tag} বন্যা প্রতিবেদন` },
          params: { id: String(id) },
        })
      ).status,
    ).toBe(200)
    expect(await visitorTitles(id, sectionId)).toEqual(everywhere(`${tag} বন্যা প্রতিবেদন`))

    const draft = await call(contentRoute.PATCH as Handler, 'PATCH', `${path}?locale=bn&draft=true`, {
      body: { title: `${tag} খসড়া শিরোনাম` },
      params: { id: String(id) },
    })
    expect(draft).toMatchObject({ status: 200, body: { success: true, data: { id, title: `${tag} খসড়া শিরোনাম` } } })
    expect(await visitorTitles(id, sectionId)).toEqual(everywhere(`${tag} বন্যা প্রতিবেদন`))
    // Versions are for administrators: a visitor reads none of them.
    const versions = await restRoute.GET(
      new Request(`http://site.test/api/cms/content-items/versions?where[parent][equals]=${id}`),
      { params: Promise.resolve({ slug: ['content-items', 'versions'] }) },
    )
    expect(versions.status).toBe(403)
    // The administrator reads the draft.
    expect(
      (
        await payload.findByID({
          collection: 'content-items',
          id,
          locale: 'bn',
          draft: true,
          overrideAccess: false,
          user: admin.user,
        })
      ).title,
    ).toBe(`${tag} খসড়া শিরোনাম`)

    // Publishing in English publishes the draft's Bengali too: a document is published whole.
    expect(
      (
        await call(contentRoute.PATCH as Handler, 'PATCH', `${path}?locale=en`, {
          body: { displayOrder: 2 },
          params: { id: String(id) },
        })
      ).status,
    ).toBe(200)
    expect(await visitorTitles(id, sectionId)).toEqual(everywhere(`${tag} খসড়া শিরোনাম`))

    // The history: each save a version, newest first, with its status and its administrator.
    const history = await recordVersions(payload, { collection: 'content-items', id, user: admin.user })
    expect(history?.versions.map((v) => [v.status, v.author, v.latest])).toEqual([
      ['published', admin.username, true],
      ['draft', admin.username, false],
      ['published', admin.username, false],
      ['published', admin.username, false],
    ])
    // Visitors never read who saved a record.
    const visitorDoc = await payload.findByID({ collection: 'content-items', id, overrideAccess: false })
    expect(visitorDoc).not.toHaveProperty('updatedBy')
  })

  it('a new item saved as a draft exists for administrators only, until it is published', async () => {
    const tag = unique('new-draft')
    const sectionId = unique('sect').toLowerCase()
    const created = await call(contentListRoute.POST as Handler, 'POST', '/api/content?locale=en&draft=true', {
      body: { ...contentItem(tag), sectionId },
    })
    expect(created.status).toBe(201)
    const id = created.body.data.id
    expect(await visitorTitles(id, sectionId)).toEqual(nowhere)
    expect(
      (await call(contentRoute.GET as Handler, 'GET', `/api/content/${id}`, { params: { id: String(id) } })).status,
    ).toBe(200)

    expect(
      (
        await call(contentRoute.PATCH as Handler, 'PATCH', `/api/content/${id}?locale=en`, {
          body: {},
          params: { id: String(id) },
        })
      ).status,
    ).toBe(200)
    expect((await visitorTitles(id, sectionId)).contract).toBe(`${tag} Flood report`)
  })

  it('refuses a draft parameter that is not true or false', async () => {
    const res = await call(contentListRoute.POST as Handler, 'POST', '/api/content?draft=yes', {
      body: contentItem(unique('bad')),
    })
    expect(res).toMatchObject({ status: 400, body: { success: false, errors: { draft: 'Must be true or false.' } } })
  })

  it("a member's draft (a new title, a new name) changes neither the site nor the bio's name; publishing takes the bio along", async () => {
    const name = unique('Nasrin')
    const created = await call(membersRoute.POST as Handler, 'POST', '/api/members?locale=en', {
      body: { name, title: 'Researcher', memberType: 'team', displayOrder: 1, isActive: true },
    })
    const id = created.body.data.id
    expect(
      (
        await call(biosRoute.POST as Handler, 'POST', '/api/team-bios?locale=en', {
          body: { memberName: name, memberType: 'team', bio: 'Works on floods.', isActive: true },
        })
      ).status,
    ).toBe(201)
    const renamed = `${name} Akter`
    const put = (draft: boolean) =>
      call(memberRoute.PUT as Handler, 'PUT', `/api/members/${id}?locale=en${draft ? '&draft=true' : ''}`, {
        body: { name: renamed, title: 'Senior Researcher', memberType: 'team', displayOrder: 1, isActive: true },
        params: { id: String(id) },
      })
    const shown = async () =>
      (await activeMembers('en', 'team')).filter((m) => m.id === id).map((m) => [m.name, m.title])
    const bioFor = async (memberName: string) =>
      (
        await call(bioRoute.GET as Handler, 'GET', `/api/team-bios/${encodeURIComponent(memberName)}?memberType=team`, {
          params: { memberName: encodeURIComponent(memberName) },
          as: 'visitor',
        })
      ).status

    expect((await put(true)).status).toBe(200)
    expect(await shown()).toEqual([[name, 'Researcher']])
    expect(await bioFor(name)).toBe(200)
    expect(await bioFor(renamed)).toBe(404)

    expect((await put(false)).status).toBe(200)
    expect(await shown()).toEqual([[renamed, 'Senior Researcher']])
    expect(await bioFor(renamed)).toBe(200)
    expect(await bioFor(name)).toBe(404)
  })

  it('a bio saved as a draft is not shown; the activity log says it was saved as a draft, by whom', async () => {
    const name = unique('Karim')
    await call(membersRoute.POST as Handler, 'POST', '/api/members?locale=en', {
      body: { name, title: 'Fellow', memberType: 'board', displayOrder: 1, isActive: true },
    })
    expect(
      (
        await call(biosRoute.POST as Handler, 'POST', '/api/team-bios?locale=en&draft=true', {
          body: { memberName: name, memberType: 'board', bio: 'Not yet.', isActive: true },
        })
      ).status,
    ).toBe(201)
    const visitor = await call(bioRoute.GET as Handler, 'GET', `/api/team-bios/${encodeURIComponent(name)}`, {
      params: { memberName: encodeURIComponent(name) },
      as: 'visitor',
    })
    expect(visitor.status).toBe(404)
    const { docs } = await payload.find({
      collection: 'activity',
      where: { resource: { equals: 'member-bios' }, title: { equals: name } },
      overrideAccess: true,
    })
    expect(docs.map((d) => [d.action, d.username])).toEqual([['draft', admin.username]])
  })

  it('a scheduled publication lands at its time, by the jobs queue, with no one in the back office; a scheduled unpublication hides the item', async () => {
    const tag = unique('scheduled')
    const sectionId = unique('sect').toLowerCase()
    const id = (
      await call(contentListRoute.POST as Handler, 'POST', '/api/content?locale=en', {
        body: { ...contentItem(tag), sectionId },
      })
    ).body.data.id
    await call(contentRoute.PATCH as Handler, 'PATCH', `/api/content/${id}?locale=bn&draft=true`, {
      body: { title: `${tag} নির্ধারিত শিরোনাম` },
      params: { id: String(id) },
    })
    const shownTitle = async () => (await visitorTitles(id, sectionId)).contract
    const schedule = (type: 'publish' | 'unpublish', inMs: number) =>
      payload.jobs.queue({
        task: 'schedulePublish',
        input: {
          type,
          doc: { relationTo: 'content-items', value: id },
          user: { relationTo: 'users', value: admin.user.id },
        },
        waitUntil: new Date(Date.now() + inMs),
      })

    await schedule('publish', 1500)
    await payload.jobs.run({ queue: 'default' })
    expect(await shownTitle()).toBe(`${tag} Flood report`)
    await new Promise((resolve) => setTimeout(resolve, 1600))
    await payload.jobs.run({ queue: 'default' })
    expect(await shownTitle()).toBe(`${tag} নির্ধারিত শিরোনাম`)

    await schedule('unpublish', 0)
    await payload.jobs.run({ queue: 'default' })
    expect(await shownTitle()).toBe(404)
    // Each landing is in the activity log, under the administrator who scheduled it.
    const { docs } = await payload.find({
      collection: 'activity',
      where: { resource: { equals: 'content-items' }, docId: { equals: String(id) } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(docs.map((d) => [d.action, d.username])).toEqual([
      ['create', admin.username],
      ['draft', admin.username],
      ['update', admin.username],
      ['draft', admin.username],
    ])
  })

  it("POST /api/schedules takes a time of the organisation's clock; GET lists what is to come; DELETE cancels; a past time or an unknown record is refused", async () => {
    const tag = unique('sched-api')
    const id = (
      await call(contentListRoute.POST as Handler, 'POST', '/api/content?locale=en&draft=true', {
        body: { ...contentItem(tag), sectionId: unique('sect').toLowerCase() },
      })
    ).body.data.id
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000)
    const at = toWallTime(inAnHour, 'Asia/Dhaka')
    const created = await call(schedulesRoute.POST as Handler, 'POST', '/api/schedules', {
      body: { collection: 'content-items', id, action: 'publish', at },
    })
    expect(created).toMatchObject({
      status: 201,
      body: {
        success: true,
        data: { collection: 'content-items', docId: id, action: 'publish', localTime: at, timeZone: 'Asia/Dhaka' },
      },
    })
    // Dhaka is six hours ahead of UTC.
    expect(new Date(created.body.data.at as string).getTime()).toBe(Date.parse(`${at}:00Z`) - 6 * 60 * 60 * 1000)

    const listed = await call(schedulesRoute.GET as Handler, 'GET', `/api/schedules?collection=content-items&id=${id}`)
    expect((listed.body.data as unknown as { id: number }[]).map((s) => s.id)).toEqual([created.body.data.id])
    expect(
      (
        await call(schedulesRoute.GET as Handler, 'GET', `/api/schedules?collection=content-items&id=${id}`, {
          as: 'visitor',
        })
      ).status,
    ).toBe(401)

    const past = await call(schedulesRoute.POST as Handler, 'POST', '/api/schedules', {
      body: { collection: 'content-items', id, action: 'publish', at: '2020-01-01T10:00' },
    })
    expect(past).toMatchObject({ status: 400, body: { errors: { at: 'Choose a time in the future.' } } })
    const missing = await call(schedulesRoute.POST as Handler, 'POST', '/api/schedules', {
      body: { collection: 'members', id: 999999999, action: 'publish', at },
    })
    expect(missing.status).toBe(404)

    const scheduleId = String(created.body.data.id)
    expect(
      await call(scheduleRoute.DELETE as Handler, 'DELETE', `/api/schedules/${scheduleId}`, {
        params: { id: scheduleId },
      }),
    ).toMatchObject({ status: 200, body: { data: { id: created.body.data.id } } })
    expect(
      (await call(schedulesRoute.GET as Handler, 'GET', `/api/schedules?collection=content-items&id=${id}`)).body.data,
    ).toEqual([])
    expect(
      (
        await call(scheduleRoute.DELETE as Handler, 'DELETE', `/api/schedules/${scheduleId}`, {
          params: { id: scheduleId },
        })
      ).status,
    ).toBe(404)
  })

  it('a photo uploaded as a draft stays out of the gallery until an empty change publishes it', async () => {
    const title = unique('Delta wetlands')
    const data = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 120, b: 90 } } })
      .jpeg()
      .toBuffer()
    const file = { data, name: 'wetlands.jpg', mimetype: 'image/jpeg', size: data.length }
    const photo = await createPhoto(payload, {
      fields: { title, category: 'ecosystem', isActive: true },
      file,
      locale: 'en',
      user: admin.user,
      draft: true,
    })
    const inGallery = async () =>
      (await listPhotos(payload, { category: 'ecosystem', locale: 'en', user: null })).items.some(
        (p) => p.id === photo.id,
      )
    expect(await inGallery()).toBe(false)
    await updatePhoto(payload, { id: photo.id, fields: {}, locale: 'en', user: admin.user })
    expect(await inGallery()).toBe(true)
  })
})
