// Used by the API's routes and the reset command (scripts/admin.ts): no "server-only" here.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { rowsOf } from '../db/raw-sql'
import { newRecoveryCodes, hashRecoveryCode } from './recovery-codes'
import { seal, unseal } from './sealed'
import { matchTotp, newTotpKey } from './totp'

/**
 * An administrator's second factors (collections/TwoStepFactors). The checks that must hold under
 * concurrent requests (a code accepted once, a recovery code used once, a passkey's answer taken
 * once) are single conditional UPDATEs, so two requests cannot both succeed.
 */

export type PasskeySummary = { id: number; label: string; createdAt: string; lastUsedAt: string | null }
export type TwoStepStatus = {
  /** An authenticator app is set up and confirmed. */
  totp: boolean
  passkeys: PasskeySummary[]
  recoveryCodesLeft: number
  /** Any second factor: the login asks for a second step. */
  enabled: boolean
}

type FactorRow = {
  id: number
  kind: string
  label: string | null
  confirmed_at: Date | null
  created_at: Date
  last_used_at: Date | null
  used_at: Date | null
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

export async function twoStepStatus(payload: Payload, userId: number): Promise<TwoStepStatus> {
  const rows = rowsOf<FactorRow>(
    await payload.db.drizzle.execute(sql`
      SELECT "id", "kind", "label", "confirmed_at", "created_at", "last_used_at", "used_at"
      FROM "two_step_factors" WHERE "user_id" = ${userId} ORDER BY "created_at", "id"`),
  )
  const totp = rows.some((row) => row.kind === 'totp' && row.confirmed_at !== null)
  const passkeys = rows
    .filter((row) => row.kind === 'passkey')
    .map((row) => ({
      id: row.id,
      label: row.label ?? '',
      createdAt: iso(row.created_at)!,
      lastUsedAt: iso(row.last_used_at),
    }))
  const recoveryCodesLeft = rows.filter((row) => row.kind === 'recovery' && row.used_at === null).length
  return { totp, passkeys, recoveryCodesLeft, enabled: totp || passkeys.length > 0 }
}

/** The ids of the accounts that have a second factor (the accounts list's `twoStep`). */
export async function accountsWithTwoStep(payload: Payload): Promise<Set<number>> {
  const rows = rowsOf<{ user_id: number }>(
    await payload.db.drizzle.execute(sql`
      SELECT DISTINCT "user_id" FROM "two_step_factors"
      WHERE "kind" = 'passkey' OR ("kind" = 'totp' AND "confirmed_at" IS NOT NULL)`),
  )
  return new Set(rows.map((row) => Number(row.user_id)))
}

/**
 * Begins setting up an authenticator app: a new key, kept sealed and not yet in use. A key begun
 * before and never confirmed is replaced. Null when an app is already set up (remove it first).
 */
export async function beginTotp(payload: Payload, userId: number): Promise<string | null> {
  const db = payload.db.drizzle
  return db.transaction(async (tx) => {
    // One enrolment at a time per account.
    await tx.execute(sql`SELECT "id" FROM "users" WHERE "id" = ${userId} FOR UPDATE`)
    const existing = rowsOf<{ confirmed_at: Date | null }>(
      await tx.execute(
        sql`SELECT "confirmed_at" FROM "two_step_factors" WHERE "user_id" = ${userId} AND "kind" = 'totp'`,
      ),
    )
    if (existing.some((row) => row.confirmed_at !== null)) return null
    await tx.execute(sql`DELETE FROM "two_step_factors" WHERE "user_id" = ${userId} AND "kind" = 'totp'`)
    const key = newTotpKey()
    await tx.execute(sql`
      INSERT INTO "two_step_factors" ("user_id", "kind", "secret", "created_at", "updated_at")
      VALUES (${userId}, 'totp', ${seal(key)}, now(), now())`)
    return key
  })
}

type TotpRow = { id: number; secret: string | null; last_step: string | number | null }

/**
 * Checks an authenticator code. `pending` checks the key being set up (and confirms it), otherwise
 * the confirmed one. A code matches once: its time step must be later than the last accepted.
 */
export async function checkTotp(
  payload: Payload,
  userId: number,
  code: string,
  { pending = false, now = Date.now() }: { pending?: boolean; now?: number } = {},
): Promise<boolean> {
  const db = payload.db.drizzle
  const rows = rowsOf<TotpRow>(
    await db.execute(sql`
      SELECT "id", "secret", "last_step" FROM "two_step_factors"
      WHERE "user_id" = ${userId} AND "kind" = 'totp'
        AND ${pending ? sql`"confirmed_at" IS NULL` : sql`"confirmed_at" IS NOT NULL`}
      LIMIT 1`),
  )
  const row = rows[0]
  const key = unseal(row?.secret)
  if (!row || !key) return false
  const step = matchTotp(key, code, now)
  if (step === null) return false
  const taken = rowsOf<{ id: number }>(
    await db.execute(sql`
      UPDATE "two_step_factors" SET "last_step" = ${step}, "last_used_at" = now(), "updated_at" = now()
        ${pending ? sql`, "confirmed_at" = now()` : sql``}
      WHERE "id" = ${row.id} AND ("last_step" IS NULL OR "last_step" < ${step})
      RETURNING "id"`),
  )
  return taken.length === 1
}

/** Uses a recovery code: true once per code. */
export async function useRecoveryCode(payload: Payload, userId: number, code: string): Promise<boolean> {
  const used = rowsOf<{ id: number }>(
    await payload.db.drizzle.execute(sql`
      UPDATE "two_step_factors" SET "used_at" = now(), "updated_at" = now()
      WHERE "user_id" = ${userId} AND "kind" = 'recovery' AND "code_hash" = ${hashRecoveryCode(code)}
        AND "used_at" IS NULL
      RETURNING "id"`),
  )
  return used.length === 1
}

/** Ten new recovery codes in place of any earlier ones; the codes are returned once, stored hashed. */
export async function replaceRecoveryCodes(payload: Payload, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes()
  await payload.db.drizzle.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM "two_step_factors" WHERE "user_id" = ${userId} AND "kind" = 'recovery'`)
    for (const code of codes) {
      await tx.execute(sql`
        INSERT INTO "two_step_factors" ("user_id", "kind", "code_hash", "created_at", "updated_at")
        VALUES (${userId}, 'recovery', ${hashRecoveryCode(code)}, now(), now())`)
    }
  })
  return codes
}

/**
 * After a factor was added: the recovery codes to show, when the account had none left (its first
 * factor); otherwise none (the codes it has stay valid).
 */
export async function recoveryCodesForNewFactor(payload: Payload, userId: number): Promise<string[] | null> {
  const status = await twoStepStatus(payload, userId)
  return status.recoveryCodesLeft === 0 ? replaceRecoveryCodes(payload, userId) : null
}

/** Removes the authenticator app; with the account's last factor its recovery codes go too. */
export async function removeTotp(payload: Payload, userId: number): Promise<boolean> {
  const removed = rowsOf<{ id: number }>(
    await payload.db.drizzle.execute(sql`
      DELETE FROM "two_step_factors" WHERE "user_id" = ${userId} AND "kind" = 'totp' AND "confirmed_at" IS NOT NULL
      RETURNING "id"`),
  )
  await dropOrphanRecoveryCodes(payload, userId)
  return removed.length > 0
}

/** Every second factor of an account (another administrator's reset, the reset command); how many. */
export async function removeAllFactors(payload: Payload, userId: number): Promise<number> {
  // One statement; what counts is what was in use (not the codes, nor an app never confirmed).
  const removed = rowsOf<{ kind: string; confirmed_at: Date | null }>(
    await payload.db.drizzle.execute(sql`
      DELETE FROM "two_step_factors" WHERE "user_id" = ${userId} RETURNING "kind", "confirmed_at"`),
  )
  return removed.filter((row) => row.kind === 'passkey' || (row.kind === 'totp' && row.confirmed_at !== null)).length
}

/** Recovery codes stand in for a second factor: without one they are removed. */
export async function dropOrphanRecoveryCodes(payload: Payload, userId: number): Promise<void> {
  await payload.db.drizzle.execute(sql`
    DELETE FROM "two_step_factors" WHERE "user_id" = ${userId} AND "kind" = 'recovery'
      AND NOT EXISTS (
        SELECT 1 FROM "two_step_factors" f WHERE f."user_id" = ${userId}
          AND (f."kind" = 'passkey' OR (f."kind" = 'totp' AND f."confirmed_at" IS NOT NULL)))`)
}
