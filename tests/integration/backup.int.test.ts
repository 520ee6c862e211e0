import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import pg from 'pg'
import sharp from 'sharp'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scheduleBackups } from '../../scripts/lib/backup/schedule'
import { localeCodes, type LocaleCode } from '../../src/i18n/config'
import { readBackupStatus } from '../../src/core/backup-status'
import { lexicalParagraph } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

/**
 * `npm run backup` and `npm run restore` (docs/decisions/013-backups.md), run as the real
 * scripts on the test run's PostgreSQL and media folder: a backup taken while records and
 * uploads are being written restores to one consistent moment, and a restore puts back every
 * record in every language and every file with its variants, exactly.
 */

const root = path.resolve(import.meta.dirname, '../..')
const mediaDir = process.env.MEDIA_DIR!
const databaseUrl = process.env.DATABASE_URL!
let work: string
let backupDir: string
let payload: Payload

type Run = { status: number | null; stdout: string; stderr: string }

/** One of the scripts with the test run's database and media folder (and a DATA_DIR of its own, never the project's). */
function run(
  script: 'backup' | 'restore',
  args: string[] = [],
  { input, env = {} }: { input?: string; env?: Record<string, string> } = {},
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [`scripts/${script}.ts`, ...args], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        MEDIA_DIR: mediaDir,
        BACKUP_DIR: backupDir,
        DATA_DIR: path.join(work, 'data'),
        ...env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdin.end(input ?? '')
    child.on('exit', (status) => resolve({ status, stdout, stderr }))
  })
}

/** `npm run backup`; its last line is the archive. */
async function backup(): Promise<string> {
  const result = await run('backup')
  expect(result.status, result.stderr).toBe(0)
  const archive = result.stdout.trim().split('\n').at(-1)!
  expect(fs.existsSync(archive)).toBe(true)
  return archive
}

const ownLines = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter((l) => l && !l.startsWith('npm warn'))

const jpeg = (seed: number) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: { r: seed % 255, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer()

async function createPhoto(seed: number) {
  const data = await jpeg(seed)
  return payload.create({
    collection: 'photos',
    data: { title: unique('backup-photo'), category: 'events', isActive: true },
    file: { data, name: 'photo.jpg', mimetype: 'image/jpeg', size: data.length },
    overrideAccess: true,
  })
}

/** The files on disk of an upload record: the image and each of its variants. */
function filesOf(doc: { filename?: string | null; sizes?: unknown }): string[] {
  const variants = Object.values((doc.sizes ?? {}) as Record<string, { filename?: string | null }>).map(
    (s) => s.filename,
  )
  return [doc.filename, ...variants].filter((f): f is string => !!f).map((f) => path.join(mediaDir, 'photos', f))
}

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex')

const titles = (base: string) =>
  Object.fromEntries(localeCodes.map((code) => [code, `${base} (${code}) ${'ক১é中日ع'.slice(0, 3)}`])) as Record<
    LocaleCode,
    string
  >

/** A content item with its title and text in every language. */
async function createItem(base: string) {
  const text = titles(base)
  const item = await payload.create({
    collection: 'content-items',
    data: {
      tabId: 'research',
      sectionId: 'publications',
      title: text.en,
      content: lexicalParagraph(`${base} en`),
      displayOrder: 1,
      isActive: true,
    },
    locale: 'en',
    overrideAccess: true,
  })
  for (const code of localeCodes.filter((c) => c !== 'en')) {
    await payload.update({
      collection: 'content-items',
      id: item.id,
      data: { title: text[code], content: lexicalParagraph(`${base} ${code}`) },
      locale: code,
      overrideAccess: true,
    })
  }
  return { id: item.id, text }
}

async function titlesOf(id: number) {
  const found = await payload.findByID({
    collection: 'content-items',
    id,
    locale: 'all',
    overrideAccess: true,
    depth: 0,
  })
  return found.title as unknown as Record<LocaleCode, string>
}

const exists = async (collection: 'content-items' | 'photos', id: number) =>
  (await payload.find({ collection, where: { id: { equals: id } }, overrideAccess: true, depth: 0 })).totalDocs === 1

beforeAll(async () => {
  payload = await testPayload()
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-test-'))
  backupDir = path.join(work, 'backups')
})

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true })
})

describe('a backup, then changes, then a restore', () => {
  it('puts back every record in every language and every file with its variants, and removes what came after', async () => {
    const kept = await createItem(unique('kept'))
    const changed = await createItem(unique('changed'))
    const deleted = await createItem(unique('deleted'))
    const photo = await createPhoto(1)
    const photoFiles = filesOf(photo)
    expect(photoFiles.length).toBe(4) // the image, thumbnail, card, large
    const checksums = photoFiles.map(sha)

    const archive = await backup()
    expect(path.dirname(archive)).toBe(backupDir)
    expect(fs.statSync(archive).mode & 0o077).toBe(0) // password hashes inside: the owner's only
    expect(readBackupStatus(backupDir).lastSuccess).toMatchObject({ path: archive, bytes: fs.statSync(archive).size })

    // After the backup: a translation changed, a record deleted, an upload deleted (its files
    // go with it), a new upload.
    await payload.update({
      collection: 'content-items',
      id: changed.id,
      data: { title: 'Changed after the backup' },
      locale: 'fr',
      overrideAccess: true,
    })
    await payload.update({
      collection: 'content-items',
      id: changed.id,
      data: { title: 'Changed after the backup (en)' },
      locale: 'en',
      overrideAccess: true,
    })
    await payload.delete({ collection: 'content-items', id: deleted.id, overrideAccess: true })
    await payload.delete({ collection: 'photos', id: photo.id, overrideAccess: true })
    for (const file of photoFiles) expect(fs.existsSync(file), file).toBe(false)
    const later = await createPhoto(2)
    const laterFiles = filesOf(later)
    for (const file of laterFiles) expect(fs.existsSync(file)).toBe(true)

    const restore = await run('restore', [archive, '--yes'])
    expect(restore.status, restore.stderr).toBe(0)
    expect(restore.stdout).toMatch(/restored .*backup-.*\.tar\.gz/)

    expect(await titlesOf(kept.id)).toMatchObject(kept.text)
    expect(await titlesOf(changed.id)).toMatchObject(changed.text)
    expect(await exists('content-items', deleted.id)).toBe(true)
    expect(await titlesOf(deleted.id)).toMatchObject(deleted.text)
    expect(await exists('photos', photo.id)).toBe(true)
    expect(photoFiles.map(sha)).toEqual(checksums)
    expect(await exists('photos', later.id)).toBe(false)
    for (const file of laterFiles) expect(fs.existsSync(file), file).toBe(false)

    // New records get new ids: the sequences were put back past every restored row.
    const next = await createItem(unique('after-restore'))
    expect(next.id).toBeGreaterThan(Math.max(kept.id, changed.id, deleted.id))
  })
})

describe('a backup taken while the site writes', () => {
  it('restores to one consistent moment: every record whole, every file of every upload there', async () => {
    const database = new pg.Client({ connectionString: databaseUrl })
    await database.connect()
    const before = await createItem(unique('before-writes'))
    let writing = true
    let written = 0
    // Writers, as the site's are: records in several tables per transaction (an item and its
    // translation rows), a SQL transaction touching two tables, and uploads with variants.
    const writers = [
      (async () => {
        while (writing) {
          await payload.create({
            collection: 'content-items',
            data: {
              tabId: 'research',
              sectionId: 'publications',
              title: unique('during'),
              content: lexicalParagraph('written during the backup'),
              displayOrder: 1,
              isActive: true,
            },
            locale: 'en',
            overrideAccess: true,
          })
          written++
        }
      })(),
      // contact_messages is copied before rate_limits: without one snapshot, a pair committed
      // in between would come back as a rate_limits row alone.
      (async () => {
        for (let i = 0; writing; i++) {
          const key = unique('pair')
          await database.query('BEGIN')
          await database.query(`INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, now(), $2)`, [key, i])
          await database.query(
            `INSERT INTO contact_messages (name, email, subject, message, status, received_at, updated_at, created_at) VALUES ($1, 'pair@example.org', 'pair check', 'written with a rate_limits row', 'new', now(), now(), now())`,
            [key],
          )
          await database.query('COMMIT')
          written++
          await new Promise((r) => setTimeout(r, 5))
        }
      })(),
      (async () => {
        for (let i = 10; writing; i++) {
          await createPhoto(i)
          written++
        }
      })(),
    ]
    let archive: string
    try {
      // Let the writers get going, then back up while they write.
      while (written < 6) await new Promise((r) => setTimeout(r, 20))
      const writtenBefore = written
      archive = await backup()
      expect(written).toBeGreaterThan(writtenBefore) // the writes really ran during the backup
    } finally {
      writing = false
      await Promise.all(writers)
    }

    const restore = await run('restore', [archive, '--yes'])
    expect(restore.status, restore.stderr).toBe(0)

    expect(await titlesOf(before.id)).toMatchObject(before.text)
    // Every item has its English row (a half-copied transaction would leave one without).
    const { rows: orphans } = await database.query(
      `SELECT count(*)::int AS n FROM content_items c WHERE NOT EXISTS (SELECT 1 FROM content_items_locales l WHERE l._parent_id = c.id AND l._locale = 'en')`,
    )
    expect(orphans[0].n).toBe(0)
    // Each pair was written in one transaction: both halves or neither.
    const { rows: pairs } = await database.query(
      `SELECT (SELECT count(*) FROM rate_limits WHERE key LIKE 'pair-%')::int AS limits, (SELECT count(*) FROM contact_messages WHERE subject = 'pair check' AND name LIKE 'pair-%')::int AS messages,
              (SELECT count(*) FROM rate_limits r WHERE key LIKE 'pair-%' AND NOT EXISTS (SELECT 1 FROM contact_messages m WHERE m.name = r.key))::int AS unmatched`,
    )
    expect(pairs[0].limits).toBeGreaterThan(0)
    expect(pairs[0]).toMatchObject({ unmatched: 0, messages: pairs[0].limits })
    // Every upload the restored database knows has its image and every variant on disk.
    const photos = await payload.find({ collection: 'photos', limit: 0, overrideAccess: true, depth: 0 })
    expect(photos.totalDocs).toBeGreaterThan(0)
    for (const doc of photos.docs) for (const file of filesOf(doc)) expect(fs.existsSync(file), file).toBe(true)
    await database.end()
  })
})

describe('npm run restore refuses, and changes nothing', () => {
  let archive: string
  let marker: string

  beforeAll(async () => {
    archive = await backup()
    marker = (await createItem(unique('marker'))).text.en
  })

  const markerStillThere = async () =>
    (
      await payload.find({
        collection: 'content-items',
        where: { title: { equals: marker } },
        locale: 'en',
        overrideAccess: true,
      })
    ).totalDocs === 1

  /** Exit code 1 and one line that says `message`, no stack trace; the database as it was. */
  async function expectRefusal(result: Run, message: RegExp) {
    expect(result.status).toBe(1)
    const lines = ownLines(result.stderr)
    expect(lines, result.stderr).toHaveLength(1)
    expect(lines[0]).toMatch(message)
    expect(result.stderr).not.toMatch(/\n\s+at /)
    expect(await markerStillThere()).toBe(true)
  }

  /** A copy of the archive with its manifest or files changed by `change`. */
  async function altered(name: string, change: (dir: string) => void) {
    const dir = fs.mkdtempSync(path.join(work, 'altered-'))
    await tar.extract({ file: archive, cwd: dir })
    change(dir)
    const file = path.join(work, `${name}.tar.gz`)
    await tar.create({ gzip: true, file, cwd: dir }, fs.readdirSync(dir))
    return file
  }

  it('a missing archive', async () => {
    await expectRefusal(
      await run('restore', [path.join(work, 'nothing-here.tar.gz'), '--yes']),
      /^\[site\] No backup archive at .*nothing-here\.tar\.gz\.$/,
    )
  })

  it('a file that is not an archive, and an archive cut short', async () => {
    const garbage = path.join(work, 'garbage.tar.gz')
    fs.writeFileSync(garbage, 'not a backup at all')
    await expectRefusal(await run('restore', [garbage, '--yes']), /garbage\.tar\.gz is not a readable backup archive/)
    const truncated = path.join(work, 'truncated.tar.gz')
    fs.writeFileSync(truncated, fs.readFileSync(archive).subarray(0, Math.floor(fs.statSync(archive).size / 2)))
    await expectRefusal(
      await run('restore', [truncated, '--yes']),
      /truncated\.tar\.gz is not a readable backup archive/,
    )
  })

  it('an archive whose content does not match its checksums', async () => {
    const tampered = await altered('tampered', (dir) =>
      fs.appendFileSync(path.join(dir, 'database', 'content_items_locales.copy'), 'x'),
    )
    await expectRefusal(
      await run('restore', [tampered, '--yes']),
      /tampered\.tar\.gz is damaged: database\/content_items_locales\.copy does not match its checksum/,
    )
  })

  it('an archive of a newer version of the site', async () => {
    const newer = await altered('newer', (dir) => {
      const file = path.join(dir, 'manifest.json')
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'))
      manifest.migrations.push('29991231_000000_from_the_future')
      fs.writeFileSync(file, JSON.stringify(manifest))
    })
    await expectRefusal(
      await run('restore', [newer, '--yes']),
      /newer version of the site \(migration 29991231_000000_from_the_future is unknown here\)/,
    )
  })

  it('without --yes it asks, and anything but "yes" cancels', async () => {
    const result = await run('restore', [archive], { input: 'no\n' })
    expect(result.stdout).toMatch(
      /This replaces every record in the database at DATABASE_URL and every file in .* with the backup of .*Type "yes" to go on/,
    )
    await expectRefusal(result, /Restore cancelled: nothing was changed\./)
    await expectRefusal(await run('restore', [archive]), /Restore cancelled/) // no answer at all
  })

  it('while the site runs on the same embedded database', async () => {
    // What `npm start` leaves beside its embedded cluster while it runs it: its process id.
    const dataDir = path.join(work, 'data')
    fs.mkdirSync(dataDir, { recursive: true })
    const site = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)', 'scripts/start.ts'], { stdio: 'ignore' })
    try {
      fs.writeFileSync(path.join(dataDir, 'postgres.owner'), `${site.pid}\n`)
      const { DATABASE_URL: _unset, ...env } = process.env
      const result = await new Promise<Run>((resolve) => {
        const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/restore.ts', archive, '--yes'], {
          cwd: root,
          env: { ...env, MEDIA_DIR: mediaDir, BACKUP_DIR: backupDir, DATA_DIR: dataDir },
        })
        let stdout = ''
        let stderr = ''
        child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
        child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
        child.on('exit', (status) => resolve({ status, stdout, stderr }))
      })
      await expectRefusal(
        result,
        new RegExp(
          `The site is running on this database \\(npm start, process ${site.pid}\\)\\. Stop it first, then run the restore again\\.`,
        ),
      )
      // Nothing was started in its DATA_DIR either.
      expect(fs.existsSync(path.join(dataDir, 'postgres'))).toBe(false)
    } finally {
      site.kill()
      fs.rmSync(path.join(dataDir, 'postgres.owner'), { force: true })
    }
  })
})

describe('scheduled backups', () => {
  it('run on BACKUP_SCHEDULE, record their result for the dashboard and keep the newest BACKUP_KEEP', async () => {
    const dir = path.join(work, 'scheduled')
    const saved = { ...process.env }
    Object.assign(process.env, {
      BACKUP_DIR: dir,
      BACKUP_KEEP: '2',
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: mediaDir,
      DATA_DIR: path.join(work, 'data'),
    })
    const lines: string[] = []
    // Every two seconds (croner's six-field syntax) instead of daily.
    const schedule = scheduleBackups({ pattern: '*/2 * * * * *', timezone: 'Asia/Dhaka' }, (line) => lines.push(line))
    try {
      await expect
        .poll(() => lines.filter((l) => l.startsWith('scheduled backup written')).length, {
          timeout: 40_000,
          interval: 250,
        })
        .toBeGreaterThanOrEqual(3)
    } finally {
      schedule.stop()
      process.env = saved
    }
    expect(lines[0]).toMatch(/^backups: "\*\/2 \* \* \* \* \*" \(Asia\/Dhaka\), next .*, the newest 2 kept in /)
    const archives = fs.readdirSync(dir).filter((f) => f.endsWith('.tar.gz'))
    expect(archives).toHaveLength(2)
    const status = readBackupStatus(dir)
    expect(status.lastFailure).toBeUndefined()
    expect(archives.map((a) => path.join(dir, a))).toContain(status.lastSuccess?.path)
    expect(Date.now() - new Date(status.lastSuccess!.at).getTime()).toBeLessThan(30_000)
  })

  it('a failed backup is recorded with its reason', async () => {
    const dir = path.join(work, 'failing')
    const result = await run('backup', [], {
      env: { BACKUP_DIR: dir, DATABASE_URL: 'postgres://site:pw@127.0.0.1:1/site' },
    })
    expect(result.status).toBe(1)
    expect(ownLines(result.stderr)).toEqual([
      expect.stringMatching(/^\[site\] The backup failed: Cannot reach PostgreSQL at 127\.0\.0\.1:1\/site/),
    ])
    expect(readBackupStatus(dir).lastFailure?.error).toMatch(/Cannot reach PostgreSQL/)
  })
})
