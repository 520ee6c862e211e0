import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import { BackupError } from './errors'
import { Measure } from './files'
import type { Manifest } from './manifest'

/** Payload's tables live in PostgreSQL's default schema (payload.config.ts sets no schemaName). */
export const schema = 'public'

export const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`
export const qualified = (name: string) => `${quote(schema)}.${quote(name)}`

/** The archive's name for a table's rows: its own name where that is a plain one. */
const fileFor = (table: string, index: number) =>
  `database/${/^[A-Za-z0-9_]+$/.test(table) ? table : `table-${index}`}.copy`

/**
 * Every row of every table of the schema, as COPY's text format (exact for every type, and
 * readable by any later PostgreSQL), written to `<into>/database/`. All tables are read in
 * one REPEATABLE READ transaction: one snapshot, consistent across tables while the site
 * goes on writing, and no lock stronger than ACCESS SHARE (writers never wait on it).
 */
export async function dumpDatabase(
  client: pg.Client,
  into: string,
): Promise<Pick<Manifest, 'postgres' | 'migrations' | 'tables' | 'sequences'>> {
  fs.mkdirSync(path.join(into, 'database'), { recursive: true })
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
  try {
    // The snapshot is taken by the first query; everything below sees the same moment.
    const { rows: tableRows } = await client.query<{ name: string; columns: string[] }>(
      `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        WHERE n.nspname = $1 AND c.relkind IN ('r', 'p')
        GROUP BY c.relname
        ORDER BY c.relname`,
      [schema],
    )
    if (!tableRows.some((t) => t.name === 'payload_migrations')) {
      throw new BackupError(
        'The database has no tables yet (no payload_migrations): start the site once, or run npm run migrate.',
      )
    }
    const { rows: migrationRows } = await client.query<{ name: string }>(
      `SELECT name FROM ${qualified('payload_migrations')} WHERE batch IS DISTINCT FROM -1 ORDER BY name`,
    )
    const { rows: versionRows } = await client.query<{ server_version: string; server_version_num: string }>(
      `SELECT current_setting('server_version') AS server_version, current_setting('server_version_num') AS server_version_num`,
    )
    // Sequences are outside transactions: read now, they are at or past every id in the snapshot.
    const { rows: sequenceNames } = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind = 'S' ORDER BY 1`,
      [schema],
    )
    const sequences: Manifest['sequences'] = []
    for (const { name } of sequenceNames) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM ${qualified(name)}`,
      )
      sequences.push({ name, lastValue: rows[0].last_value, isCalled: rows[0].is_called })
    }

    const tables: Manifest['tables'] = []
    for (const [index, { name, columns }] of tableRows.entries()) {
      const file = fileFor(name, index)
      const measure = new Measure()
      const copy = client.query(copyTo(`COPY ${qualified(name)} (${columns.map(quote).join(', ')}) TO STDOUT`))
      await pipeline(copy, measure, fs.createWriteStream(path.join(into, file), { mode: 0o600 }))
      // In COPY's text format a row ends in a newline and a newline inside a value is written \n.
      tables.push({ name, columns, file, rows: measure.lines, bytes: measure.bytes, sha256: measure.digest() })
    }
    await client.query('COMMIT')
    return {
      postgres: { version: versionRows[0].server_version, versionNum: Number(versionRows[0].server_version_num) },
      migrations: migrationRows.map((m) => m.name),
      tables,
      sequences,
    }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  }
}
