/**
 * Whether an error says that PostgreSQL could not be reached, rather than that a query was
 * wrong (docs/decisions/012-self-healing-database.md). Config-time: Payload's auth strategy
 * (src/core/auth/credential-check.ts) asks it as well as the contract's error mapping.
 */

// Node's socket errors, and PostgreSQL's "shutting down / starting up" and connection classes.
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])
const connectionMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|cannot connect to Postgres|the database system is (starting up|shutting down|in recovery mode)/i

/**
 * The error, or one it wraps (drizzle puts the driver's error in `cause`; Node's connect
 * attempts to several addresses end in an AggregateError), that says PostgreSQL could not be
 * reached rather than that the query was wrong; undefined when there is none.
 */
export function connectionFailureIn(error: unknown, depth = 0): { code?: unknown; message?: unknown } | undefined {
  if (!error || typeof error !== 'object' || depth > 6) return undefined
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (typeof e.code === 'string' && connectionCodes.has(e.code)) return e
  if (typeof e.message === 'string' && connectionMessages.test(e.message)) return e
  if (Array.isArray(e.errors)) {
    for (const inner of e.errors) {
      const found = connectionFailureIn(inner, depth + 1)
      if (found) return found
    }
  }
  return connectionFailureIn(e.cause, depth + 1)
}

export const isConnectionFailure = (error: unknown): boolean => connectionFailureIn(error) !== undefined
