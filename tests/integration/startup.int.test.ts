import { spawnSync } from 'node:child_process'
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
