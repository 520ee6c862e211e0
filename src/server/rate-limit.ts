import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { NextRequest } from 'next/server'
import { clientAddressHeader } from '../security/client-address'
import { HttpError } from './http'
import { getPayloadClient } from './payload'
import { rowsOf } from '../core/db/raw-sql'
import { keyedHash } from '../security/keyed-hash'

export type Limit = { name: string; max: number; windowSeconds: number }

/**
 * Limits on the anonymous writes, per client address. Far above what a person sends, low
 * enough to stop a script.
 */
export const limits = {
  contact: { name: 'contact', max: 10, windowSeconds: 600 },
  newsletter: { name: 'newsletter', max: 10, windowSeconds: 600 },
  softwareRequest: { name: 'software-requirements', max: 10, windowSeconds: 600 },
  eventRegistration: { name: 'event-registrations', max: 10, windowSeconds: 600 },
} satisfies Record<string, Limit>

/**
 * The client's address, as the site's server decided it from the connection (and TRUST_PROXY):
 * src/security/client-address.ts. Without that server (Next's dev server), every request
 * shares one key.
 */
export function clientAddress(req: NextRequest): string {
  return req.headers.get(clientAddressHeader) || 'unknown'
}

/** Counts this request; 429 with Retry-After once the window's allowance is spent. */
export async function enforceRateLimit(req: NextRequest, limit: Limit): Promise<void> {
  const payload = await getPayloadClient()
  const now = Date.now()
  const windowMs = limit.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs)
  // A keyed hash of the address (src/security/keyed-hash.ts): the table holds no address.
  const key = `${limit.name}:${keyedHash('rate-limit', clientAddress(req))}`
  const db = payload.db.drizzle
  const result = await db.execute(sql`
    INSERT INTO "rate_limits" ("key", "window_start", "hits") VALUES (${key}, ${windowStart.toISOString()}, 1)
    ON CONFLICT ("key", "window_start") DO UPDATE SET "hits" = "rate_limits"."hits" + 1
    RETURNING "hits"`)
  const hits = Number(rowsOf<{ hits: number }>(result)[0]?.hits ?? 0)
  // Now and then, forget windows that are long over.
  if (Math.random() < 0.01) {
    await db.execute(sql`DELETE FROM "rate_limits" WHERE "window_start" < ${new Date(now - 86_400_000).toISOString()}`)
  }
  if (hits > limit.max) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000))
    throw new HttpError(429, 'Too many requests. Please wait a few minutes and try again.', undefined, {
      'Retry-After': String(retryAfter),
    })
  }
}
