import { spawn, spawnSync } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

function runMigrate(env: Record<string, string>) {
  const { DATABASE_URL: _d, PAYLOAD_SECRET: _s, ...rest } = process.env
  return spawnSync(process.execPath, ['scripts/launch.mjs', 'migrate'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...rest, ...env },
  })
}

describe('start-up errors are one clear line', () => {
  it('an unreachable database names the host and what to do', () => {
    const result = runMigrate({ DATABASE_URL: 'postgres://site:pw@127.0.0.1:1/site', PAYLOAD_SECRET: 'x'.repeat(32) })
    expect(result.status).toBe(1)
    const lines = result.stderr
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('npm warn'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/Cannot reach PostgreSQL at 127\.0\.0\.1:1\/site/)
    expect(lines[0]).toMatch(/unset DATABASE_URL to use the embedded database/)
    expect(result.stderr).not.toMatch(/\n\s+at /) // no stack trace
  })

  it('production without PAYLOAD_SECRET refuses to start', () => {
    const result = runMigrate({ NODE_ENV: 'production', DATABASE_URL: 'postgres://site:pw@127.0.0.1:1/site' })
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/PAYLOAD_SECRET is not set/)
  })
})

describe('a database that stops answering after the first connection (issue #51, finding 14)', () => {
  it('npm run migrate ends with one line naming the step and what it waited for, no stack trace', async () => {
    const target = new URL(await freshDatabase('silent'))
    // The first connection (the start's reachability check) reaches PostgreSQL; every later one
    // is accepted and never answered, as by a server that hangs.
    let connections = 0
    const sockets = new Set<net.Socket>()
    const proxy = net.createServer((client) => {
      sockets.add(client)
      client.on('error', () => {})
      if (connections++ > 0) return
      const upstream = net.connect(Number(target.port || 5432), target.hostname)
      upstream.on('error', () => client.destroy())
      sockets.add(upstream)
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    const through = new URL(target)
    through.hostname = '127.0.0.1'
    through.port = String((proxy.address() as net.AddressInfo).port)
    try {
      const { DATABASE_URL: _d, PAYLOAD_SECRET: _s, ...rest } = process.env
      const child = spawn(process.execPath, ['scripts/launch.mjs', 'migrate'], {
        cwd: root,
        env: { ...rest, DATABASE_URL: through.toString(), PAYLOAD_SECRET: 'x'.repeat(32) },
      })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
      expect(code, stdout + stderr).toBe(1)
      expect(connections).toBeGreaterThan(1)
      const lines = errorLines({ stderr, stdout })
      expect(lines, stderr).toHaveLength(1)
      expect(lines[0]).toMatch(
        /^\[site\] (loading Payload|migrations) (failed after|did not finish within) .* waiting for /,
      )
      expect(stderr).not.toMatch(/\n\s+at /)
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => proxy.close(resolve))
    }
  }, 240_000)
})

/** A database of its own on the test cluster, with no users yet. */
async function freshDatabase(name: string) {
  const base = new URL(process.env.DATABASE_URL!)
  const database = `${name}_${Date.now()}`
  const admin = new pg.Client({ connectionString: new URL('/postgres', base).toString() })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${database}"`)
  await admin.end()
  return new URL(`/${database}`, base).toString()
}

/** The stderr lines that are the script's own. */
/**
 * What a run printed as errors. A preparation whose loading stalled and was run again in a new
 * process (decision 027) said so on stderr; that line belongs to the attempt that was retried.
 */
const errorLines = ({ stderr, stdout }: { stderr: string; stdout: string }) => {
  const retried = (stdout.match(/stalled; trying again in a new process/g) ?? []).length
  let dropped = 0
  return stderr
    .trim()
    .split('\n')
    .filter((l) => !l.startsWith('npm warn'))
    .filter((l) => !(/^\[site\] loading Payload did not finish within/.test(l) && dropped++ < retried))
}

describe('the first administrator', () => {
  it('without ADMIN_PASSWORD gets a random password, printed once', async () => {
    const url = await freshDatabase('first_admin')
    const env = { DATABASE_URL: url, PAYLOAD_SECRET: 'y'.repeat(32), MEDIA_DIR: process.env.MEDIA_DIR! }

    const first = runMigrate(env)
    expect(first.status, first.stderr).toBe(0)
    const password = first.stdout.match(/password: (\S+)/)?.[1]
    expect(first.stdout, `stderr: ${first.stderr}`).toMatch(/username: admin/)
    expect(password).toMatch(/^[\w-]{16,}$/)

    const second = runMigrate(env)
    expect(second.status).toBe(0)
    expect(second.stdout).not.toMatch(/password:/)

    const db = new pg.Client({ connectionString: url })
    await db.connect()
    const { rows } = await db.query('SELECT username, hash FROM users')
    await db.end()
    expect(rows).toHaveLength(1)
    expect(rows[0].username).toBe('admin')
    expect(rows[0].hash).not.toContain(password)
  }, 240_000) // two runs of the migrate script

  it('a weak ADMIN_PASSWORD stops the start with one clear line, and no account is made', async () => {
    const url = await freshDatabase('weak_admin')
    const env = { DATABASE_URL: url, PAYLOAD_SECRET: 'z'.repeat(32), MEDIA_DIR: process.env.MEDIA_DIR! }
    const cases = [
      [
        { ADMIN_USERNAME: 'rivers', ADMIN_PASSWORD: 'password1' },
        'ADMIN_PASSWORD is not accepted: This password is too common. Choose a less predictable one.',
      ],
      [
        { ADMIN_USERNAME: 'delta-admin', ADMIN_PASSWORD: 'Delta-Admin' },
        'ADMIN_PASSWORD is not accepted: The password must not be the username.',
      ],
    ] as const
    for (const [admin, message] of cases) {
      const result = runMigrate({ ...env, ...admin })
      expect(result.status, `${admin.ADMIN_USERNAME}: ${result.stdout}\n${result.stderr}`).toBe(1)
      expect(errorLines(result)).toEqual([
        `[site] ${message} Set another ADMIN_PASSWORD, or leave it unset to have a random password generated and printed once.`,
      ])
    }

    const good = runMigrate({ ...env, ADMIN_USERNAME: 'rivers', ADMIN_PASSWORD: 'brahmaputra-at-dawn' })
    expect(good.status, good.stderr).toBe(0)
    expect(good.stdout).toContain('first administrator "rivers" created')
    const db = new pg.Client({ connectionString: url })
    await db.connect()
    const { rows } = await db.query('SELECT username FROM users')
    await db.end()
    expect(rows.map((r) => r.username)).toEqual(['rivers'])
  }, 360_000) // three runs of the migrate script
})
