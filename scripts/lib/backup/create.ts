import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import * as tar from 'tar'
import { dumpDatabase } from './dump'
import { linkOrCopy, measureFile, walk } from './files'
import { manifestFormat, type Manifest } from './manifest'

const archivePattern = /^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/

/** `backup-2026-11-23T19-17-07-123Z.tar.gz`: sorts by time, and no character a file system refuses. */
const archiveName = (at: Date) => `backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`

/** Work folders and partial archives left by a backup that was killed (a day old: another backup may be running now). */
function removeAbandonedWork(backupDir: string) {
  for (const entry of fs.readdirSync(backupDir)) {
    if (!entry.startsWith('.work-')) continue
    const file = path.join(backupDir, entry)
    if (Date.now() - fs.statSync(file).mtimeMs > 24 * 60 * 60 * 1000) fs.rmSync(file, { recursive: true, force: true })
  }
}

type Options = { databaseUrl: string; mediaDir: string; backupDir: string; log?: (line: string) => void }

/** Links every file of the media folder into the work folder not linked yet; returns how many were added. */
function takeMedia(mediaDir: string, into: string): number {
  let added = 0
  for (const file of walk(mediaDir).files) {
    const target = path.join(into, file)
    if (fs.existsSync(target)) continue
    try {
      linkOrCopy(path.join(mediaDir, file), target)
      added++
    } catch (error) {
      // Deleted since it was listed: it belongs to neither moment.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return added
}

/**
 * One archive (.tar.gz) with the database's rows, the uploaded files and a manifest, taken
 * while the site serves and writes (docs/decisions/013-backups.md). The media folder is
 * taken (as hard links) before the database's snapshot and topped up after it, so a file
 * that a row of the snapshot names is in the archive even when it was deleted meanwhile, and
 * a file uploaded meanwhile is there too. Written under a temporary name and renamed: an
 * archive with its final name is always whole.
 */
export async function createBackup({
  databaseUrl,
  mediaDir,
  backupDir,
  log = () => {},
}: Options): Promise<{ path: string; bytes: number; manifest: Manifest }> {
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 })
  removeAbandonedWork(backupDir)
  const work = path.join(backupDir, `.work-${randomBytes(6).toString('hex')}`)
  const partial = `${work}.tar.gz`
  fs.mkdirSync(work, { mode: 0o700 })
  try {
    const mediaWork = path.join(work, 'media')
    fs.mkdirSync(mediaWork)
    takeMedia(mediaDir, mediaWork)

    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 })
    client.on('error', () => {})
    await client.connect()
    let database: Awaited<ReturnType<typeof dumpDatabase>>
    try {
      database = await dumpDatabase(client, work)
    } finally {
      await client.end().catch(() => {})
    }
    const late = takeMedia(mediaDir, mediaWork)
    if (late) log(`${late} file(s) uploaded during the backup were added`)

    const { files, directories } = walk(mediaWork)
    const media: Manifest['media'] = { directories, files: [] }
    for (const file of files)
      media.files.push({ file: `media/${file}`, ...(await measureFile(path.join(mediaWork, file))) })
    const createdAt = new Date()
    const manifest: Manifest = { format: manifestFormat, createdAt: createdAt.toISOString(), ...database, media }
    fs.writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 })

    // The manifest first, so that reading it does not mean reading the whole archive.
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true, mode: 0o600 }, [
      'manifest.json',
      'database',
      'media',
    ])
    // Two backups in one millisecond (a scheduled one and a manual one) each keep their own name.
    let name = archiveName(createdAt)
    for (let later = 1; fs.existsSync(path.join(backupDir, name)); later++)
      name = archiveName(new Date(createdAt.getTime() + later))
    const final = path.join(backupDir, name)
    fs.renameSync(partial, final)
    const rows = database.tables.reduce((sum, t) => sum + t.rows, 0)
    log(`backed up ${rows} rows in ${database.tables.length} tables and ${files.length} files`)
    return { path: final, bytes: fs.statSync(final).size, manifest }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
    fs.rmSync(partial, { force: true })
  }
}

/** Deletes all but the newest `keep` archives of this naming in `backupDir`; returns the deleted names. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const archives = fs
    .readdirSync(backupDir)
    .filter((name) => archivePattern.test(name))
    .sort()
    .reverse()
  const removed = archives.slice(keep)
  for (const name of removed) fs.rmSync(path.join(backupDir, name), { force: true })
  return removed
}
