// Raw SQL beside Payload (collection hooks, the mail worker, scripts): no "server-only" here.
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/**
 * The rows of a raw query run with drizzle's `execute` (`payload.db.drizzle.execute(sql...)`):
 * node-postgres answers a QueryResult, whose rows drizzle's types leave unknown. The one place
 * where a raw answer is given the row type the query's SELECT or RETURNING says.
 */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows

/**
 * Where a hook's raw SQL runs: the request's transaction when it has one (so that the statement
 * commits or rolls back with the save), else the pool.
 */
export async function sqlRunnerOf(req: PayloadRequest) {
  // payload.db is typed as any adapter; this site's is always the Postgres one (payload.config.ts).
  const db = req.payload.db as unknown as PostgresAdapter
  const session = req.transactionID ? db.sessions[await req.transactionID] : undefined
  return session?.db ?? db.drizzle
}
