import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { formMessages, messages } from '../e2e/site/messages'
import { send, type Reply } from '../security/http'
import { freePort } from '../../scripts/lib/free-port'
import {
  alive,
  descendants,
  holdPort,
  nextServersOf,
  postmaster,
  removeSite,
  root,
  sleep,
  startSite,
  stopCleanly,
  unavailableBody,
  type Site,
  withoutSeed,
} from './helpers'

// docs/decisions/012-self-healing-database.md: a site started by `npm start` without
// DATABASE_URL owns its embedded PostgreSQL. When that server dies, the site answers 503 with
// Retry-After (never 500) and keeps serving cached pages, the start script brings PostgreSQL
// back on the same port, and the running Next server carries on with it, unrestarted.

test.describe('the embedded PostgreSQL heals itself', () => {
  test.describe.configure({ mode: 'serial' })
  let dir: string
  let dataDir: string
  let site: Site
  let env: NodeJS.ProcessEnv

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-ops-'))
    fs.chmodSync(dir, 0o711)
    dataDir = path.join(dir, 'data')
    env = { ...process.env, ...withoutSeed, DATA_DIR: dataDir, MEDIA_DIR: path.join(dir, 'media') }
    // No DATABASE_URL: the start script starts and owns an embedded PostgreSQL in DATA_DIR.
    delete env.DATABASE_URL
    site = await startSite(env)
  })

  test.afterAll(() => removeSite(site, dataDir, dir))

  test("a second npm start on the same DATA_DIR or port refuses at once, npm run migrate joins: none stops the running site's PostgreSQL", async () => {
    test.setTimeout(120_000)
    const before = postmaster(path.join(dataDir, 'postgres'))
    const run = (script: string, extra: Record<string, string> = {}) =>
      spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts', script)], {
        cwd: root,
        env: { ...env, ...extra },
        encoding: 'utf8',
        timeout: 90_000,
      })

    const second = run('start.ts', { PORT: String(await freePort()) })
    // The start script runs in the node process tsx starts below site.process.
    const owner = Number(fs.readFileSync(path.join(dataDir, 'postgres.owner'), 'utf8'))
    expect(descendants(site.process.pid!).map((p) => p.pid)).toContain(owner)
    expect(second.status, second.stdout + second.stderr).toBe(1)
    expect(second.stderr).toContain(`is in use by npm start (process ${owner})`)
    expect(second.stderr).toContain('give this one a DATA_DIR (and a PORT) of its own')
    expect(second.stdout + second.stderr).not.toMatch(/stopping a PostgreSQL|\n\s+at /)

    // Another folder but the same port: refused before any database or build is started.
    const otherData = path.join(dir, 'other-data')
    const samePort = run('start.ts', { DATA_DIR: otherData, PORT: new URL(site.baseURL).port })
    expect(samePort.status, samePort.stdout + samePort.stderr).toBe(1)
    expect(samePort.stderr).toContain(`Port ${new URL(site.baseURL).port} is already in use`)
    expect(samePort.stderr).not.toMatch(/\n\s+at /)
    expect(fs.existsSync(path.join(otherData, 'postgres'))).toBe(false)
    const badPort = run('start.ts', { DATA_DIR: otherData, PORT: 'eighty' })
    expect(badPort.status).toBe(1)
    expect(badPort.stderr).toContain('PORT must be a port number from 1 to 65535, not "eighty".')

    const migrate = run('migrate.ts')
    expect(migrate.status, migrate.stdout + migrate.stderr).toBe(0)
    expect(migrate.stdout).toContain(`using the embedded PostgreSQL that process ${owner} runs`)

    // The same postmaster throughout, never restarted, and the site still reads its database.
    expect(postmaster(path.join(dataDir, 'postgres'))).toEqual(before)
    expect(alive(before.pid)).toBe(true)
    expect(site.output()).not.toMatch(/embedded PostgreSQL stopped/)
    expect((await send(site.baseURL, { path: '/api/health' })).status).toBe(200)
    expect((await send(site.baseURL, { path: '/api/content?tabId=about' })).status).toBe(200)
  })

  test('a killed postmaster: 503 with Retry-After meanwhile, cached pages and API reads still served, back within 15 s on the same Next server', async () => {
    test.setTimeout(120_000)
    const { baseURL } = site
    const health = await send(baseURL, { path: '/api/health' })
    expect(health.headers['cache-control']).toBe('no-store')
    expect(health.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'up' } })
    expect(new Date(health.json().data.time).toISOString()).toBe(health.json().data.time)
    // The home page, rendered once, is in Next's cache from now on.
    expect((await send(baseURL, { path: '/?lang=en' })).status).toBe(200)
    expect((await send(baseURL, { path: '/api/content?tabId=research' })).status).toBe(200)

    const nextServers = nextServersOf(site.process)
    expect(nextServers.length).toBeGreaterThan(0)
    const before = postmaster(path.join(dataDir, 'postgres'))
    expect(alive(before.pid)).toBe(true)

    process.kill(before.pid, 'SIGKILL')
    const killedAt = Date.now()
    // PostgreSQL would be back in about a second; keep its port taken for a few, so that the
    // outage can be looked at (the start script keeps trying meanwhile).
    const blocker = await holdPort(before.port)
    try {
      await expect
        .poll(async () => (await send(baseURL, { path: '/api/health' })).status, { timeout: 5_000, intervals: [100] })
        .toBe(503)
      const down = await send(baseURL, { path: '/api/health' })
      expect(down.headers['cache-control']).toBe('no-store')
      expect(down.json()).toEqual({
        ...unavailableBody,
        data: {
          status: 'degraded',
          database: 'down',
          migrations: 'unknown',
          phase: 'serving',
          time: expect.any(String),
        },
      })
      // Liveness stays 200: restarting the process would not bring the database back.
      const live = await send(baseURL, { path: '/api/health/live' })
      expect(live.status).toBe(200)
      expect(live.json().data).toMatchObject({ status: 'live', phase: 'serving' })

      // What visitors read before stays readable from the cache, like the pages (docs/decisions/018-*).
      const cached = await send(baseURL, { path: '/api/content?tabId=research' })
      expect(cached.status, cached.text.slice(0, 200)).toBe(200)
      expect(cached.json().success).toBe(true)
      for (const target of ['/api/content?tabId=policy', '/api/gallery', '/api/content/1']) {
        const res = await send(baseURL, { path: target })
        expect(res.status, `${target}: ${res.text.slice(0, 200)}`).toBe(503)
        expect(Number(res.headers['retry-after']), target).toBeGreaterThan(0)
        expect(res.json(), target).toEqual(unavailableBody)
      }
      const contact = await send(baseURL, {
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Outage Tester',
          email: 'outage@example.org',
          subject: 'During the outage',
          message: 'Sent while the database was away.',
        }),
      })
      expect(contact.status, contact.text.slice(0, 200)).toBe(503)
      expect(contact.headers['retry-after']).toBeTruthy()

      const page = await send(baseURL, { path: '/?lang=en' })
      expect(page.status).toBe(200)
      expect(page.text).toContain('<html')
      // A page never rendered before cannot be: the visitor reads why, in their language.
      const uncached = await send(baseURL, { path: '/?lang=fr&tab=policy', headers: { 'accept-encoding': 'gzip, br' } })
      expect(uncached.status, uncached.text.slice(0, 300)).toBe(503)
      expect(uncached.headers['retry-after']).toBe('5')
      expect(uncached.headers['cache-control']).toBe('no-store')
      expect(uncached.text).toContain('<html lang="fr" dir="ltr">')
      expect(uncached.text).toContain(`<h1>${messages('fr').errorPage.unavailableTitle}</h1>`)
      expect(uncached.text).toContain(formMessages('fr').errors.unavailable)
    } finally {
      await new Promise((r) => blocker.close(r))
    }

    await expect
      .poll(async () => (await send(baseURL, { path: '/api/health' })).status, {
        timeout: 15_000 - (Date.now() - killedAt),
        intervals: [250],
      })
      .toBe(200)
    expect(Date.now() - killedAt).toBeLessThan(15_000)
    expect((await send(baseURL, { path: '/api/content?tabId=research' })).status).toBe(200)
    expect((await send(baseURL, { path: '/api/gallery' })).status).toBe(200)

    // The same PostgreSQL data and port, a new postmaster, and the same Next server.
    const after = postmaster(path.join(dataDir, 'postgres'))
    expect(after.port).toBe(before.port)
    expect(after.pid).not.toBe(before.pid)
    for (const pid of nextServers) expect(alive(pid), `Next server ${pid}`).toBe(true)
    expect(nextServersOf(site.process)).toEqual(nextServers)
    expect(site.process.exitCode).toBeNull()
    expect(site.output().match(/embedded PostgreSQL stopped; started again/g)).toHaveLength(1)
    expect(site.output()).not.toMatch(/unexpected error/)
  })

  // Issue #30, on the same site: the database away is never an authentication failure. While
  // PostgreSQL cannot be reached, an administrator's valid Bearer token or session cookie cannot be
  // checked: the answer is 503 with Retry-After (the contract's shape on every API, the failed page
  // on the panel's pages), never 401, 403, 500 or the login page; once it is back, the same token
  // works. (Once tests/ops/outage-credentials.ops.ts, with a site of its own.)
  test('a valid token or session cookie gets 503 with Retry-After meanwhile, on /api, /api/cms, GraphQL and /admin, and works again after', async () => {
    test.setTimeout(120_000)
    const { baseURL } = site
    const login = await send(baseURL, {
      method: 'POST',
      path: '/api/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: process.env.ADMIN_USERNAME ?? 'admin', password: process.env.ADMIN_PASSWORD }),
    })
    expect(login.status, login.text.slice(0, 200)).toBe(200)
    const token: string = login.json().data.token
    const bearer = { authorization: `Bearer ${token}` }
    // The panel as a browser opens it: the session cookie, on a navigation typed in the address bar.
    const session = {
      cookie: `payload-token=${token}`,
      'sec-fetch-site': 'none',
      'sec-fetch-mode': 'navigate',
      accept: 'text/html',
    }
    const graphql = {
      method: 'POST',
      path: '/api/cms/graphql',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ Users { docs { id username } } }' }),
    }
    const contentWrite = {
      tabId: 'research',
      sectionId: 'areas',
      title: 'Written during the outage',
      content: '<p>Never stored.</p>',
      displayOrder: 90,
      isActive: true,
    }

    // Before: the token opens everything.
    expect((await send(baseURL, { path: '/api/me', headers: bearer })).status).toBe(200)
    expect((await send(baseURL, { path: '/api/cms/users/me', headers: bearer })).json().user?.username).toBeTruthy()
    expect((await send(baseURL, graphql)).json().data?.Users?.docs?.length).toBeGreaterThan(0)
    const panel = await send(baseURL, { path: '/admin', headers: session })
    expect(panel.status, panel.text.slice(0, 200)).toBe(200)
    // A forged cookie, checked without the database, is still sent to log in (by the page, once
    // Payload's shell is on its way: tests/e2e/admin/guard.e2e.ts follows it in a browser).
    const forged = await send(baseURL, {
      path: '/admin/collections/content-items',
      headers: { ...session, cookie: 'payload-token=not-a-real-token' },
    })
    expect(forged.status).toBeLessThan(400)
    expect(forged.headers.location ?? forged.text, 'a redirect to the login page').toMatch(
      /\/admin[-/]login\?redirect=/,
    )

    const before = postmaster(path.join(dataDir, 'postgres'))
    process.kill(before.pid, 'SIGKILL')
    // The start script would bring PostgreSQL back within a second: its port stays taken (every
    // connection hung up on) for as long as the outage is looked at.
    const blocker = await holdPort(before.port)
    try {
      await expect
        .poll(async () => (await send(baseURL, { path: '/api/health' })).status, { timeout: 5_000, intervals: [100] })
        .toBe(503)

      const unavailableJson = (res: Reply, what: string) => {
        expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBe(503)
        expect(res.headers['retry-after'], what).toBe('5')
        expect(res.headers['cache-control'], what).toBe('no-store')
        expect(res.json(), what).toEqual(unavailableBody)
      }
      // The contract: a write and a read of the administrator's own, with the valid token.
      unavailableJson(
        await send(baseURL, {
          method: 'POST',
          path: '/api/content',
          headers: { ...bearer, 'content-type': 'application/json' },
          body: JSON.stringify(contentWrite),
        }),
        'POST /api/content',
      )
      unavailableJson(
        await send(baseURL, { method: 'DELETE', path: '/api/content/1', headers: bearer }),
        'DELETE /api/content/1',
      )
      unavailableJson(await send(baseURL, { path: '/api/me', headers: bearer }), 'GET /api/me')
      // Payload's REST: a read, a write, and who the token is.
      unavailableJson(
        await send(baseURL, { path: '/api/cms/content-items?limit=1', headers: bearer }),
        'GET /api/cms/content-items',
      )
      unavailableJson(
        await send(baseURL, {
          method: 'POST',
          path: '/api/cms/submenus',
          headers: { ...bearer, 'content-type': 'application/json' },
          body: JSON.stringify({ tabId: 'join', sectionId: 'outage', name: 'Outage', displayOrder: 9 }),
        }),
        'POST /api/cms/submenus',
      )
      unavailableJson(await send(baseURL, { path: '/api/cms/users/me', headers: bearer }), 'GET /api/cms/users/me')
      // Payload's GraphQL, for the same administrator.
      unavailableJson(await send(baseURL, graphql), 'POST /api/cms/graphql')

      // The panel's page with the session cookie: a whole page saying so, not the login page.
      for (const target of ['/admin', '/admin/collections/content-items']) {
        const page = await send(baseURL, { path: target, headers: session })
        expect(page.status, `${target}: ${page.text.slice(0, 300)}`).toBe(503)
        expect(page.headers.location, target).toBeUndefined()
        expect(page.headers['retry-after'], target).toBe('5')
        expect(page.headers['cache-control'], target).toBe('no-store')
        expect(page.headers['content-type'], target).toMatch(/^text\/html/)
        expect(page.headers['x-frame-options'], target).toBe('DENY')
        expect(page.text, target).toContain('<html lang="en"')
        expect(page.text, target).not.toMatch(/\n\s+at |ECONN|Connection terminated|__next_error__/)
      }
    } finally {
      await new Promise((r) => blocker.close(r))
    }

    await expect
      .poll(async () => (await send(baseURL, { path: '/api/health' })).status, { timeout: 20_000, intervals: [250] })
      .toBe(200)
    // The same token, not thrown away: it works again everywhere.
    const me = await send(baseURL, { path: '/api/me', headers: bearer })
    expect(me.status, me.text.slice(0, 200)).toBe(200)
    expect((await send(baseURL, { path: '/api/cms/users/me', headers: bearer })).json().user?.username).toBe(
      me.json().data.username,
    )
    expect((await send(baseURL, graphql)).json().data?.Users?.docs?.length).toBeGreaterThan(0)
    const created = await send(baseURL, {
      method: 'POST',
      path: '/api/content?draft=true',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ ...contentWrite, title: 'Written after the outage' }),
    })
    expect(created.status, created.text.slice(0, 200)).toBe(201)
    const back = await send(baseURL, { path: '/admin', headers: session })
    expect(back.status, back.text.slice(0, 200)).toBe(200)
    expect(site.output()).not.toMatch(/unexpected error/)
  })

  test('a shutdown is not undone: SIGTERM stops the site and its PostgreSQL for good', async () => {
    test.setTimeout(60_000)
    const { pid } = postmaster(path.join(dataDir, 'postgres'))
    await stopCleanly(site)
    await expect.poll(() => alive(pid), { timeout: 10_000 }).toBe(false)
    await sleep(1500)
    expect(fs.existsSync(path.join(dataDir, 'postgres/postmaster.pid'))).toBe(false)
    // Once for each of the two kills above, never after the shutdown.
    expect(site.output().match(/started again/g)).toHaveLength(2)
  })
})
