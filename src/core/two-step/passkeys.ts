// Used by the API's routes: no "server-only" here (its tests run it in Node).
import { createHmac } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { Payload } from 'payload'
import { serverUrl, setting } from '../config'
import { rowsOf } from '../db/raw-sql'
import { isIpAddress } from './address'
import { dropOrphanRecoveryCodes } from './factors'
import { readTicket, signTicket } from './tickets'

/**
 * Passkeys (WebAuthn, with SimpleWebAuthn). The relying party is the host of SERVER_URL (this
 * machine's `localhost` without it). Browsers refuse WebAuthn on an IP address and on plain http
 * other than `localhost`: there the site does not offer passkeys at all (`passkeyParty` is null).
 *
 * A challenge travels signed in a ticket (./tickets.ts, 2 minutes), so any instance can check the
 * answer. Each challenge is taken once (`spendChallenge`): an answer replayed is refused, also
 * after other answers were taken in between.
 */

export type PasskeyParty = { id: string; origin: string; name: string }

/** How long an answered challenge is remembered: longer than its ticket lives (2 minutes). */
const spentChallengeKeptSeconds = 10 * 60

/**
 * Records that `challenge` has been answered; false when it had been already. Forgets the
 * challenges whose tickets have expired on the way (a ticket's signature refuses them anyway).
 */
async function spendChallenge(payload: Payload, challenge: string): Promise<boolean> {
  const spent = rowsOf<{ challenge: string }>(
    await payload.db.drizzle.execute(sql`
      WITH "expired" AS (DELETE FROM "two_step_used_challenges" WHERE "expires_at" < now())
      INSERT INTO "two_step_used_challenges" ("challenge", "expires_at")
      VALUES (${challenge}, now() + make_interval(secs => ${spentChallengeKeptSeconds}))
      ON CONFLICT ("challenge") DO NOTHING
      RETURNING "challenge"`),
  )
  return spent.length === 1
}

export function passkeyParty(source?: Record<string, string | undefined>): PasskeyParty | null {
  const url = new URL(serverUrl(source))
  const host = url.hostname
  if (isIpAddress(host)) return null
  const local = host === 'localhost' || host.endsWith('.localhost')
  if (url.protocol !== 'https:' && !local) return null
  return { id: host, origin: url.origin, name: 'Climate & Humanitarian Research' }
}

/** The user handle the site gives an account's passkeys: stable, and no name or e-mail in it. */
function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  const secret = setting('PAYLOAD_SECRET') ?? ''
  return new Uint8Array(createHmac('sha256', secret).update(`passkey-user:${userId}`).digest())
}

type PasskeyRow = {
  id: number
  user_id: number
  credential_id: string
  public_key: string
  counter: string | number | null
  transports: AuthenticatorTransport[] | null
}

async function passkeysOf(payload: Payload, userId: number): Promise<PasskeyRow[]> {
  return rowsOf<PasskeyRow>(
    await payload.db.drizzle.execute(sql`
      SELECT "id", "user_id", "credential_id", "public_key", "counter", "transports" FROM "two_step_factors"
      WHERE "user_id" = ${userId} AND "kind" = 'passkey'`),
  )
}

/** Options for the browser to make a new passkey, and the ticket that carries its challenge. */
export async function registrationOptions(
  payload: Payload,
  party: PasskeyParty,
  user: { id: number; username?: string | null },
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; ticket: string }> {
  const existing = await passkeysOf(payload, user.id)
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: user.username ?? `admin-${user.id}`,
    userID: userHandle(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports ?? undefined })),
    // A passkey is also a whole login: it must be findable without a username, and check its owner.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  const { ticket } = await signTicket({
    purpose: 'challenge',
    user: user.id,
    challenge: options.challenge,
    method: 'register',
  })
  return { options, ticket }
}

/** Checks the browser's new passkey and keeps it; its row id, or null when the answer does not hold. */
export async function registerPasskey(
  payload: Payload,
  party: PasskeyParty,
  userId: number,
  { ticket, response, label }: { ticket: unknown; response: unknown; label: string },
): Promise<number | null> {
  const challenge = await readTicket(ticket, 'challenge')
  if (!challenge || challenge.user !== userId || challenge.method !== 'register' || !challenge.challenge) return null
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>
  try {
    verification = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      requireUserVerification: true,
    })
  } catch {
    return null
  }
  if (!verification.verified || !(await spendChallenge(payload, challenge.challenge))) return null
  const { credential } = verification.registrationInfo
  const inserted = rowsOf<{ id: number }>(
    await payload.db.drizzle.execute(sql`
      INSERT INTO "two_step_factors"
        ("user_id", "kind", "label", "credential_id", "public_key", "counter", "transports", "last_challenge", "created_at", "updated_at")
      VALUES (${userId}, 'passkey', ${label}, ${credential.id}, ${Buffer.from(credential.publicKey).toString('base64url')},
        ${credential.counter}, ${JSON.stringify(credential.transports ?? [])}::jsonb, ${challenge.challenge}, now(), now())
      ON CONFLICT ("credential_id") DO NOTHING
      RETURNING "id"`),
  )
  return inserted[0]?.id ?? null
}

/**
 * Options for signing in with a passkey: for the second step, the account's own passkeys; for a
 * passkey login (`userId` null), any of this site's, which the browser offers by itself.
 */
export async function authenticationOptions(
  payload: Payload,
  party: PasskeyParty,
  userId: number | null,
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; ticket: string }> {
  const allow = userId === null ? [] : await passkeysOf(payload, userId)
  const options = await generateAuthenticationOptions({
    rpID: party.id,
    allowCredentials: allow.map((row) => ({ id: row.credential_id, transports: row.transports ?? undefined })),
    userVerification: userId === null ? 'required' : 'preferred',
  })
  const { ticket } = await signTicket({
    purpose: 'challenge',
    user: userId,
    challenge: options.challenge,
    method: 'login',
  })
  return { options, ticket }
}

/**
 * Checks a passkey's signature. For the second step `userId` is the account that gave its password
 * and the passkey must be its own; for a passkey login it is null, the passkey names its account,
 * and it must have checked its owner (a PIN or biometrics). The account's id, or null.
 */
export async function checkPasskey(
  payload: Payload,
  party: PasskeyParty,
  { ticket, response, userId }: { ticket: unknown; response: unknown; userId: number | null },
): Promise<number | null> {
  const challenge = await readTicket(ticket, 'challenge')
  if (!challenge || challenge.method !== 'login' || !challenge.challenge || challenge.user !== userId) return null
  const answer = response as AuthenticationResponseJSON
  if (!answer || typeof answer !== 'object' || typeof answer.id !== 'string') return null
  const rows = rowsOf<PasskeyRow>(
    await payload.db.drizzle.execute(sql`
      SELECT "id", "user_id", "credential_id", "public_key", "counter", "transports" FROM "two_step_factors"
      WHERE "kind" = 'passkey' AND "credential_id" = ${answer.id}`),
  )
  const row = rows[0]
  if (!row || (userId !== null && Number(row.user_id) !== userId)) return null
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
  try {
    verification = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: challenge.challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      credential: {
        id: row.credential_id,
        publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
        counter: Number(row.counter ?? 0),
        transports: row.transports ?? undefined,
      },
      requireUserVerification: userId === null,
    })
  } catch {
    return null
  }
  if (!verification.verified || !(await spendChallenge(payload, challenge.challenge))) return null
  const taken = rowsOf<{ id: number }>(
    await payload.db.drizzle.execute(sql`
      UPDATE "two_step_factors" SET "counter" = ${verification.authenticationInfo.newCounter},
        "last_challenge" = ${challenge.challenge}, "last_used_at" = now(), "updated_at" = now()
      WHERE "id" = ${row.id}
      RETURNING "id"`),
  )
  return taken.length === 1 ? Number(row.user_id) : null
}

/** Removes one of an account's passkeys (with its last factor, its recovery codes go too). */
export async function removePasskey(payload: Payload, userId: number, id: number): Promise<boolean> {
  const removed = rowsOf<{ id: number }>(
    await payload.db.drizzle.execute(sql`
      DELETE FROM "two_step_factors" WHERE "id" = ${id} AND "user_id" = ${userId} AND "kind" = 'passkey'
      RETURNING "id"`),
  )
  await dropOrphanRecoveryCodes(payload, userId)
  return removed.length === 1
}
