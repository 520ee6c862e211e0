import 'server-only'
import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'
import { sql } from '@payloadcms/db-postgres'
import { getPayloadClient } from './payload'
import { rowsOf } from '../core/db/raw-sql'
import { keyedHash } from '../security/keyed-hash'

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
  /**
   * Wrong authenticator codes for one account from any address (a second step guessed from many
   * addresses): past these, each further code waits. A recovery code or a passkey, which cannot
   * be guessed, is not held back: the owner can always get in.
   */
  account: { free: 10 } satisfies Rule,
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
 * of an office that shares one address. Stored as keyed hashes (src/security/keyed-hash.ts): the
 * table holds no address and no name typed.
 */
export const throttleKeys = (address: string, account: string, scope: ThrottleScope = 'login') => {
  const prefix = scope === 'login' ? '' : 'r'
  const hash = (value: string) => keyedHash('login-throttle', value)
  return {
    address: `${prefix}a:${hash(address)}`,
    pair: `${prefix}p:${hash(`${address}\0${account}`)}`,
    account: `${prefix}u:${hash(account)}`,
  }
}

export type ThrottleScope = 'login' | 'password-reset'

export type Attempt =
  | {
      allowed: true
      succeeded(): Promise<void>
      /** With `acrossAddresses`: the account's failures from every address, this attempt's included. */
      accountFailures: number
    }
  | { allowed: false; retryAfter: number }

/**
 * Counts a login attempt as a failure before the password is checked (so that a burst of
 * parallel guesses is throttled too) unless the address or the pair must still wait; a
 * successful login then takes its count back.
 */
export async function beginLoginAttempt(
  address: string,
  account: string,
  scope: ThrottleScope = 'login',
  { acrossAddresses = false }: { acrossAddresses?: boolean } = {},
): Promise<Attempt> {
  const payload = await getPayloadClient()
  const keys = throttleKeys(address, account, scope)
  const counted = acrossAddresses ? [keys.address, keys.pair, keys.account] : [keys.address, keys.pair]
  const keyList = sql`(${sql.join(
    counted.map((key) => sql`${key}`),
    sql`, `,
  )})`
  const ruleOf = (key: string) =>
    key === keys.pair ? throttleRules.pair : key === keys.account ? throttleRules.account : throttleRules.address
  const db = payload.db.drizzle
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO "login_failures" ("key", "failures", "last_failure")
      VALUES ${sql.join(
        counted.map((key) => sql`(${key}, 0, now())`),
        sql`, `,
      )}
      ON CONFLICT ("key") DO NOTHING`)
    const result = await tx.execute(sql`
      SELECT "key", "failures", EXTRACT(EPOCH FROM now() - "last_failure") AS "elapsed" FROM "login_failures"
      WHERE "key" IN ${keyList} ORDER BY "key" FOR UPDATE`)
    const rows = rowsOf<Row>(result)
    let wait = 0
    let accountFailures = 0
    for (const row of rows) {
      // Times are the database's, so that every instance agrees whatever its own clock says.
      const elapsed = Number(row.elapsed)
      const failures = elapsed > forgetAfterHours * 3600 ? 0 : Number(row.failures)
      const delay = delayAfter(failures, ruleOf(row.key))
      if (delay > elapsed) wait = Math.max(wait, Math.ceil(delay - elapsed))
      if (row.key === keys.account) accountFailures = failures + 1
    }
    if (wait > 0) return { wait, accountFailures }
    await tx.execute(sql`
      UPDATE "login_failures" SET
        "failures" = CASE WHEN "last_failure" < now() - make_interval(hours => ${forgetAfterHours}) THEN 1 ELSE "failures" + 1 END,
        "last_failure" = now()
      WHERE "key" IN ${keyList}`)
    return { wait: 0, accountFailures }
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
    accountFailures: outcome.accountFailures,
    async succeeded() {
      await db.execute(sql`DELETE FROM "login_failures" WHERE "key" IN (${keys.pair}, ${keys.account})`)
      await db.execute(
        sql`UPDATE "login_failures" SET "failures" = GREATEST("failures" - 1, 0) WHERE "key" = ${keys.address}`,
      )
    },
  }
}

/** Answers a second step's ticket takes (right or wrong) before it is spent: the login starts again from its password. */
export const answersPerTicket = 5

/**
 * Counts an answer to a second step's ticket before the answer is checked, so that parallel
 * guesses count too: false once the ticket has taken `answersPerTicket` answers, or has opened its
 * session (`spendTicket`). Nothing is checked (or used up, such as a recovery code) after that.
 */
export async function answerTicket(ticketId: string): Promise<boolean> {
  const payload = await getPayloadClient()
  const [row] = rowsOf<{ failures: number }>(
    await payload.db.drizzle.execute(sql`
      INSERT INTO "login_failures" ("key", "failures", "last_failure") VALUES (${`t:${ticketId}`}, 1, now())
      ON CONFLICT ("key") DO UPDATE SET "failures" = "login_failures"."failures" + 1, "last_failure" = now()
      RETURNING "failures"`),
  )
  return Number(row.failures) <= answersPerTicket
}

/** A ticket that opened its session takes no answer more. */
export async function spendTicket(ticketId: string): Promise<void> {
  const payload = await getPayloadClient()
  await payload.db.drizzle.execute(
    sql`UPDATE "login_failures" SET "failures" = ${answersPerTicket + 1} WHERE "key" = ${`t:${ticketId}`}`,
  )
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
