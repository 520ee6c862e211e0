import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import S3rver from 's3rver'
import { startCluster, type Cluster } from '../../scripts/lib/embedded-postgres'
import { freshLoopback, send } from '../security/http'
import { root, s3rverSettings, sleep, startSite, type Site, withoutSeed } from './helpers'
import { freePort } from '../../scripts/lib/free-port'

// README "Running several instances", deploy/nginx-site.conf, docs/decisions/027-*: three
// instances of the site behind Debian's nginx, on one PostgreSQL server that the test runs (given
// to all three through DATABASE_URL) and media on S3 (s3rver). Under steady load (page and API
// reads, contact messages, administrators' saves), a rolling restart of the three costs no
// request and no write; kill -9 of one costs at most the writes in flight on it, and nothing
// acknowledged is lost.

const nginxBin = '/usr/sbin/nginx'
const bucket = 'site-media'

type Tally = { sent: number; failed: number; failures: string[]; contacts: string[]; contents: string[] }

/** Reads and writes through the load balancer from `workers` loops until `work` is done. */
async function underLoad(base: string, auth: string, work: () => Promise<void>, workers = 6): Promise<Tally> {
  const tally: Tally = { sent: 0, failed: 0, failures: [], contacts: [], contents: [] }
  let stopped = false
  const reads = [
    '/',
    '/?lang=fr',
    '/?lang=ar&tab=about',
    '/api/content',
    '/api/members',
    '/api/submenus',
    '/api/health',
  ]
  let turn = 0
  const one = async () => {
    const n = turn++
    const from = freshLoopback()
    let label = ''
    try {
      if (n % 10 === 3) {
        const key = randomUUID()
        label = 'POST /api/contact'
        const body = JSON.stringify({
          name: 'Load Test',
          email: `load-${key}@example.org`,
          subject: `Load ${key}`,
          message: 'A steady message under a rolling restart.',
        })
        const res = await send(base, {
          method: 'POST',
          path: '/api/contact',
          from,
          headers: { 'content-type': 'application/json' },
          body,
        })
        if (res.status !== 201) throw new Error(`${res.status} ${res.text.slice(0, 120)}`)
        tally.contacts.push(`load-${key}@example.org`)
      } else if (n % 10 === 7) {
        const key = `Load ${randomUUID().slice(0, 8)}`
        label = 'POST /api/content'
        const body = JSON.stringify({
          tabId: 'research',
          sectionId: 'areas',
          displayOrder: 90,
          title: key,
          content: '<p>Saved under load.</p>',
        })
        const res = await send(base, {
          method: 'POST',
          path: '/api/content',
          from,
          headers: { 'content-type': 'application/json', authorization: auth },
          body,
        })
        if (res.status !== 201) throw new Error(`${res.status} ${res.text.slice(0, 120)}`)
        tally.contents.push(key)
      } else {
        const target = reads[n % reads.length]
        label = `GET ${target}`
        const res = await send(base, { path: target, from, headers: { 'accept-language': 'en' } })
        if (res.status !== 200) throw new Error(`${res.status} ${res.text.slice(0, 120)}`)
      }
    } catch (error) {
      tally.failed++
      tally.failures.push(`${label}: ${(error as Error).message}`)
    } finally {
      tally.sent++
    }
  }
  const loops = Array.from({ length: workers }, async () => {
    while (!stopped) {
      await one()
      await sleep(20)
    }
  })
  try {
    await work()
  } finally {
    stopped = true
    await Promise.all(loops)
  }
  return tally
}

/** The nginx of deploy/nginx-site.conf, its instances' ports and its own port put in. */
async function startNginx(dir: string, ports: number[]): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort()
  let site = fs.readFileSync(path.join(root, 'deploy/nginx-site.conf'), 'utf8')
  const shipped = [...site.matchAll(/server 127\.0\.0\.1:(\d+)/g)].map((m) => m[1])
  expect(shipped, 'the shipped example names three instances').toHaveLength(3)
  shipped.forEach((p, i) => (site = site.replace(`127.0.0.1:${p}`, `127.0.0.1:${ports[i]}`)))
  site = site.replace(/listen 80;/, `listen 127.0.0.1:${port};`)
  fs.writeFileSync(path.join(dir, 'site.conf'), site)
  const temp = path.join(dir, 'nginx-temp')
  fs.mkdirSync(temp, { recursive: true })
  const main = `user root;
worker_processes 2;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${dir}/site.conf;
}
`
  fs.writeFileSync(path.join(dir, 'nginx.conf'), main)
  const child: ChildProcess = spawn(
    nginxBin,
    ['-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'nginx-error.log')],
    { stdio: 'ignore' },
  )
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${fs.readFileSync(path.join(dir, 'nginx-error.log'), 'utf8')}`)
    const res = await send(base, { path: '/api/health' }).catch(() => undefined)
    if (res?.status === 200) break
    if (i > 100) throw new Error('nginx did not answer')
    await sleep(100)
  }
  return {
    base,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGQUIT')
      await Promise.race([exited, sleep(5_000)])
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}

test.describe('three instances behind nginx', () => {
  test.describe.configure({ mode: 'serial' })
  test.skip(!fs.existsSync(nginxBin), 'nginx is installed by npm test (Debian nginx-light)')

  let dir: string
  let cluster: Cluster
  let s3: S3rver
  let lb: { base: string; stop: () => Promise<void> }
  const sites: Site[] = []
  let instanceEnv: (i: number) => NodeJS.ProcessEnv
  let auth: string
  const admin = { username: 'ops-admin', password: randomBytes(12).toString('base64url') }

  test.beforeAll(async () => {
    test.setTimeout(600_000)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-ops-scale-'))
    fs.chmodSync(dir, 0o711)
    // One PostgreSQL server for the three, run by the test as by the organisation's host.
    cluster = await startCluster({ dataDir: path.join(dir, 'pg'), persistent: true, keepRunning: true })
    await cluster.createDatabase('site')
    const s3Port = await freePort()
    s3 = new S3rver({
      address: '127.0.0.1',
      port: s3Port,
      directory: path.join(dir, 's3'),
      silent: true,
      configureBuckets: [{ name: bucket }],
    })
    await s3.run()
    const ports = [await freePort(), await freePort(), await freePort()]
    const shared: NodeJS.ProcessEnv = {
      ...process.env,
      ...withoutSeed,
      DATABASE_URL: cluster.urlFor('site'),
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      // nginx appends the client's address to X-Forwarded-For.
      TRUST_PROXY: '1',
      ...s3rverSettings(s3Port, bucket),
    }
    delete shared.SMTP_URL
    // The first migrates (and builds when the sources changed); the others only serve.
    instanceEnv = (i) => ({
      ...shared,
      DATA_DIR: path.join(dir, `instance-${i}`),
      PORT: String(ports[i]),
      ...(i > 0 ? { MIGRATE_ON_START: 'false' } : {}),
    })
    // The first migrates; the other two start beside each other once it has.
    sites.push(await startSite(instanceEnv(0), { port: ports[0] }))
    sites.push(...(await Promise.all([1, 2].map((i) => startSite(instanceEnv(i), { port: ports[i] })))))
    lb = await startNginx(dir, ports)
    const login = await send(lb.base, {
      method: 'POST',
      path: '/api/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
      from: freshLoopback(),
    })
    expect(login.status, login.text).toBe(200)
    auth = `Bearer ${login.json().data.token}`
  })

  test.afterAll(async () => {
    await lb?.stop()
    await Promise.all(sites.map((site) => site.kill()))
    await s3?.close()
    await cluster?.stop()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  /** Every acknowledged write is in the database, exactly once. */
  async function expectWritesKept(tally: Tally) {
    const db = new pg.Client({ connectionString: cluster.urlFor('site') })
    await db.connect()
    try {
      const contacts = await db.query<{ email: string; n: string }>(
        'SELECT email, count(*) AS n FROM contact_messages WHERE email = ANY($1) GROUP BY email',
        [tally.contacts],
      )
      const contents = await db.query<{ title: string; n: string }>(
        'SELECT l.title, count(*) AS n FROM content_items_locales l WHERE l.title = ANY($1) GROUP BY l.title',
        [tally.contents],
      )
      const found = contacts.rows.length + contents.rows.length
      console.log(
        `  writes acknowledged: ${tally.contacts.length + tally.contents.length} (${tally.contacts.length} contact messages, ${tally.contents.length} content saves), found afterwards: ${found}`,
      )
      expect(contacts.rows.map((r) => r.email).sort()).toEqual([...tally.contacts].sort())
      expect(contents.rows.map((r) => r.title).sort()).toEqual([...tally.contents].sort())
      expect(
        [...contacts.rows, ...contents.rows].every((r) => Number(r.n) === 1),
        'no write stored twice',
      ).toBe(true)
    } finally {
      await db.end()
    }
  }

  test('a rolling restart of the three instances under load: no failed request, no lost write', async () => {
    test.setTimeout(600_000)
    const exits: (number | null)[] = []
    const tally = await underLoad(lb.base, auth, async () => {
      await sleep(3_000)
      for (let i = 0; i < 3; i++) {
        // SIGTERM, as a container runtime sends it: a graceful stop that exits 0.
        exits.push(await sites[i].stop())
        sites[i] = await startSite(instanceEnv(i), { port: sites[i].port })
        await sleep(2_000)
      }
      await sleep(2_000)
    })
    console.log(`  rolling restart: ${tally.sent} requests sent, ${tally.failed} failed`)
    expect(exits, 'each instance exits 0 on SIGTERM').toEqual([0, 0, 0])
    expect(tally.failures).toEqual([])
    expect(tally.sent).toBeGreaterThan(200)
    await expectWritesKept(tally)
  })

  test('kill -9 of one instance under load: at most its writes in flight fail, it rejoins, nothing acknowledged is lost', async () => {
    test.setTimeout(300_000)
    // The load runs until the two others have served alone for a while; the instance then starts
    // again without it (an instance starting under load, and rejoining, is the rolling restart's).
    const tally = await underLoad(lb.base, auth, async () => {
      await sleep(3_000)
      await sites[1].kill()
      await sleep(6_000)
    })
    sites[1] = await startSite(instanceEnv(1), { port: sites[1].port })
    console.log(
      `  kill -9: ${tally.sent} requests sent, ${tally.failed} failed${tally.failed ? ` (${tally.failures.join('; ')})` : ''}`,
    )
    // Reads in flight are retried by nginx on another instance; a write in flight is not (it may have been done).
    expect(
      tally.failures.every((f) => f.startsWith('POST ')),
      tally.failures.join('\n'),
    ).toBe(true)
    expect(tally.failed).toBeLessThanOrEqual(6)
    await expectWritesKept(tally)
    // The instance is back and answers.
    const direct = await send(sites[1].baseURL, { path: '/api/health' })
    expect(direct.status).toBe(200)
  })
})
