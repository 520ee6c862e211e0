import 'server-only'
import type { NextRequest } from 'next/server'
import { executeAuthStrategies } from 'payload'
import type { User } from '../payload-types'
import { checkingCredentials } from '../core/auth/credential-check'
import { HttpError, isConnectionFailure } from './http'
import { getPayloadClient } from './payload'

export type Admin = User & { collection: 'users' }

/** The request's headers as Payload reads them: it expects "JWT <token>" where the contract documents "Bearer <token>". */
export function toPayloadHeaders(req: Request): Headers {
  const headers = new Headers(req.headers)
  const authorization = headers.get('authorization')
  if (authorization && /^bearer\s+/i.test(authorization)) {
    headers.set('authorization', `JWT ${authorization.replace(/^bearer\s+/i, '')}`)
  }
  return headers
}

/**
 * The administrator behind a request, by `Authorization: Bearer <token>` or the session cookie.
 * A credential that cannot be checked because the database is away throws (the route answers
 * 503 with Retry-After), instead of reading as nobody's (401).
 */
export async function currentAdmin(req: NextRequest): Promise<Admin | null> {
  // A visitor sends no credential: skip Payload's auth, which works out every permission (most
  // of a cached public read's cost).
  if (!req.headers.get('authorization') && !req.cookies.has('payload-token')) return null
  const payload = await getPayloadClient()
  const headers = toPayloadHeaders(req)
  try {
    const { user } = await checkingCredentials(() => payload.auth({ headers }))
    return user && user.collection === 'users' ? (user as Admin) : null
  } catch (error) {
    if (isConnectionFailure(error)) throw error
    return null
  }
}

/**
 * Throws `CredentialUncheckable` when the request carries a token or session cookie that cannot
 * be checked because the database is away; returns otherwise, whatever the credential is worth.
 * For the panel's page, after it failed or sent the browser to the login page: Payload's layout
 * may have checked the session first, outside any `checkingCredentials`, so it is checked again
 * here (only then, and only with a credential).
 */
export async function assertCredentialCheckable(headers: Headers): Promise<void> {
  if (!headers.get('authorization') && !/(?:^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')) return
  const payload = await getPayloadClient()
  await checkingCredentials(() => executeAuthStrategies({ headers, payload, canSetHeaders: false }))
}

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * A write authenticated by the session cookie alone must come from this site: a browser on
 * another origin would carry the cookie without the administrator meaning to.
 */
function assertSameOrigin(req: NextRequest) {
  if (!unsafe.has(req.method) || req.headers.get('authorization')) return
  if (!req.cookies.has('payload-token')) return
  const origin = req.headers.get('origin')
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host')
  if (origin) {
    let originHost = ''
    try {
      originHost = new URL(origin).host
    } catch {
      originHost = ''
    }
    if (originHost !== host) throw new HttpError(403, 'Cross-site requests are not accepted.')
  } else if (req.headers.get('sec-fetch-site') === 'cross-site') {
    throw new HttpError(403, 'Cross-site requests are not accepted.')
  }
}

/** 401 unless an administrator is logged in; 403 for a cookie-authenticated cross-site write. */
export async function requireAdmin(req: NextRequest): Promise<Admin> {
  const admin = await currentAdmin(req)
  if (!admin) throw new HttpError(401, 'Please log in as an administrator.')
  assertSameOrigin(req)
  return admin
}
