import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { startCluster, type Cluster } from '../../scripts/lib/embedded-postgres'
import { send } from '../security/http'
import {
  alive,
  holdPort,
  nextServersOf,
  postmaster,
  sleep,
  startSite,
  unavailableBody,
  type Site,
  withoutSeed,
} from './helpers'

// docs/decisions/014-several-instances.md: two instances of the site on one PostgreSQL, the
// second started with MIGRATE_ON_START=false SEED_ON_START=false and sharing only the database,
// PAYLOAD_SECRET and MEDIA_DIR. A save on either is on the other's public pages (their HTML,
// served from Next's page cache) within 2 s, also after PostgreSQL restarted.
// docs/decisions/012-*: with DATABASE_URL the site starts nothing; when that PostgreSQL server
// restarts (an administrator's restart, or a crash), the site answers 503 meanwhile and
// reconnects by itself, without a restart.

const within = 2_000

test.describe('two instances on one database', () => {
  test.describe.configure({ mode: 'serial' })
  let dir: string
  let cluster: Cluster
  let a: Site
  let b: Site
  let apiA: APIRequestContext
  let apiB: APIRequestContext
  let auth: Record<string, string>
  const admin = { username: 'ops-admin', password: randomBytes(12).toString('base64url') }
  /** The restarts of PostgreSQL this file has caused so far. */
  let restarts = 0

  test.beforeAll(async () => {
    test.setTimeout(420_000)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-ops-two-'))
    fs.chmodSync(dir, 0o711)
    // The managed PostgreSQL both instances use, kept running by the test as by its host.
    cluster = await startCluster({ dataDir: path.join(dir, 'pg'), persistent: true, keepRunning: true })
    await cluster.createDatabase('site')
    const shared = {
      ...process.env,
      ...withoutSeed,
      DATABASE_URL: cluster.urlFor('site'),
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      MEDIA_DIR: path.join(dir, 'media'),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
    }
    // One after the other: the first migrates (and builds when the sources changed).
    a = await startSite({ ...shared, DATA_DIR: path.join(dir, 'a') })
    b = await startSite({ ...shared, DATA_DIR: path.join(dir, 'b'), MIGRATE_ON_START: 'false' })
    apiA = await playwrightRequest.newContext({ baseURL: a.baseURL })
    apiB = await playwrightRequest.newContext({ baseURL: b.baseURL })
    const login = await apiA.post('/api/login', { data: admin })
    expect(login.status(), await login.text()).toBe(200)
    auth = { Authorization: `Bearer ${(await login.json()).data.token}` }
  })

  test.afterAll(async () => {
    await apiA?.dispose()
    await apiB?.dispose()
    await Promise.all([a?.stop(), b?.stop()])
    await cluster?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  /** Renders the page once and checks that it is now served from the instance's page cache. */
  async function cached(api: APIRequestContext, page: string, without: string) {
    await api.get(page)
    const res = await api.get(page)
    expect(res.status(), page).toBe(200)
    expect(res.headers()['x-nextjs-cache'], `${page} is a cached page`).toBe('HIT')
    expect(await res.text()).not.toContain(without)
  }

  /** How long after `since` the page's HTML showed `text` (polled every 50 ms for up to 5 s). */
  async function shownAfter(api: APIRequestContext, page: string, text: string, since: number): Promise<number> {
    for (;;) {
      const html = await (await api.get(page)).text()
      if (html.includes(text)) return Date.now() - since
      if (Date.now() - since > 5_000) throw new Error(`${page} still does not show "${text}" after 5 s`)
      await sleep(50)
    }
  }

  const stamp = () => Date.now().toString(36)

  test("a content item saved on one instance is on the other's cached page within 2 s, both ways", async () => {
    const page = '/?tab=research&section=areas&lang=en'
    const title = `Delta salinity atlas ${stamp()}`
    // The same session works on both: one PAYLOAD_SECRET.
    expect((await apiB.get('/api/me', { headers: auth })).status()).toBe(200)

    await cached(apiA, page, title)
    await cached(apiB, page, title)
    // A visitor's API read on the second instance, kept there until a save expires it.
    const visitorTitles = async () =>
      ((await (await apiB.get('/api/content?tabId=research&sectionId=areas')).json()).data as { title: string }[]).map(
        (i) => i.title,
      )
    expect(await visitorTitles()).not.toContain(title)
    const created = await apiA.post('/api/content', {
      headers: auth,
      data: {
        tabId: 'research',
        sectionId: 'areas',
        title,
        content: '<p>Saved on the first instance.</p>',
        displayOrder: 1,
        isActive: true,
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const savedAt = Date.now()
    expect(await shownAfter(apiB, page, title, savedAt)).toBeLessThan(within)
    expect(await shownAfter(apiA, page, title, savedAt)).toBeLessThan(within)
    await expect.poll(visitorTitles, { timeout: within, intervals: [50] }).toContain(title)

    // The other way round: an edit on the second instance, seen on the first.
    const renamed = `${title} (revised)`
    await cached(apiA, page, renamed)
    const id = (await created.json()).data.id
    const edited = await apiB.patch(`/api/content/${id}`, { headers: auth, data: { title: renamed } })
    expect(edited.status(), await edited.text()).toBe(200)
    expect(await shownAfter(apiA, page, renamed, Date.now())).toBeLessThan(within)

    // A French page of the same section, cached on B, follows a French translation saved on A.
    const frPage = '/?tab=research&section=areas&lang=fr'
    const frTitle = `Atlas de salinité ${stamp()}`
    await cached(apiB, frPage, frTitle)
    const translated = await apiA.patch(`/api/content/${id}?locale=fr`, {
      headers: auth,
      data: { title: frTitle, content: '<p>Traduit.</p>' },
    })
    expect(translated.status(), await translated.text()).toBe(200)
    expect(await shownAfter(apiB, frPage, frTitle, Date.now())).toBeLessThan(within)

    // A deletion too.
    await cached(apiB, page, 'nothing')
    expect((await apiA.delete(`/api/content/${id}`, { headers: auth })).status()).toBe(200)
    const deletedAt = Date.now()
    await expect
      .poll(async () => (await (await apiB.get(page)).text()).includes(renamed), { timeout: within, intervals: [50] })
      .toBe(false)
    expect(Date.now() - deletedAt).toBeLessThan(within)
  })

  test("a submenu added on one instance is in the other's header on every cached page", async () => {
    const name = `Field stations ${stamp()}`
    const pages = ['/?lang=en', '/?tab=about&section=board&lang=en']
    for (const page of pages) await cached(apiA, page, name)
    const created = await apiB.post('/api/submenus', {
      headers: auth,
      data: { tabId: 'research', sectionId: `stations-${stamp()}`, name, displayOrder: 9, isActive: true },
    })
    expect(created.status(), await created.text()).toBe(201)
    const savedAt = Date.now()
    for (const page of pages) expect(await shownAfter(apiA, page, name, savedAt)).toBeLessThan(within)
  })

  test('a portrait uploaded on one instance is shown and served by the other (shared MEDIA_DIR)', async () => {
    const page = '/?tab=about&section=team&lang=en'
    const name = `Rafiq Chowdhury ${stamp()}`
    await cached(apiB, page, name)
    const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#2a7' } })
      .jpeg()
      .toBuffer()
    const created = await apiA.post('/api/members', {
      headers: auth,
      multipart: {
        name,
        title: 'Hydrologist',
        memberType: 'team',
        displayOrder: '9',
        image: { name: 'rafiq.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    expect(await shownAfter(apiB, page, name, Date.now())).toBeLessThan(within)
    const html = await (await apiB.get(page)).text()
    const src = html.match(/<img src="(\/api\/cms\/media\/file\/[^"]+)"/)?.[1]
    expect(src, 'the portrait is on the page').toBeTruthy()
    const image = await apiB.get(src!.replace(/&amp;/g, '&'))
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/webp')
  })

  test('while PostgreSQL restarts: 503 with Retry-After, 200 again once it is back, same Next server', async () => {
    test.setTimeout(120_000)
    const { baseURL } = a
    // API reads no other test of this file makes on this instance.
    expect((await send(baseURL, { path: '/api/content?tabId=research' })).status).toBe(200)
    const nextServers = nextServersOf(a.process)
    expect(nextServers.length).toBeGreaterThan(0)
    const before = postmaster(path.join(dir, 'pg'))

    // SIGINT is PostgreSQL's fast shutdown, an administrator's restart: open sessions are told
    // 57P01 admin_shutdown. The port is then held, so that it stays away for a while.
    process.kill(before.pid, 'SIGINT')
    restarts++
    const stoppedAt = Date.now()
    await expect.poll(() => alive(before.pid), { timeout: 10_000, intervals: [20] }).toBe(false)
    const blocker = await holdPort(before.port)
    try {
      await expect
        .poll(async () => (await send(baseURL, { path: '/api/health' })).status, { timeout: 5_000, intervals: [100] })
        .toBe(503)
      // A list read before is answered from the cache; one never read needs the database.
      expect((await send(baseURL, { path: '/api/content?tabId=research' })).status).toBe(200)
      for (const target of ['/api/content?tabId=policy', '/api/submenus?tabId=research']) {
        const res = await send(baseURL, { path: target })
        expect(res.status, `${target}: ${res.text.slice(0, 200)}`).toBe(503)
        expect(res.headers['retry-after'], target).toBe('5')
        expect(res.json(), target).toEqual(unavailableBody)
      }
    } finally {
      await new Promise((r) => blocker.close(r))
    }
    await expect
      .poll(async () => (await send(baseURL, { path: '/api/health' })).status, { timeout: 20_000, intervals: [250] })
      .toBe(200)
    expect((await send(baseURL, { path: '/api/content?tabId=research' })).status).toBe(200)
    expect(Date.now() - stoppedAt).toBeLessThan(25_000)
    expect(nextServersOf(a.process)).toEqual(nextServers)
    expect(a.process.exitCode).toBeNull()
    expect(a.output()).not.toMatch(/unexpected error/)
  })

  test('after PostgreSQL restarts, each instance listens again and saves still travel within 2 s', async () => {
    test.setTimeout(120_000)
    const page = '/?tab=research&section=areas&lang=en'
    // Each listener says so once it first listens and after every restart of PostgreSQL: this
    // restart's line comes after those of the restarts before it.
    const reconnections = (site: Site) => site.output().match(/cache bus: listening again after/g)?.length ?? 0
    for (const site of [a, b])
      await expect.poll(() => reconnections(site), { timeout: 30_000, intervals: [200] }).toBe(1 + restarts)
    restarts++
    const before = postmaster(path.join(dir, 'pg'))
    process.kill(before.pid, 'SIGKILL')
    await expect.poll(() => alive(before.pid), { timeout: 10_000, intervals: [20] }).toBe(false)
    // The test's cluster starts PostgreSQL again; both listeners reconnect on their own.
    for (const site of [a, b]) {
      await expect.poll(() => reconnections(site), { timeout: 30_000, intervals: [200] }).toBe(1 + restarts)
      await expect
        .poll(async () => (await (site === a ? apiA : apiB).get('/api/health')).status(), {
          timeout: 30_000,
          intervals: [250],
        })
        .toBe(200)
    }

    const title = `After the restart ${stamp()}`
    await cached(apiB, page, title)
    const created = await apiA.post('/api/content', {
      headers: auth,
      data: {
        tabId: 'research',
        sectionId: 'areas',
        title,
        content: '<p>Saved after PostgreSQL came back.</p>',
        displayOrder: 2,
        isActive: true,
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    expect(await shownAfter(apiB, page, title, Date.now())).toBeLessThan(within)
    for (const site of [a, b]) {
      expect(site.process.exitCode).toBeNull()
      expect(site.output()).not.toMatch(/unexpected error|could not expire/)
    }
  })
})
