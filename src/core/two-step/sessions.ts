// Used by the API's routes and the users' hooks: no "server-only" here.
import { randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import { getFieldsToSign, jwtSign, type Payload } from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { rowsOf } from '../db/raw-sql'
import type { User } from '../../payload-types'
import type { LoginMethod } from './kinds'

/**
 * Administrators' sessions. Payload's own list (`users.sessions`) is what makes a token valid:
 * its JWT carries the session's id (`sid`), and a token whose session is gone is refused on its
 * next request. Beside it `admin-sessions` keeps what the owner is shown: the browser and network
 * it was opened from, and how.
 */

export type SessionInfo = {
  id: string
  createdAt: string
  expiresAt: string
  browser: string
  network: string
  method: LoginMethod | null
  current: boolean
}

type Issued = { token: string; exp: number; sid: string; cookie: string; user: User }

/** What the session list shows of where a login came from; `ticket`, the id of the ticket that completed it. */
export type SessionOrigin = { browser: string; network: string; method: LoginMethod; ticket?: string }

/**
 * Keeps what the owner will be shown of a session. False when the login's ticket has opened a
 * session already: a ticket opens one at most.
 */
export async function describeSession(
  payload: Payload,
  userId: number,
  sid: string,
  origin: SessionOrigin,
): Promise<boolean> {
  const kept = rowsOf<{ sid: string }>(
    await payload.db.drizzle.execute(sql`
      INSERT INTO "admin_sessions" ("sid", "user_id", "browser", "network", "method", "ticket", "created_at", "updated_at")
      VALUES (${sid}, ${userId}, ${origin.browser}, ${origin.network}, ${origin.method}, ${origin.ticket ?? null}, now(), now())
      ON CONFLICT DO NOTHING
      RETURNING "sid"`),
  )
  return kept.length === 1
}

/** The login's ticket opened a session already. */
export class TicketUsed extends Error {}

/**
 * Opens a session for an account whose login is complete (after its second step, or with a
 * passkey): a row in Payload's session list, added by one INSERT (never a rewrite of the account,
 * which would lose a session opened at the same moment), and a token signed as Payload signs its own.
 */
export async function openSession(payload: Payload, userId: number, origin: SessionOrigin): Promise<Issued> {
  const collection = payload.collections.users.config
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
  const sid = randomUUID()
  // What the owner is shown comes first: it is what refuses a ticket used twice, before any session exists.
  if (!(await describeSession(payload, userId, sid, origin))) throw new TicketUsed()
  const expiresAt = new Date(Date.now() + collection.auth.tokenExpiration * 1000)
  await payload.db.drizzle.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM "users_sessions" WHERE "_parent_id" = ${userId} AND "expires_at" < now()`)
    await tx.execute(sql`
      INSERT INTO "users_sessions" ("_order", "_parent_id", "id", "created_at", "expires_at")
      SELECT COALESCE(MAX("_order"), 0) + 1, ${userId}, ${sid}, now(), ${expiresAt.toISOString()}
      FROM "users_sessions" WHERE "_parent_id" = ${userId}`)
  })
  const fieldsToSign = getFieldsToSign({
    collectionConfig: collection,
    email: user.email ?? '',
    sid,
    user: { ...user, collection: 'users' } as Parameters<typeof getFieldsToSign>[0]['user'],
  })
  const { token, exp } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: collection.auth.tokenExpiration,
  })
  const cookie = generatePayloadCookie({
    collectionAuthConfig: collection.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
  return { token, exp, sid, cookie, user }
}

type Row = {
  id: string
  created_at: Date
  expires_at: Date
  browser: string | null
  network: string | null
  method: LoginMethod | null
}

/** The account's unexpired sessions, newest first; `current` marks the one asking. */
export async function listSessions(payload: Payload, userId: number, currentSid?: string): Promise<SessionInfo[]> {
  const rows = rowsOf<Row>(
    await payload.db.drizzle.execute(sql`
      SELECT s."id", s."created_at", s."expires_at", a."browser", a."network", a."method"
      FROM "users_sessions" s LEFT JOIN "admin_sessions" a ON a."sid" = s."id"
      WHERE s."_parent_id" = ${userId} AND s."expires_at" > now()
      ORDER BY s."created_at" DESC NULLS LAST`),
  )
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at ?? row.expires_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    browser: row.browser ?? '',
    network: row.network ?? '',
    method: row.method,
    current: row.id === currentSid,
  }))
}

/**
 * Ends sessions of an account: one (`only`), or all but one (`except`), or all. Their tokens are
 * refused from the next request on, on every instance. Answers how many ended.
 */
export async function endSessions(
  payload: Payload,
  userId: number,
  which: { only: string } | { except?: string },
): Promise<number> {
  const filter =
    'only' in which ? sql`AND "id" = ${which.only}` : which.except ? sql`AND "id" <> ${which.except}` : sql``
  const ended = rowsOf<{ id: string }>(
    await payload.db.drizzle.execute(
      sql`DELETE FROM "users_sessions" WHERE "_parent_id" = ${userId} ${filter} RETURNING "id"`,
    ),
  )
  await forgetSessionInfo(payload, userId)
  return ended.length
}

/**
 * Drops what was kept of sessions that no longer exist (ended or expired); a ticket's record stays
 * past the longest ticket's life, so that an ended session does not make its ticket good again.
 */
export async function forgetSessionInfo(payload: Payload, userId: number): Promise<void> {
  await payload.db.drizzle.execute(sql`
    DELETE FROM "admin_sessions" a WHERE a."user_id" = ${userId}
      AND NOT EXISTS (SELECT 1 FROM "users_sessions" s WHERE s."id" = a."sid")
      AND (a."ticket" IS NULL OR a."created_at" < now() - interval '20 minutes')`)
}
