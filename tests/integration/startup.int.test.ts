import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

function runMigrate(env: Record<string, string>) {
  const { DATABASE_URL: _d, PAYLOAD_SECRET: _s, ...rest } = process.env
  return spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/migrate.ts'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...rest, ...env },
  })
}

describe('start-up errors are one clear line', () => {
  it('an unreachable database names the host and what to do', () => {
    const result = runMigrate({ DATABASE_URL: 'postgres://site:pw@127.0.0.1:1/site', PAYLOAD_SECRET: 'x'.repeat(32) })
    expect(result.status).toBe(1)
    const lines = result.stderr.trim().split('\n').filter((l) => !l.startsWith('npm warn'))
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
