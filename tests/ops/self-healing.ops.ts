import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort, send } from '../security/http'

// docs/decisions/012-self-healing-database.md: a site started by `npm start` without
// DATABASE_URL owns its embedded PostgreSQL. When that server dies, the site answers 503 with
// Retry-After (never 500) and keeps serving cached pages, the start script brings PostgreSQL
// back on the same port, and the running Next server carries on with it, unrestarted.

const root = path.resolve(import.meta.dirname, '../..')
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Every process below `pid` (Linux /proc), with its command line. */
function descendants(pid: number): { pid: number; cmd: string }[] {
  const found: { pid: number; cmd: string }[] = []
  const walk = (parent: number) => {
    let tasks: string[] = []
    try {
      tasks = fs.readdirSync(`/proc/${parent}/task`)
    } catch {
      return
    }
    for (const task of tasks) {
      let children: number[] = []
      try {
        children = fs.readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
      } catch {
        continue
      }
      for (const child of children) {
        let cmd = ''
        try {
          cmd = fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').replace(/\0/g, ' ')
        } catch {
          continue
        }
        found.push({ pid: child, cmd })
        walk(child)
      }
    }
  }
  walk(pid)
  return found
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Listens on the port PostgreSQL had and hangs up on every connection: the database stays unreachable. */
async function holdPort(port: number): Promise<net.Server> {
  const deadline = Date.now() + 450
  for (;;) {
    const server = net.createServer((socket) => socket.destroy())
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, '127.0.0.1', () => resolve())
      })
      return server
    } catch (error) {
      // The kernel frees the dead postmaster's socket a moment after the kill.
      if (Date.now() > deadline) throw new Error(`could not take port ${port} before PostgreSQL came back: ${(error as Error).message}`)
      await sleep(10)
    }
  }
}

test.describe('the embedded PostgreSQL heals itself', () => {
  test.describe.configure({ mode: 'serial' })
  let dir: string
  let site: ChildProcess
  let output = ''
  let baseURL: string
  let dataDir: string

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-ops-'))
    fs.chmodSync(dir, 0o711)
    dataDir = path.join(dir, 'data')
    const port = await freePort()
    baseURL = `http://127.0.0.1:${port}`
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, MEDIA_DIR: path.join(dir, 'media') }
    // No DATABASE_URL: the start script starts and owns an embedded PostgreSQL in DATA_DIR.
    delete env.DATABASE_URL
    site = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/start.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    site.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    site.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const deadline = Date.now() + 200_000
    for (;;) {
      if (site.exitCode !== null) throw new Error(`the start script exited with ${site.exitCode}:\n${output}`)
      if (Date.now() > deadline) throw new Error(`the site did not become healthy:\n${output}`)
      const res = await send(baseURL, { path: '/api/health' }).catch(() => undefined)
      if (res?.status === 200) break
      await sleep(500)
    }
  })

  test.afterAll(async () => {
    if (site && site.exitCode === null) {
      const exited = new Promise((r) => site.once('exit', r))
      site.kill('SIGTERM')
      await Promise.race([exited, sleep(20_000)])
      if (site.exitCode === null) site.kill('SIGKILL')
    }
    const pid = fs.existsSync(path.join(dataDir, 'postgres/postmaster.pid')) ? Number(fs.readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0]) : 0
    if (pid && alive(pid)) process.kill(pid, 'SIGKILL')
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('a killed postmaster: 503 with Retry-After meanwhile, cached pages still served, back within 15 s on the same Next server', async () => {
    test.setTimeout(120_000)
    const health = await send(baseURL, { path: '/api/health' })
    expect(health.headers['cache-control']).toBe('no-store')
    expect(health.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'up' } })
    expect(new Date(health.json().data.time).toISOString()).toBe(health.json().data.time)
    // The home page, rendered once, is in Next's cache from now on.
    expect((await send(baseURL, { path: '/?lang=en' })).status).toBe(200)
    expect((await send(baseURL, { path: '/api/content?tabId=research' })).status).toBe(200)

    const nextServers = descendants(site.pid!).filter((p) => p.cmd.includes('scripts/serve.ts')).map((p) => p.pid)
    expect(nextServers.length).toBeGreaterThan(0)
    const lockFile = fs.readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')
    const [postmaster, pgPort] = [Number(lockFile[0]), Number(lockFile[3])]
    expect(alive(postmaster)).toBe(true)

    process.kill(postmaster, 'SIGKILL')
    const killedAt = Date.now()
    // PostgreSQL would be back in about a second; keep its port taken for a few, so that the
    // outage can be looked at (the start script keeps trying meanwhile).
    const blocker = await holdPort(pgPort)
    try {
      await expect.poll(async () => (await send(baseURL, { path: '/api/health' })).status, { timeout: 5_000, intervals: [100] }).toBe(503)
      const down = await send(baseURL, { path: '/api/health' })
      expect(down.headers['cache-control']).toBe('no-store')
      expect(down.json()).toEqual({ success: false, message: expect.any(String), data: { status: 'degraded', database: 'down' } })

      for (const target of ['/api/content?tabId=research', '/api/gallery', '/api/members?memberType=board', '/api/content/1']) {
        const res = await send(baseURL, { path: target })
        expect(res.status, `${target}: ${res.text.slice(0, 200)}`).toBe(503)
        expect(Number(res.headers['retry-after']), target).toBeGreaterThan(0)
        expect(res.json(), target).toEqual({ success: false, message: 'The service is briefly unavailable. Please try again in a moment.' })
      }
      const contact = await send(baseURL, {
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Outage Tester', email: 'outage@example.org', subject: 'During the outage', message: 'Sent while the database was away.' }),
      })
      expect(contact.status, contact.text.slice(0, 200)).toBe(503)
      expect(contact.headers['retry-after']).toBeTruthy()

      const page = await send(baseURL, { path: '/?lang=en' })
      expect(page.status).toBe(200)
      expect(page.text).toContain('<html')
    } finally {
      await new Promise((r) => blocker.close(r))
    }

    await expect.poll(async () => (await send(baseURL, { path: '/api/health' })).status, { timeout: 15_000 - (Date.now() - killedAt), intervals: [250] }).toBe(200)
    expect(Date.now() - killedAt).toBeLessThan(15_000)
    expect((await send(baseURL, { path: '/api/content?tabId=research' })).status).toBe(200)
    expect((await send(baseURL, { path: '/api/gallery' })).status).toBe(200)

    // The same PostgreSQL data and port, a new postmaster, and the same Next server.
    const after = fs.readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')
    expect(Number(after[3])).toBe(pgPort)
    expect(Number(after[0])).not.toBe(postmaster)
    for (const pid of nextServers) expect(alive(pid), `Next server ${pid}`).toBe(true)
    expect(descendants(site.pid!).filter((p) => p.cmd.includes('scripts/serve.ts')).map((p) => p.pid)).toEqual(nextServers)
    expect(site.exitCode).toBeNull()
    expect(output.match(/embedded PostgreSQL stopped \(SIGKILL\); started again/g)).toHaveLength(1)
    expect(output).not.toMatch(/unexpected error/)
  })

  test('a shutdown is not undone: SIGTERM stops the site and its PostgreSQL for good', async () => {
    test.setTimeout(60_000)
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0])
    const exited = new Promise((r) => site.once('exit', r))
    site.kill('SIGTERM')
    await Promise.race([exited, sleep(30_000)])
    expect(site.exitCode).not.toBeNull()
    await expect.poll(() => alive(postmaster), { timeout: 10_000 }).toBe(false)
    await sleep(1500)
    expect(fs.existsSync(path.join(dataDir, 'postgres/postmaster.pid'))).toBe(false)
    expect(output.match(/started again/g)).toHaveLength(1)
  })
})
