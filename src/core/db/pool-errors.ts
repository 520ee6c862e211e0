import type { Pool } from 'pg'

/**
 * node-postgres re-emits the error of an idle pooled connection on the pool, and an 'error'
 * event nobody listens to is thrown: it ends a script, and inside Next only Next's own
 * uncaught-exception handler keeps the server up, with a stack per lost connection. The pool
 * has already dropped that connection and the next query opens a new one, so a line in the
 * log is all it takes (docs/decisions/012-self-healing-database.md).
 */
export function survivePoolErrors(pool: Pool | undefined, log: (line: string) => void = console.error) {
  if (!pool || pool.listenerCount('error') > 0) return
  let loggedAt = 0
  pool.on('error', (error) => {
    // Every idle connection fails at once when the server goes: one line for the lot.
    if (Date.now() - loggedAt < 10_000) return
    loggedAt = Date.now()
    log(`[db] lost the connection to PostgreSQL (${error.message}); queries reconnect once it answers again`)
  })
}
