import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pruneBackups } from '../../scripts/lib/backup/create'
import { BackupNotice } from '../../src/admin/dashboard/backup-notice'
import { formatBytes } from '../../src/i18n/format'
import { backupNotice, recordBackup } from '../../src/core/backup-status'

// The dashboard's line about backups (docs/decisions/013-backups.md), read from the status
// file that `npm run backup` writes, in the panel's language.

const now = new Date('2026-11-23T12:00:00Z')
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000)
let dir: string
const saved = { ...process.env }

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-notice-'))
  process.env.BACKUP_DIR = dir
  process.env.SITE_TIME_ZONE = 'Asia/Dhaka'
})
afterEach(() => {
  process.env = { ...saved }
  fs.rmSync(dir, { recursive: true, force: true })
})

const render = (locale: Parameters<typeof BackupNotice>[0]['locale']) =>
  renderToStaticMarkup(BackupNotice({ locale, now }))
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('the dashboard backup notice', () => {
  it('says when no backup was ever made, without a warning', () => {
    const html = render('en')
    expect(text(html)).toBe('No backup has been made yet.')
    expect(html).not.toContain('role="alert"')
  })

  it('shows the last backup with its time in the site time zone and its size, in the panel language', () => {
    recordBackup(dir, { ok: true, path: '/b/backup.tar.gz', bytes: 1_887_437 }, hoursAgo(5))
    expect(text(render('en'))).toBe('Last backup: Nov 23, 2026, 1:00 PM GMT+6 (1.8 MB).')
    expect(render('en')).not.toContain('role="alert"')
    const french = text(render('fr'))
    expect(french).toMatch(/^Dernière sauvegarde : 23 nov\. 2026, 13:00 UTC\+6 \(1,8 Mo\)\.$/)
    // Bengali digits and units.
    expect(text(render('bn'))).toContain('১.৮')
  })

  it('warns when the last good backup is more than two days old', () => {
    recordBackup(dir, { ok: true, path: '/b/backup.tar.gz', bytes: 2048 }, hoursAgo(49))
    const html = render('en')
    expect(html).toContain('role="alert"')
    expect(text(html)).toBe(
      'The last backup is more than two days old: Nov 21, 2026, 5:00 PM GMT+6 (2 kB). Check that the scheduled backups run, or run npm run backup.',
    )
  })

  it('warns when the last attempt failed, with its reason and the last good one', () => {
    recordBackup(dir, { ok: true, path: '/b/backup.tar.gz', bytes: 500 }, hoursAgo(30))
    recordBackup(
      dir,
      { ok: false, error: 'Cannot reach PostgreSQL at 127.0.0.1:1/site (connect ECONNREFUSED).\nsecond line' },
      hoursAgo(6),
    )
    const html = render('en')
    expect(html).toContain('role="alert"')
    expect(text(html)).toBe(
      'The last backup failed (Nov 23, 2026, 12:00 PM GMT+6): Cannot reach PostgreSQL at 127.0.0.1:1/site (connect ECONNREFUSED). The last good backup: Nov 22, 2026, 12:00 PM GMT+6 (500 byte).',
    )
  })

  it('a success after a failure clears the warning', () => {
    recordBackup(dir, { ok: false, error: 'disk full' }, hoursAgo(3))
    recordBackup(dir, { ok: true, path: '/b/backup.tar.gz', bytes: 10 }, hoursAgo(1))
    expect(backupNotice(JSON.parse(fs.readFileSync(path.join(dir, 'status.json'), 'utf8')), now).kind).toBe('ok')
  })

  it('sizes in binary multiples', () => {
    expect(formatBytes(0, 'en')).toBe('0 byte')
    expect(formatBytes(1536, 'en')).toBe('1.5 kB')
    expect(formatBytes(3 * 1024 ** 3, 'en')).toBe('3 GB')
  })
})

describe('keeping the newest BACKUP_KEEP archives', () => {
  it('deletes the oldest archives of its own naming and nothing else', () => {
    const names = [
      'backup-2026-11-20T03-00-00-000Z.tar.gz',
      'backup-2026-11-21T03-00-00-000Z.tar.gz',
      'backup-2026-11-22T03-00-00-000Z.tar.gz',
      'backup-2026-11-23T03-00-00-000Z.tar.gz',
    ]
    for (const name of [...names, 'precious.tar.gz', 'status.json']) fs.writeFileSync(path.join(dir, name), '')
    expect(pruneBackups(dir, 2).sort()).toEqual(names.slice(0, 2))
    expect(fs.readdirSync(dir).sort()).toEqual([...names.slice(2), 'precious.tar.gz', 'status.json'].sort())
  })
})
