import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { send, type Reply } from '../security/http'
import { holdPort, postmaster, removeSite, startSite, unavailableBody, type Site, withoutSeed } from './helpers'

// Issue #30: the database away is never an authentication failure. While PostgreSQL cannot be
// reached, an administrator's valid Bearer token or session cookie cannot be checked: the
// answer is 503 with Retry-After (the contract's shape on every API, the failed page on the
// panel's pages), never 401, 403, 500 or the login page; once it is back, the same token works.

test.describe('credentials while the database is away', () => {
  test.describe.configure({ mode: 'serial' })
  let dir: string
  let dataDir: string
  let site: Site

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-ops-auth-'))
    fs.chmodSync(dir, 0o711)
    dataDir = path.join(dir, 'data')
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...withoutSeed,
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(dir, 'media'),
    }
    // No DATABASE_URL: the site owns an embedded PostgreSQL, which the test kills.
    delete env.DATABASE_URL
    site = await startSite(env)
  })

  test.afterAll(() => removeSite(site, dataDir, dir))

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
})
