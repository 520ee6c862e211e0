import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startCluster, type Cluster } from '../../scripts/lib/embedded-postgres'
import { send } from '../security/http'
import {
  alive,
  holdPort,
  nextServersOf,
  postmaster,
  startSite,
  unavailableBody,
  type Site,
  withoutSeed,
} from './helpers'

// docs/decisions/012-*: with DATABASE_URL the site starts nothing; when that PostgreSQL server
// restarts (here a server of the test's own, shut down the way an administrator's restart
// does), the site answers 503 meanwhile and reconnects by itself, without a restart.

test.describe('a PostgreSQL at DATABASE_URL that restarts', () => {
  test.describe.configure({ mode: 'serial' })
  let dir: string
  let cluster: Cluster
  let site: Site
  const lines: string[] = []

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-ops-ext-'))
    fs.chmodSync(dir, 0o711)
    // Played by an embedded server kept running by this test, as a managed one is by its host.
    cluster = await startCluster({
      dataDir: path.join(dir, 'pg'),
      persistent: true,
      keepRunning: true,
      log: (line) => lines.push(line),
    })
    await cluster.createDatabase('site')
    site = await startSite({
      ...process.env,
      ...withoutSeed,
      DATABASE_URL: cluster.urlFor('site'),
      DATA_DIR: path.join(dir, 'data'),
      MEDIA_DIR: path.join(dir, 'media'),
    })
  })

  test.afterAll(async () => {
    await site?.stop()
    await cluster?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('503 with Retry-After while it is down, 200 again once it is back, same Next server', async () => {
    test.setTimeout(120_000)
    const { baseURL } = site
    expect((await send(baseURL, { path: '/api/content?tabId=research' })).status).toBe(200)
    const nextServers = nextServersOf(site.process)
    expect(nextServers.length).toBeGreaterThan(0)
    const before = postmaster(path.join(dir, 'pg'))

    // SIGINT is PostgreSQL's fast shutdown: open sessions are told 57P01 admin_shutdown.
    process.kill(before.pid, 'SIGINT')
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
    expect(nextServersOf(site.process)).toEqual(nextServers)
    expect(site.process.exitCode).toBeNull()
    expect(site.output()).not.toMatch(/unexpected error/)
  })
})
