import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { send } from '../security/http'
import { postmaster, removeSite, root, sleep, startSite, stopCleanly, type Site } from './helpers'

// docs/decisions/013-backups.md, end to end with the real start script on its embedded
// PostgreSQL: scheduled backups and the dashboard's line about them, `npm run backup` while
// the site serves and takes writes, `npm run restore` refused while the site runs and exact
// once it is stopped.

type Run = { status: number | null; stdout: string; stderr: string }

test.describe('backups of a site on the embedded database', () => {
  test.describe.configure({ mode: 'serial' })
  let dir: string
  let dataDir: string
  let env: NodeJS.ProcessEnv
  let site: Site | undefined

  /** `npm run backup` / `npm run restore` as an operator types them next to the running site. */
  const run = (script: 'backup' | 'restore', args: string[] = []) =>
    new Promise<Run>((resolve) => {
      const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [`scripts/${script}.ts`, ...args], {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stdout = ''
      let stderr = ''
      child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()))
      child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()))
      child.on('exit', (status) => resolve({ status, stdout, stderr }))
    })

  /** The embedded database, straight (the cluster must be running). */
  async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
    const { port } = postmaster(path.join(dataDir, 'postgres'))
    const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim()
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'site' })
    await client.connect()
    try {
      return (await client.query<T>(sql, values)).rows
    } finally {
      await client.end()
    }
  }

  let visitor = 0
  /** A visitor's message, each from an address of its own (TRUST_PROXY=1 in the test run): the rate limit stays out of the way. */
  const contact = (subject: string) =>
    send(site!.baseURL, {
      method: 'POST',
      path: '/api/contact',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.16.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}`,
      },
      body: JSON.stringify({
        name: 'Backup Tester',
        email: 'backup@example.org',
        subject,
        message: 'Written while the backup runs.',
      }),
    })

  test.beforeAll(async () => {
    test.setTimeout(400_000)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-ops-backup-'))
    fs.chmodSync(dir, 0o711)
    dataDir = path.join(dir, 'data')
    // No DATABASE_URL: the start script owns an embedded PostgreSQL in DATA_DIR. Two backups kept.
    env = {
      ...process.env,
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(dir, 'media'),
      BACKUP_KEEP: '2',
    }
    delete env.DATABASE_URL
    delete env.BACKUP_DIR
    site = await startSite(env)
  })

  test.afterAll(() => removeSite(site, dataDir, dir))

  test('npm run backup while the site serves and takes writes, then a restore: refused while it runs, exact once it is stopped', async () => {
    test.setTimeout(300_000)
    const before = await contact('Before the backup')
    expect(before.status, before.text).toBe(201)

    let writing = true
    let during = 0
    const writer = (async () => {
      while (writing) {
        if ((await contact(`During the backup ${during}`)).status === 201) during++
        await sleep(50)
      }
    })()
    const backup = await run('backup')
    writing = false
    await writer
    expect(backup.status, backup.stderr).toBe(0)
    expect(backup.stdout).toMatch(/using the running embedded PostgreSQL on port \d+/)
    expect(during).toBeGreaterThan(0)
    const archive = backup.stdout.trim().split('\n').at(-1)!
    expect(archive).toMatch(/backups\/backup-.*\.tar\.gz$/)
    // The site kept serving.
    expect((await send(site!.baseURL, { path: '/api/health' })).status).toBe(200)
    const after = await contact('After the backup')
    expect(after.status, after.text).toBe(201)

    const refused = await run('restore', [archive, '--yes'])
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(
      /The site is running on this database \(npm start, process \d+\)\. Stop it first, then run the restore again\./,
    )
    expect((await send(site!.baseURL, { path: '/api/health' })).status).toBe(200)

    await stopCleanly(site!)
    site = undefined
    const restored = await run('restore', [archive, '--yes'])
    expect(restored.status, restored.stderr).toBe(0)

    // Started again with a backup every 3 seconds instead of daily, for the next test (only
    // there: each scheduled backup archives the seeded media in a process of its own, and a
    // schedule kept for the file's whole life ran seventy of them beside the browser tests).
    site = await startSite({ ...env, BACKUP_SCHEDULE: '*/3 * * * * *' })
    const subjects = (await query<{ subject: string }>(`SELECT subject FROM contact_messages`)).map((r) => r.subject)
    expect(subjects).toContain('Before the backup')
    expect(subjects).not.toContain('After the backup')
    // The messages written during the backup come back up to one moment, without a gap.
    const kept = subjects
      .filter((s) => s.startsWith('During the backup '))
      .map((s) => Number(s.split(' ').at(-1)))
      .sort((a, b) => a - b)
    expect(kept).toEqual(kept.map((_, i) => i))
    expect(kept.length).toBeLessThanOrEqual(during)
  })

  test('scheduled backups run, keep the newest two, and the dashboard says when the last one was made', async () => {
    test.setTimeout(90_000)
    const backups = path.join(dataDir, 'backups')
    await expect
      .poll(() => (site!.output().match(/scheduled backup written/g) ?? []).length, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(3)
    expect(site!.output()).toMatch(
      /backups: "\*\/3 \* \* \* \* \*" \(Asia\/Dhaka\), next .*, the newest 2 kept in .*backups/,
    )
    // A run renames its archive into place, then removes the oldest: a third can be seen for that moment.
    await expect
      .poll(() => fs.readdirSync(backups).filter((f) => f.endsWith('.tar.gz')).length, { intervals: [50] })
      .toBeLessThanOrEqual(2)

    const login = await send(site!.baseURL, {
      method: 'POST',
      path: '/api/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD }),
    })
    expect(login.status, login.text).toBe(200)
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ')
    const dashboard = await send(site!.baseURL, {
      path: '/admin',
      headers: { cookie, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
    })
    expect(dashboard.status).toBe(200)
    expect(dashboard.text).toMatch(
      /Last backup: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M GMT\+6 \(\d+(\.\d)? [kM]B\)\./,
    )
  })
})
