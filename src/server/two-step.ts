import 'server-only'
import type { NextRequest } from 'next/server'
import { sql } from '@payloadcms/db-postgres'
import QRCode from 'qrcode'
import type { Payload } from 'payload'
import { recordActivity } from '../core/activity'
import type { LoginMethod } from '../core/two-step/kinds'
import { describeBrowser } from '../core/two-step/browser'
import { recoveryCodesForNewFactor, twoStepStatus } from '../core/two-step/factors'
import { twoStepRequired } from '../core/two-step/rule'
import { endSessions, openSession, TicketUsed, type SessionOrigin } from '../core/two-step/sessions'
import { readTicket } from '../core/two-step/tickets'
import { spacedKey, totpUri } from '../core/two-step/totp'
import { networkOf } from '../security/client-address'
import { requireAdmin, type Admin } from './auth'
import { presentUser } from './data/users'
import { HttpError, ok } from './http'
import { clientAddress } from './rate-limit'

/** The browser and network of a login, as its session is listed. */
export function originOf(req: NextRequest, method: LoginMethod): SessionOrigin {
  return {
    browser: describeBrowser(req.headers.get('user-agent')),
    network: networkOf(clientAddress(req)),
    method,
  }
}

/**
 * A login made whole: a session, the activity log's entry, and the answer of POST /api/login.
 * `ticket`: the id of the login's ticket, which opens one session at most (a second use is
 * answered as an expired login).
 */
export async function completeLogin(
  payload: Payload,
  req: NextRequest,
  userId: number,
  method: LoginMethod,
  { ticket, extra = {}, status = 200 }: { ticket?: string; extra?: Record<string, unknown>; status?: 200 | 201 } = {},
) {
  let session: Awaited<ReturnType<typeof openSession>>
  try {
    session = await openSession(payload, userId, { ...originOf(req, method), ticket })
  } catch (error) {
    if (error instanceof TicketUsed) throw loginExpired()
    throw error
  }
  await recordActivity(payload, { action: 'login', user: session.user })
  return ok({ token: session.token, exp: session.exp, user: presentUser(session.user), ...extra }, status, {
    'Set-Cookie': session.cookie,
  })
}

/** The one answer for a ticket that is not (or no longer) good: the login starts again. */
export const loginExpired = () =>
  new HttpError(401, 'This login has expired. Please log in again.', undefined, undefined, 'login_expired')

/**
 * Who is setting up a second factor: the logged-in administrator, or (with `ticket`) an account
 * the site's rule sends to enrolment between its password and its first session.
 */
export async function enrollingAccount(
  req: NextRequest,
  payload: Payload,
  ticket: string | undefined,
): Promise<{ id: number; username: string | null; admin: Admin | null; sid?: string; ticket?: string }> {
  if (ticket) {
    const read = await readTicket(ticket, 'enrol')
    if (!read?.user) throw loginExpired()
    const user = await payload
      .findByID({ collection: 'users', id: read.user, depth: 0, overrideAccess: true })
      .catch(() => null)
    // An enrolment is for an account without a second factor: once it has one (this ticket set it
    // up, or another login did), the ticket is worth nothing.
    if (!user || (await twoStepStatus(payload, user.id)).enabled) throw loginExpired()
    return { id: user.id, username: user.username ?? null, admin: null, ticket: read.id }
  }
  const admin = await requireAdmin(req)
  return { id: admin.id, username: admin.username ?? null, admin, sid: sessionIdOf(admin) }
}

/** The session a request's token belongs to (Payload puts it on the user it authenticates). */
export const sessionIdOf = (admin: Admin): string | undefined => (admin as Admin & { _sid?: string })._sid

/** What a screen shows to set up an authenticator app: the key, spaced and as a QR code (SVG). */
export async function totpEnrolment(key: string, account: string) {
  const uri = totpUri(key, account)
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { key: spacedKey(key), uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}

/**
 * A refusal never comes sooner than this after the request arrived, so that its timing tells
 * nothing: a throttled attempt checks nothing, an unknown account has no hash to check.
 */
const refusalFloorMs = 600

/** Refuses a login step after the floor: 401 with `code`, or 429 (Retry-After) with the same message. */
export async function refuseLogin(
  started: number,
  message: string,
  code: 'invalid_credentials' | 'invalid_second_step',
  retryAfter?: number,
): Promise<never> {
  const wait = started + refusalFloorMs - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  // The code tells a screen which it was (429 says as much already); the message stays the same.
  const status = retryAfter ? 429 : 401
  throw new HttpError(
    status,
    message,
    undefined,
    retryAfter ? { 'Retry-After': String(retryAfter) } : undefined,
    retryAfter ? 'rate_limited' : code,
  )
}

export const passkeysUnavailable = () =>
  new HttpError(404, 'Passkeys cannot be used at this address (they need a domain name, or localhost).')

type Account = Awaited<ReturnType<typeof enrollingAccount>>

/**
 * A second factor was added: logged, recovery codes made when it is the account's first, and its
 * other sessions ended (a second-factor change ends them, as a password change does). Through an
 * enrolment ticket the login is then complete: the answer carries its token.
 */
export async function factorAdded(payload: Payload, req: NextRequest, account: Account, kind: 'totp' | 'passkey') {
  const user = { id: account.id, username: account.username }
  await recordActivity(payload, { action: 'two-step-on', resource: 'users', docId: account.id, title: kind, user })
  const recoveryCodes = await recoveryCodesForNewFactor(payload, account.id)
  if (!account.admin) {
    await endSessions(payload, account.id, {})
    return completeLogin(payload, req, account.id, kind, {
      ticket: account.ticket,
      extra: { recoveryCodes },
      status: 201,
    })
  }
  await endSessions(payload, account.id, { except: account.sid })
  return ok({ recoveryCodes }, 201)
}

/** A second factor was removed by its owner: logged, and the owner's other sessions ended. */
export async function factorRemoved(payload: Payload, admin: Admin, kind: 'totp' | 'passkey') {
  await recordActivity(payload, {
    action: 'two-step-off',
    resource: 'users',
    docId: admin.id,
    title: kind,
    user: admin,
  })
  // Its other sessions end. Under the rule that every administrator has a second step, an account
  // left without one keeps no session at all, this one included: its next login enrols it.
  const leftWithout = !(await twoStepStatus(payload, admin.id)).enabled && (await twoStepRequired(payload))
  await endSessions(payload, admin.id, leftWithout ? {} : { except: sessionIdOf(admin) })
}

/** The language of an account's last login: its notices are sent in it (one column, not a save). */
export async function rememberLanguage(payload: Payload, userId: number, locale: string) {
  await payload.db.drizzle.execute(sql`UPDATE "users" SET "language" = ${locale} WHERE "id" = ${userId}`)
}
