import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { formMessages, messages } from '../e2e/site/messages'
import { freePort, send } from '../security/http'
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

  test('a shutdown is not undone: SIGTERM stops the site and its PostgreSQL for good', async () => {
    test.setTimeout(60_000)
    const { pid } = postmaster(path.join(dataDir, 'postgres'))
    await site.stop()
    expect(site.process.exitCode).not.toBeNull()
    await expect.poll(() => alive(pid), { timeout: 10_000 }).toBe(false)
    await sleep(1500)
    expect(fs.existsSync(path.join(dataDir, 'postgres/postmaster.pid'))).toBe(false)
    expect(site.output().match(/started again/g)).toHaveLength(1)
  })
})
