import 'server-only'
import type { Pool } from 'pg'
import { getPayloadClient } from './payload'

/**
 * GET /api/health: can the site serve? One `SELECT 1` through Payload's own pool (the one
 * every request uses), given at most `timeoutMs`, and its answer kept for `cacheMs`, so that
 * a monitor polling every second, or a burst of them, costs one query a second at most.
 */

export type Health = { status: 'ok' | 'degraded'; database: 'up' | 'down'; time: string }

const timeoutMs = 1000
const cacheMs = 1000

let last: { at: number; health: Health } | undefined
let pending: Promise<Health> | undefined

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

async function probe(): Promise<Health> {
  const time = new Date().toISOString()
  try {
    await withTimeout(
      (async () => {
        const payload = await getPayloadClient()
        const pool = (payload.db as unknown as { pool?: Pool }).pool
        if (!pool) throw new Error('Payload has no PostgreSQL pool')
        await pool.query('SELECT 1')
      })(),
      timeoutMs,
    )
    return { status: 'ok', database: 'up', time }
  } catch {
    return { status: 'degraded', database: 'down', time }
  }
}

export async function checkHealth(): Promise<Health> {
  if (last && Date.now() - last.at < cacheMs) return last.health
  pending ??= probe().then((health) => {
    last = { at: Date.now(), health }
    pending = undefined
    return health
  })
  return pending
}
