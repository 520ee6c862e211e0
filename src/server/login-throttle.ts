import 'server-only'
import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'
import { sql } from '@payloadcms/db-postgres'
import { getPayloadClient } from './payload'
import { rowsOf } from '../core/db/raw-sql'

/**
 * Login failures slow the one who fails, never the account (docs/decisions/010): failures are
 * counted per client address and per (address, account name), and past a free allowance each
 * further attempt from there must wait twice as long as the one before, up to 15 minutes.
 * Another address, the administrator's own, is never held back. Counters live in PostgreSQL,
 * so every instance sees the same, and fade after a day without failures.
 */

type Rule = { free: number }
/** A person mistypes a few times; a script guessing passwords keeps failing. */
export const throttleRules = {
  pair: { free: 3 } satisfies Rule,
  address: { free: 10 } satisfies Rule,
}
const maxDelaySeconds = 15 * 60
const forgetAfterHours = 24

/** Seconds to wait after the last failure, once `failures` have been counted. */
export function delayAfter(failures: number, { free }: Rule): number {
  if (failures < free) return 0
  return Math.min(2 ** (failures - free), maxDelaySeconds)
}

type Row = { key: string; failures: number; elapsed: number | string }

/**
 * `account` names who is being logged into: the account's id when it exists, else the name typed.
 * Password-reset calls count apart (`scope`), so asking for reset links never slows the logins
 * of an office that shares one address.
 */
const keysOf = (address: string, account: string, scope: ThrottleScope) => {
  const prefix = scope === 'login' ? '' : 'r'
  return { address: `${prefix}a:${address}`, pair: `${prefix}p:${address}:${account}`.slice(0, 320) }
}

export type ThrottleScope = 'login' | 'password-reset'

export type Attempt = { allowed: true; succeeded(): Promise<void> } | { allowed: false; retryAfter: number }

/**
 * Counts a login attempt as a failure before the password is checked (so that a burst of
 * parallel guesses is throttled too) unless the address or the pair must still wait; a
 * successful login then takes its count back.
 */
export async function beginLoginAttempt(
  address: string,
  account: string,
  scope: ThrottleScope = 'login',
): Promise<Attempt> {
  const payload = await getPayloadClient()
  const keys = keysOf(address, account, scope)
  const db = payload.db.drizzle
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO "login_failures" ("key", "failures", "last_failure")
      VALUES (${keys.address}, 0, now()), (${keys.pair}, 0, now())
      ON CONFLICT ("key") DO NOTHING`)
    const result = await tx.execute(sql`
      SELECT "key", "failures", EXTRACT(EPOCH FROM now() - "last_failure") AS "elapsed" FROM "login_failures"
      WHERE "key" IN (${keys.address}, ${keys.pair}) ORDER BY "key" FOR UPDATE`)
    const rows = rowsOf<Row>(result)
    let wait = 0
    for (const row of rows) {
      // Times are the database's, so that every instance agrees whatever its own clock says.
      const elapsed = Number(row.elapsed)
      const failures = elapsed > forgetAfterHours * 3600 ? 0 : Number(row.failures)
      const delay = delayAfter(failures, row.key === keys.pair ? throttleRules.pair : throttleRules.address)
      if (delay > elapsed) wait = Math.max(wait, Math.ceil(delay - elapsed))
    }
    if (wait > 0) return { wait }
    await tx.execute(sql`
      UPDATE "login_failures" SET
        "failures" = CASE WHEN "last_failure" < now() - make_interval(hours => ${forgetAfterHours}) THEN 1 ELSE "failures" + 1 END,
        "last_failure" = now()
      WHERE "key" IN (${keys.address}, ${keys.pair})`)
    return { wait: 0 }
  })
  // Now and then, forget counters that have long faded.
  if (Math.random() < 0.01) {
    await db.execute(
      sql`DELETE FROM "login_failures" WHERE "last_failure" < now() - make_interval(hours => ${forgetAfterHours})`,
    )
  }
  if (outcome.wait > 0) return { allowed: false, retryAfter: outcome.wait }
  return {
    allowed: true,
    async succeeded() {
      await db.execute(sql`DELETE FROM "login_failures" WHERE "key" = ${keys.pair}`)
      await db.execute(
        sql`UPDATE "login_failures" SET "failures" = GREATEST("failures" - 1, 0) WHERE "key" = ${keys.address}`,
      )
    },
  }
}

/**
 * How Payload hashes a password today (the `pbkdf2-sha256-v1:` hashes it stores: 600,000
 * rounds of pbkdf2-sha256, 32 bytes); an integration test checks that stored hashes still say so.
 */
export const payloadHashing = { prefix: 'pbkdf2-sha256-v1:', iterations: 600_000, keyLength: 32 }

const hash = promisify(pbkdf2)
/** The work of checking a password, for an account that does not exist: its refusal costs the same. */
export async function checkAgainstNothing(password: string): Promise<void> {
  await hash(
    password,
    'a-salt-that-matches-nothing',
    payloadHashing.iterations,
    payloadHashing.keyLength,
    'sha256',
  ).catch(() => {})
}
