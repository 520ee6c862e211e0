import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import type { Migration } from 'payload'

/**
 * The committed migrations (migrations/index.ts) as Payload's `migrate()` takes them. The
 * generated files type their argument as the Postgres adapter's `{ db, payload, req }`, which
 * Payload's general `Migration` leaves `unknown`; the adapter passes exactly that. Loaded on
 * demand: a start without migrating never reads them.
 */
export async function committedMigrations(): Promise<Migration[]> {
  const { migrations } = await import('../../migrations')
  return migrations.map(({ name, up, down }) => ({
    name,
    up: (args: unknown) => up(args as MigrateUpArgs),
    down: (args: unknown) => down(args as MigrateDownArgs),
  }))
}
