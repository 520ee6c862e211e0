import type { Payload } from 'payload'
import type { Pool } from 'pg'

/**
 * Payload's destroy() leaves the PostgreSQL pool open (and one client checked out), so a
 * script that stops the database afterwards would crash on the pool's idle clients. Close the
 * idle ones and ignore the goodbye errors of the rest.
 */
export async function closePayload(payload: Payload): Promise<void> {
  const pool: Pool | undefined = payload.db.pool
  pool?.on('error', () => {})
  await payload.destroy()
  void pool?.end().catch(() => {})
}
