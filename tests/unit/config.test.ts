import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkSettings, ConfigError, documentedDefaults, serverUrl, setting } from '../../src/core/config'

/** The README's configuration table: each variable with its "Default" cell. */
function readmeTable(): Map<string, string> {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8')
  const section = readme.split('\n## Configuration\n')[1].split('\n## ')[0]
  const rows = section.split('\n').filter((line) => /^\| `[A-Z0-9_]+`/.test(line))
  const table = new Map<string, string>()
  for (const row of rows) {
    const [names, defaults] = row.split(' | ').map((cell) => cell.replace(/^\| /, '').trim())
    const each = names.split(' / ').map((name) => name.replace(/`/g, ''))
    const values = defaults.split(' / ')
    each.forEach((name, i) => table.set(name, values.length === each.length ? values[i] : defaults))
  }
  return table
}

describe('configuration (src/core/config.ts)', () => {
  it("lists the same variables as the README's table, with the same defaults", () => {
    const table = readmeTable()
    expect([...table.keys()].sort()).toEqual(Object.keys(documentedDefaults).sort())
    for (const [name, documented] of Object.entries(documentedDefaults)) {
      const cell = table.get(name) ?? ''
      expect(cell === documented || cell.startsWith(`${documented} `), `${name}: README says ${cell}`).toBe(true)
    }
  })

  it('gives each default and parses set values', () => {
    expect(setting('PORT', {})).toBe(3000)
    expect(setting('PORT', { PORT: ' 4100 ' })).toBe(4100)
    expect(setting('MIGRATE_ON_START', {})).toBe(true)
    expect(setting('MIGRATE_ON_START', { MIGRATE_ON_START: 'FALSE' })).toBe(false)
    expect(setting('TRUST_PROXY', { TRUST_PROXY: 'true' })).toBe(1)
    expect(setting('MAIL_RETRY_DELAYS', { MAIL_RETRY_DELAYS: '1, 2' })).toEqual([1, 2])
    expect(setting('S3_BUCKET', { S3_BUCKET: '  ' })).toBeUndefined()
    expect(setting('ADMIN_PASSWORD', { ADMIN_PASSWORD: ' spaced ' })).toBe(' spaced ')
    expect(serverUrl({ PORT: '4100' })).toBe('http://localhost:4100')
    expect(serverUrl({ SERVER_URL: 'https://site.example/' })).toBe('https://site.example')
  })

  it('refuses a bad value in one line that names the variable, without repeating a secret', () => {
    expect(() => setting('PORT', { PORT: 'eighty' })).toThrow(
      new ConfigError('PORT must be a port number from 1 to 65535, not "eighty".'),
    )
    expect(() => setting('SITE_TIME_ZONE', { SITE_TIME_ZONE: 'Mars/Olympus' })).toThrow(/^SITE_TIME_ZONE must be/)
    expect(() => checkSettings({ JOBS_AUTORUN: 'yes' })).toThrow('JOBS_AUTORUN must be true or false, not "yes".')
    const smtp = () => setting('SMTP_URL', { SMTP_URL: 'http://user:topsecret@host' })
    expect(smtp).toThrow(ConfigError)
    expect(smtp).not.toThrow(/topsecret/)
  })

  it('reads the environment again when it changes', () => {
    const saved = process.env.SITE_TIME_ZONE
    try {
      process.env.SITE_TIME_ZONE = 'Europe/Paris'
      expect(setting('SITE_TIME_ZONE')).toBe('Europe/Paris')
      process.env.SITE_TIME_ZONE = 'Asia/Tokyo'
      expect(setting('SITE_TIME_ZONE')).toBe('Asia/Tokyo')
    } finally {
      if (saved === undefined) delete process.env.SITE_TIME_ZONE
      else process.env.SITE_TIME_ZONE = saved
    }
  })
})
