import 'server-only'
import type { Pool } from 'pg'
import { migrations } from '../../migrations'
import { serverPhase, type ServerPhase } from '../core/lifecycle'
import { getPayloadClient } from './payload'

/**
 * GET /api/health (readiness) and GET /api/health/live (liveness). Ready means this instance
 * may take traffic: it has started (its pages warmed) and is not stopping, PostgreSQL answers
 * through Payload's own pool (the one every request uses), and every migration this code knows
 * has been applied. The database is asked at most `timeoutMs`, and the answer kept for
 * `cacheMs`, so that a monitor polling every second, or a burst of them, costs one query a
 * second at most (docs/decisions/027-a-start-that-cannot-hang.md).
 */

export type Health = {
  status: 'ok' | 'degraded' | 'starting' | 'draining'
  database: 'up' | 'down'
  migrations: 'current' | 'pending' | 'unknown'
  phase: ServerPhase
  time: string
}

type Database = Pick<Health, 'database' | 'migrations'> & { time: string }

const timeoutMs = 1000
const cacheMs = 1000
const committed = migrations.map((m) => m.name)

let last: { at: number; database: Database } | undefined
let pending: Promise<Database> | undefined

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

async function probe(): Promise<Database> {
  const time = new Date().toISOString()
  try {
    const applied = await withTimeout(
      (async () => {
        const payload = await getPayloadClient()
        const pool: Pool | undefined = payload.db.pool
        if (!pool) throw new Error('Payload has no PostgreSQL pool')
        const { rows } = await pool.query<{ name: string }>('SELECT name FROM payload_migrations')
        return new Set(rows.map((row) => row.name))
      })(),
      timeoutMs,
    )
    return { database: 'up', migrations: committed.every((name) => applied.has(name)) ? 'current' : 'pending', time }
  } catch {
    return { database: 'down', migrations: 'unknown', time }
  }
}

async function database(): Promise<Database> {
  if (last && Date.now() - last.at < cacheMs) return last.database
  pending ??= probe().then((result) => {
    last = { at: Date.now(), database: result }
    pending = undefined
    return result
  })
  return pending
}

export async function checkHealth(): Promise<Health> {
  const phase = serverPhase()
  const db = await database()
  const status =
    phase === 'draining'
      ? 'draining'
      : db.database === 'down' || db.migrations !== 'current'
        ? 'degraded'
        : phase === 'starting'
          ? 'starting'
          : 'ok'
  return { status, database: db.database, migrations: db.migrations, phase, time: db.time }
}
