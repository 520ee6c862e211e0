import { handleEndpoints, type CollectionSlug, type Payload, type Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { inboxSlugs } from '../../src/core/plugins/inbox-export'
import { createAdmin } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

type InboxSlug = (typeof inboxSlugs)[number]

/** A valid submission of each Inbox collection, its text fields carrying `tag`. */
const submission = (collection: InboxSlug, tag: string, receivedAt: Date, extra: Record<string, unknown> = {}) => {
  const email = `${tag.toLowerCase()}-${receivedAt.getTime()}@example.org`
  const base = { name: `Rahim ${tag}`, email, status: 'new', receivedAt: receivedAt.toISOString() }
  const data = {
    'contact-messages': { ...base, subject: `Question ${tag}`, message: `A message long enough ${tag}.` },
    'newsletter-subscriptions': { ...base, consent: true },
    'software-requests': {
      ...base,
      organization: `Org ${tag}`,
      projectType: 'web-application',
      budget: 'discuss',
      timeline: 'flexible',
      requirements: `Requirements long enough to pass ${tag}.`,
    },
  }[collection]
  return { ...data, ...extra } as never
}

/** The list view's search: `like` on each of the collection's listSearchableFields, any of them. */
function listSearch(payload: Payload, collection: CollectionSlug, text: string): Where {
  const fields = payload.collections[collection].config.admin.listSearchableFields ?? []
  return { or: fields.map((field) => ({ [field]: { like: text } })) }
}

/** A call to Payload's REST API under /api/cms, as the Next route hands it over. */
async function rest(path: string, init: RequestInit = {}) {
  const { default: config } = await import('@payload-config')
  const request = new Request(`http://localhost/api/cms${path}`, init)
  return handleEndpoints({ config, path: new URL(request.url).pathname, request })
}

/** Payload's CSV download of the export drawer, as its Download button sends it. */
const download = (data: Record<string, unknown>, headers: Record<string, string> = {}) =>
  rest('/exports/download', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ data: { format: 'csv', ...data } }),
  })

describe('the Inbox collections in the panel', () => {
  let admin: Awaited<ReturnType<typeof createAdmin>>
  let auth: Record<string, string>

  beforeAll(async () => {
    const payload = await testPayload()
    admin = await createAdmin(payload)
    const { token } = await payload.login({
      collection: 'users',
      data: { username: admin.username, password: admin.password },
    })
    auth = { Authorization: `JWT ${token}` }
  })

  it.each(inboxSlugs)('%s lists the newest first', async (collection) => {
    const payload = await testPayload()
    const tag = unique('order')
    const start = Date.now() - 60_000
    for (const minutes of [1, 3, 2]) {
      await payload.create({
        collection,
        data: submission(collection, tag, new Date(start + minutes * 1000)),
        overrideAccess: true,
      })
    }
    const { docs } = await payload.find({
      collection,
      where: listSearch(payload, collection, tag),
      user: admin.user,
      overrideAccess: false,
    })
    const times = docs.map((d) => new Date(d.receivedAt).getTime())
    expect(times).toHaveLength(3)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it.each(inboxSlugs)('%s: visitors read nothing, through the Local API or /api/cms', async (collection) => {
    const payload = await testPayload()
    const doc = await payload.create({
      collection,
      data: submission(collection, unique('anon'), new Date()),
      overrideAccess: true,
    })
    await expect(payload.find({ collection, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    await expect(payload.findByID({ collection, id: doc.id, overrideAccess: false })).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      payload.update({ collection, id: doc.id, data: { status: 'read' }, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    expect((await rest(`/${collection}`)).status).toBe(403)
    expect((await rest(`/${collection}/${doc.id}`)).status).toBe(403)
    expect((await rest(`/${collection}?where[status][equals]=new`)).status).toBe(403)
    expect((await rest(`/${collection}`, { headers: auth })).status).toBe(200)
  })

  it.each(inboxSlugs)('%s: an administrator changes the status', async (collection) => {
    const payload = await testPayload()
    const doc = await payload.create({
      collection,
      data: submission(collection, unique('status'), new Date()),
      overrideAccess: true,
    })
    expect(doc.status).toBe('new')
    const read = await payload.update({
      collection,
      id: doc.id,
      data: { status: 'read' },
      user: admin.user,
      overrideAccess: false,
    })
    expect(read.status).toBe('read')
    const archived = await payload.update({
      collection,
      id: doc.id,
      data: { status: 'archived' },
      user: admin.user,
      overrideAccess: false,
    })
    expect(archived.status).toBe('archived')
    await expect(
      payload.update({
        collection,
        id: doc.id,
        data: { status: 'spam' as never },
        user: admin.user,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it("the dashboard's link filters the list by status, as Payload's REST reads it", async () => {
    const payload = await testPayload()
    const tag = unique('filter')
    await payload.create({
      collection: 'contact-messages',
      data: submission('contact-messages', tag, new Date(), { status: 'read' }),
      overrideAccess: true,
    })
    const fresh = await payload.create({
      collection: 'contact-messages',
      data: submission('contact-messages', tag, new Date()),
      overrideAccess: true,
    })
    const res = await rest(
      `/contact-messages?where[status][equals]=new&where[subject][like]=${encodeURIComponent(tag)}`,
      { headers: auth },
    )
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.docs.map((d: { id: number }) => d.id)).toEqual([fresh.id])
  })

  it('the list search looks through the text fields', async () => {
    const payload = await testPayload()
    const tag = unique('search')
    const message = await payload.create({
      collection: 'contact-messages',
      data: submission('contact-messages', 'other', new Date(), {
        message: `Flood maps for ${tag} please.`,
        email: `${tag.toLowerCase()}@example.org`,
      }),
      overrideAccess: true,
    })
    const request = await payload.create({
      collection: 'software-requests',
      data: submission('software-requests', 'other', new Date(), { additionalInfo: `Deadline ${tag}` }),
      overrideAccess: true,
    })
    const find = (collection: InboxSlug, text: string) =>
      payload.find({
        collection,
        where: listSearch(payload, collection, text),
        user: admin.user,
        overrideAccess: false,
      })
    expect((await find('contact-messages', tag)).docs.map((d) => d.id)).toEqual([message.id])
    expect((await find('contact-messages', `${tag.toLowerCase()}@example`)).docs.map((d) => d.id)).toEqual([message.id])
    expect((await find('software-requests', tag)).docs.map((d) => d.id)).toEqual([request.id])
    expect((await find('newsletter-subscriptions', tag)).docs).toHaveLength(0)
  })
})

describe('CSV export of the Inbox', () => {
  let auth: Record<string, string>

  beforeAll(async () => {
    const payload = await testPayload()
    const { username, password } = await createAdmin(payload)
    const { token } = await payload.login({ collection: 'users', data: { username, password } })
    auth = { Authorization: `JWT ${token}` }
  })

  it('downloads a header row and one escaped, formula-safe row per message, newest first', async () => {
    const payload = await testPayload()
    const tag = unique('csv')
    const older = await payload.create({
      collection: 'contact-messages',
      data: submission('contact-messages', tag, new Date(Date.now() - 5000), {
        subject: `=HYPERLINK("http://evil.example","${tag}")`,
        name: '@Rahim',
      }),
      overrideAccess: true,
    })
    const newer = await payload.create({
      collection: 'contact-messages',
      data: submission('contact-messages', tag, new Date(), {
        message: `Line one, with "quotes" ${tag}\nline two`,
        name: '+8801700000000',
        status: 'read',
      }),
      overrideAccess: true,
    })

    const res = await download(
      { collectionSlug: 'contact-messages', where: { email: { like: tag.toLowerCase() } }, sort: '-receivedAt' },
      auth,
    )
    expect(res.status, await res.clone().text()).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/csv/)
    const csv = await res.text()
    const [header, ...rest] = csv.trimEnd().split(/\r?\n/)
    expect(header.split(',')).toEqual(
      expect.arrayContaining(['id', 'name', 'email', 'subject', 'message', 'status', 'receivedAt', 'createdAt']),
    )
    const body = rest.join('\n')
    // The newer message first; its quotes doubled, its comma and line break kept inside quotes.
    expect(body.indexOf(String(newer.id))).toBeLessThan(body.indexOf(`\n${older.id},`))
    expect(body).toContain(`"Line one, with ""quotes"" ${tag}\nline two"`)
    // Cells a spreadsheet would run as formulas start with an apostrophe.
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""${tag}"")"`)
    expect(body).toContain("'@Rahim")
    expect(body).toContain("'+8801700000000")
    expect(body).not.toMatch(/(^|,)=HYPERLINK/m)
  })

  it('honours the list filter (the dashboard link: status new)', async () => {
    const payload = await testPayload()
    const tag = unique('csvfilter')
    await payload.create({
      collection: 'newsletter-subscriptions',
      data: submission('newsletter-subscriptions', tag, new Date(), { status: 'read' }),
      overrideAccess: true,
    })
    const fresh = await payload.create({
      collection: 'newsletter-subscriptions',
      data: submission('newsletter-subscriptions', tag, new Date()),
      overrideAccess: true,
    })
    const res = await download(
      {
        collectionSlug: 'newsletter-subscriptions',
        where: { and: [{ status: { equals: 'new' } }, { email: { like: tag.toLowerCase() } }] },
      },
      auth,
    )
    expect(res.status).toBe(200)
    const rows = (await res.text()).trimEnd().split(/\r?\n/)
    expect(rows).toHaveLength(2)
    expect(rows[1]).toContain(fresh.email)
  })

  it.each(inboxSlugs)('exports %s as CSV', async (collection) => {
    const payload = await testPayload()
    const tag = unique('each')
    const doc = await payload.create({
      collection,
      data: submission(collection, tag, new Date()),
      overrideAccess: true,
    })
    const res = await download({ collectionSlug: collection, where: { id: { equals: doc.id } } }, auth)
    expect(res.status).toBe(200)
    const rows = (await res.text()).trimEnd().split(/\r?\n/)
    expect(rows).toHaveLength(2)
    expect(rows[0].split(',')).toEqual(expect.arrayContaining(['name', 'email', 'status']))
    expect(rows[1]).toContain(doc.email)
  })

  it.each(['users', 'mail-outbox', 'activity', 'member-bios'])(
    'refuses to export %s, which is not the Inbox (second review, row 9)',
    async (collection) => {
      const res = await download({ collectionSlug: collection }, auth)
      expect(res.status).toBe(400)
      expect(await res.text()).not.toMatch(/password|hash|salt/i)
      const preview = await rest('/exports/export-preview', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...auth },
        body: JSON.stringify({ collectionSlug: collection, format: 'csv' }),
      })
      expect(preview.status).toBe(400)
      const create = await rest('/exports', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...auth },
        body: JSON.stringify({ collectionSlug: collection, format: 'csv' }),
      })
      expect(create.status).toBe(400)
    },
  )

  it('refuses visitors: 401 without a session, and no export records for them', async () => {
    const res = await download({ collectionSlug: 'contact-messages' })
    expect(res.status).toBe(401)
    expect(await res.text()).not.toContain('@example.org')
    const preview = await rest('/exports/export-preview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ collectionSlug: 'contact-messages', format: 'csv' }),
    })
    expect(preview.status).toBe(401)
    expect((await rest('/exports')).status).toBe(403)
    const create = await rest('/exports', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ collectionSlug: 'contact-messages', format: 'csv' }),
    })
    expect(create.status).toBe(403)
  })

  it('refuses a forged token', async () => {
    const res = await download({ collectionSlug: 'contact-messages' }, { Authorization: 'JWT not-a-token' })
    expect(res.status).toBe(401)
  })

  it('offers CSV only, and no import', async () => {
    const payload = await testPayload()
    expect((payload.collections as Record<string, unknown>).imports).toBeUndefined()
    const res = await download({ collectionSlug: 'contact-messages', format: 'json' }, auth)
    expect(res.status).toBe(400)
  })
})
