import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import * as tar from 'tar'
import { qualified, quote, schema } from './dump'
import { BackupError, oneLine } from './errors'
import { verifyFile } from './files'
import { majorOf, manifestSchema, type Manifest } from './manifest'

type Migration = { name: string; up: (args: { db: unknown; payload: unknown; req: unknown }) => Promise<void> }

type Options = {
  archive: string
  databaseUrl: string
  mediaDir: string
  /** The code's migrations, oldest first (migrations/index.ts). */
  migrations: Migration[]
  /** Asked once the archive is checked and before anything changes; false cancels. */
  confirm?: (manifest: Manifest) => Promise<boolean>
  log?: (line: string) => void
}

/** Unpacks the archive into `into` and checks it against its manifest: nothing is changed before it passes. */
async function unpack(archive: string, into: string): Promise<Manifest> {
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile())
    throw new BackupError(`No backup archive at ${archive}.`)
  try {
    // strict: a damaged archive is an error, not a warning; paths stay inside `into` (tar refuses `..` and absolute names).
    await tar.extract({ file: archive, cwd: into, strict: true })
  } catch (error) {
    throw new BackupError(`${archive} is not a readable backup archive (${oneLine(error)}).`)
  }
  let manifest: Manifest
  try {
    manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(path.join(into, 'manifest.json'), 'utf8')))
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'it has no manifest.json'
        : 'its manifest.json is not one this version reads'
    throw new BackupError(`${archive} is not a backup of this site (${reason}).`)
  }
  for (const entry of [...manifest.tables, ...manifest.media.files]) {
    if (!entry.file.startsWith(entry.file.startsWith('media/') ? 'media/' : 'database/') || entry.file.includes('..')) {
      throw new BackupError(`${archive} is damaged: its manifest names ${entry.file}.`)
    }
    const problem = await verifyFile(into, entry)
    if (problem) throw new BackupError(`${archive} is damaged: ${problem}.`)
  }
  return manifest
}

/** The archive's migrations in the code's order; refuses an archive of a newer version of the site. */
function migrationsToReplay(manifest: Manifest, migrations: Migration[]): { replay: Migration[]; newer: string[] } {
  const known = new Set(migrations.map((m) => m.name))
  const unknown = manifest.migrations.filter((name) => !known.has(name))
  if (unknown.length) {
    throw new BackupError(
      `The backup comes from a newer version of the site (migration ${unknown[0]} is unknown here): update the code, then restore.`,
    )
  }
  const taken = new Set(manifest.migrations)
  const replay = migrations.filter((m) => taken.has(m.name))
  const newer = migrations.filter((m) => !taken.has(m.name)).map((m) => m.name)
  return { replay, newer }
}

/** Drops what the schema holds (tables with their indexes, constraints and owned sequences; views; types), as its owner need not own the schema itself. */
async function emptySchema(client: pg.Client) {
  const { rows } = await client.query<{ statement: string }>(
    `SELECT format('DROP %s IF EXISTS %I.%I CASCADE', kind, n.nspname, c.relname) AS statement
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace,
            LATERAL (SELECT CASE c.relkind WHEN 'r' THEN 'TABLE' WHEN 'p' THEN 'TABLE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' END AS kind) k
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm', 'S') AND NOT (c.relkind = 'r' AND c.relispartition)
      ORDER BY CASE c.relkind WHEN 'v' THEN 0 WHEN 'm' THEN 0 WHEN 'r' THEN 1 WHEN 'p' THEN 1 ELSE 2 END`,
    [schema],
  )
  for (const { statement } of rows) await client.query(statement)
  const { rows: types } = await client.query<{ statement: string }>(
    `SELECT format('DROP TYPE IF EXISTS %I.%I CASCADE', n.nspname, t.typname) AS statement
       FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = $1 AND (t.typtype IN ('e', 'd', 'r') OR (t.typtype = 'c' AND (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c'))`,
    [schema],
  )
  for (const { statement } of types) await client.query(statement)
}

/** Loads every table's rows with the foreign keys lifted (rows arrive in any order), then puts the keys back, which checks them. */
async function loadRows(client: pg.Client, root: string, manifest: Manifest) {
  const { rows: keys } = await client.query<{ table: string; name: string; definition: string }>(
    `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND k.contype = 'f'`,
    [schema],
  )
  for (const key of keys) await client.query(`ALTER TABLE ${qualified(key.table)} DROP CONSTRAINT ${quote(key.name)}`)
  const { rows: existing } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind IN ('r', 'p')`,
    [schema],
  )
  const tables = new Set(existing.map((t) => t.name))
  for (const table of manifest.tables) {
    if (!tables.has(table.name))
      throw new BackupError(
        `The backup has a table ${table.name} that its migrations do not make; it cannot be restored by this version.`,
      )
    const copy = client.query(
      copyFrom(`COPY ${qualified(table.name)} (${table.columns.map(quote).join(', ')}) FROM STDIN`),
    )
    await pipeline(fs.createReadStream(path.join(root, table.file)), copy)
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM ${qualified(table.name)}`,
    )
    if (Number(rows[0].count) !== table.rows)
      throw new BackupError(`Restoring ${table.name} gave ${rows[0].count} rows where the backup has ${table.rows}.`)
  }
  for (const key of keys)
    await client.query(`ALTER TABLE ${qualified(key.table)} ADD CONSTRAINT ${quote(key.name)} ${key.definition}`)
  for (const sequence of manifest.sequences) {
    const { rowCount } = await client.query(
      `SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relname = $2 AND c.relkind = 'S'`,
      [schema, sequence.name],
    )
    if (rowCount)
      await client.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [
        qualified(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ])
  }
}

/**
 * Puts the unpacked folders in place of the media folder's own, each with one rename. The
 * old ones are moved aside first and deleted last. Works where MEDIA_DIR is a mount point,
 * which cannot itself be renamed.
 */
function replaceMedia(mediaDir: string, restored: string, manifest: Manifest) {
  const aside = path.join(mediaDir, `.replaced-${randomBytes(6).toString('hex')}`)
  fs.mkdirSync(aside)
  for (const entry of fs.readdirSync(mediaDir)) {
    if (!entry.startsWith('.')) fs.renameSync(path.join(mediaDir, entry), path.join(aside, entry))
  }
  for (const directory of manifest.media.directories) fs.mkdirSync(path.join(restored, directory), { recursive: true })
  for (const entry of fs.existsSync(restored) ? fs.readdirSync(restored) : [])
    fs.renameSync(path.join(restored, entry), path.join(mediaDir, entry))
  fs.rmSync(aside, { recursive: true, force: true })
}

/**
 * Puts the database and the media back exactly as the archive has them
 * (docs/decisions/013-backups.md). The database part is one transaction (the schema emptied,
 * the archive's migrations replayed, the rows loaded, the keys checked): it happens whole or
 * not at all. Returns the code's migrations that are newer than the archive, for the caller
 * to apply with Payload.
 */
export async function restoreBackup({
  archive,
  databaseUrl,
  mediaDir,
  migrations,
  confirm,
  log = () => {},
}: Options): Promise<{ manifest: Manifest; newerMigrations: string[] } | undefined> {
  fs.mkdirSync(mediaDir, { recursive: true })
  // Work folders of an interrupted restore.
  for (const entry of fs.readdirSync(mediaDir)) {
    if (/^\.(restore|replaced)-[0-9a-f]+$/.test(entry))
      fs.rmSync(path.join(mediaDir, entry), { recursive: true, force: true })
  }
  // Unpacked inside the media folder: the final renames stay on one file system.
  const work = path.join(mediaDir, `.restore-${randomBytes(6).toString('hex')}`)
  fs.mkdirSync(work, { mode: 0o700 })
  try {
    const manifest = await unpack(path.resolve(archive), work)
    const { replay, newer } = migrationsToReplay(manifest, migrations)

    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 })
    client.on('error', () => {})
    await client.connect()
    try {
      const { rows } = await client.query<{ version: string }>(
        `SELECT current_setting('server_version_num') AS version`,
      )
      if (majorOf(Number(rows[0].version)) < majorOf(manifest.postgres.versionNum)) {
        throw new BackupError(
          `The backup comes from PostgreSQL ${manifest.postgres.version}; this server is older (${majorOf(Number(rows[0].version))}). Restore onto PostgreSQL ${majorOf(manifest.postgres.versionNum)} or newer.`,
        )
      }
      if (confirm && !(await confirm(manifest))) return undefined

      log(
        `restoring the database (${manifest.tables.reduce((sum, t) => sum + t.rows, 0)} rows from ${manifest.createdAt})`,
      )
      await client.query('BEGIN')
      try {
        await emptySchema(client)
        // The schema as it was when the backup was made: the archive's migrations, on this
        // transaction's connection (they are SQL only; Payload would run them on its own pool).
        const db = drizzle({ client })
        for (const migration of replay) {
          try {
            await migration.up({ db, payload: undefined, req: undefined })
          } catch (error) {
            throw new BackupError(`Replaying migration ${migration.name} failed: ${oneLine(error)}`)
          }
        }
        await loadRows(client, work, manifest)
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      }
    } finally {
      await client.end().catch(() => {})
    }

    log(`restoring ${manifest.media.files.length} media files`)
    replaceMedia(mediaDir, path.join(work, 'media'), manifest)
    return { manifest, newerMigrations: newer }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}
