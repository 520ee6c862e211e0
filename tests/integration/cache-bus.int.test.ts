import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cacheBusChannel,
  cacheTags,
  instanceId,
  listenForExpiry,
  type CacheTag,
  type Listener,
} from '../../src/core/cache/cache-bus'
import { lexicalParagraph } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

// docs/decisions/014-several-instances.md: a save announces its collection's tag on
// PostgreSQL's NOTIFY once it commits; every web server's listener expires what it hears.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A raw LISTEN connection of the test's own: what any other instance would receive. */
async function eavesdrop() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  const heard: { from: string; tags: string[] }[] = []
  client.on('notification', (m) => {
    if (m.channel === cacheBusChannel && m.payload) heard.push(JSON.parse(m.payload))
  })
  await client.connect()
  await client.query(`LISTEN ${cacheBusChannel}`)
  return { heard, close: () => client.end() }
}

describe('a save announces its tag to the other instances', () => {
  let ear: Awaited<ReturnType<typeof eavesdrop>>
  beforeAll(async () => {
    ear = await eavesdrop()
  })
  afterAll(async () => {
    await ear.close()
  })

  it('on commit, with this process as the sender, and not before', async () => {
    const payload = await testPayload()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.create({
      collection: 'submenus',
      data: { tabId: 'research', sectionId: unique('bus').toLowerCase(), name: 'Bus', displayOrder: 9, isActive: true },
      overrideAccess: true,
      req,
    })
    await sleep(300)
    // Another instance that re-rendered now would still read the old data: it must not hear yet.
    expect(ear.heard).toEqual([])
    await commitTransaction(req)
    await expect.poll(() => ear.heard, { timeout: 2_000 }).toEqual([{ from: instanceId(), tags: ['submenus'] }])
    ear.heard.length = 0
  })

  it('never for a change rolled back', async () => {
    const payload = await testPayload()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.create({
      collection: 'submenus',
      data: {
        tabId: 'research',
        sectionId: unique('bus').toLowerCase(),
        name: 'Gone',
        displayOrder: 9,
        isActive: true,
      },
      overrideAccess: true,
      req,
    })
    await killTransaction(req)
    await sleep(500)
    expect(ear.heard).toEqual([])
  })

  it('for content items created, updated and deleted, and members', async () => {
    const payload = await testPayload()
    const item = await payload.create({
      collection: 'content-items',
      data: {
        tabId: 'research',
        sectionId: 'climate',
        title: 'Bus item',
        content: lexicalParagraph('Bus item'),
        displayOrder: 1,
        isActive: true,
      },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'content-items',
      id: item.id,
      data: { title: 'Bus item, renamed' },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'content-items', id: item.id, overrideAccess: true })
    const member = await payload.create({
      collection: 'members',
      data: { name: unique('Bus Member'), title: 'Tester', memberType: 'team', displayOrder: 1, isActive: false },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'members', id: member.id, overrideAccess: true })
    await expect
      .poll(() => ear.heard.map((m) => m.tags.join()), { timeout: 2_000 })
      .toEqual(['content-items', 'content-items', 'content-items', 'members', 'members'])
    ear.heard.length = 0
  })
})

describe('the listener', () => {
  const expired: CacheTag[][] = []
  const lines: string[] = []
  let listener: Listener
  let admin: pg.Client
  const notify = (payload: string) => admin.query('SELECT pg_notify($1, $2)', [cacheBusChannel, payload])

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    listener = listenForExpiry({
      connectionString: process.env.DATABASE_URL!,
      expire: (tags) => void expired.push([...tags]),
      log: (l) => lines.push(l),
      retryMs: 100,
    })
    for (let i = 0; i < 50 && !listener.connected(); i++) await sleep(100)
  })
  afterAll(async () => {
    await listener?.stop()
    await admin?.end()
  })

  it('expires everything once when it connects, then what other instances announce', async () => {
    await expect.poll(() => expired, { timeout: 2_000 }).toEqual([[...cacheTags]])
    expired.length = 0
    await notify(JSON.stringify({ from: 'another-instance', tags: ['content-items', 'not-a-tag'] }))
    await expect.poll(() => expired, { timeout: 2_000 }).toEqual([['content-items']])
  })

  it("ignores its own process's announcements and anything that is not an announcement", async () => {
    expired.length = 0
    await notify(JSON.stringify({ from: instanceId(), tags: ['members'] }))
    await notify('not json')
    await notify(JSON.stringify({ from: 'another-instance', tags: ['users'] }))
    await notify(JSON.stringify({ tags: ['members'] }))
    await sleep(500)
    expect(expired).toEqual([])
  })

  it('reconnects when its connection is cut, and expires everything it may have missed', async () => {
    expired.length = 0
    const cut = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'site cache bus' AND pid <> pg_backend_pid()`,
    )
    expect(cut.rowCount).toBe(1)
    await expect.poll(() => expired, { timeout: 5_000 }).toEqual([[...cacheTags]])
    expect(lines.some((l) => /listening again after/.test(l))).toBe(true)
    expect(listener.connected()).toBe(true)
    await notify(JSON.stringify({ from: 'another-instance', tags: ['submenus'] }))
    await expect.poll(() => expired.at(-1), { timeout: 2_000 }).toEqual(['submenus'])
  })
})
