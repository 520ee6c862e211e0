// POST /api/login - an administrator logs in; returns data.token and data.user, sets the session cookie
import { generatePayloadCookie } from 'payload/shared'
import { recordActivity } from '@/core/activity'
import { networkOf } from '@/security/client-address'
import { loginSchema } from '@/schemas/login'
import { normaliseCredential, presentUser } from '@/server/data/users'
import { HttpError, ok, parseWith, readJson, route } from '@/server/http'
import { beginLoginAttempt, checkAgainstNothing } from '@/server/login-throttle'
import { getPayloadClient } from '@/server/payload'
import { clientAddress } from '@/server/rate-limit'
import type { User } from '@/payload-types'

/** One answer for an unknown account, a wrong password and a throttled address. */
const refused = 'Invalid username or password.'

/**
 * A refusal never comes sooner than this after the request arrived, so that its timing tells
 * nothing: a throttled attempt checks no password, an unknown account has no hash to check.
 */
const refusalFloorMs = 600

async function refuse(started: number, status: 401 | 429, retryAfter?: number): Promise<never> {
  const wait = started + refusalFloorMs - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  // The code tells a screen which it was (429 says as much already); the message stays the same.
  throw new HttpError(
    status,
    refused,
    undefined,
    retryAfter ? { 'Retry-After': String(retryAfter) } : undefined,
    status === 401 ? 'invalid_credentials' : 'rate_limited',
  )
}

export const POST = route(async (req) => {
  const started = Date.now()
  const { username, password } = parseWith(loginSchema, await readJson(req))
  const payload = await getPayloadClient()
  const name = normaliseCredential(username)
  const byEmail = name.includes('@')
  const { docs } = await payload.find({
    collection: 'users',
    where: byEmail ? { email: { equals: name } } : { username: { equals: name } },
    limit: 1,
    depth: 0,
    select: { username: true },
    overrideAccess: true,
  })
  const account = docs[0]
  // Failures are counted per account whichever name it was reached by (username or e-mail).
  const attempt = await beginLoginAttempt(clientAddress(req), account ? `#${account.id}` : name)
  if (!attempt.allowed) return refuse(started, 429, attempt.retryAfter)
  // The activity log keeps each attempt that was checked (a throttled one is not: it checks nothing).
  const failed = async () => {
    // The account's own name when there is one; a name typed for no account is not kept (it may
    // be a password typed in the wrong box). The network, not the address, of where it came from.
    await recordActivity(payload, {
      action: 'login-failed',
      user: account ? { id: account.id, username: account.username } : null,
      network: networkOf(clientAddress(req)),
    })
    return refuse(started, 401)
  }
  if (!account) {
    await checkAgainstNothing(password)
    return failed()
  }
  let result: Awaited<ReturnType<typeof payload.login<'users'>>>
  try {
    result = await payload.login({
      collection: 'users',
      data: byEmail ? { email: name, password } : { username: name, password },
    })
  } catch {
    return failed()
  }
  if (!result.token || !result.user) return failed()
  await attempt.succeeded()
  await recordActivity(payload, { action: 'login', user: result.user })
  const cookie = generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token: result.token,
  })
  return ok({ token: result.token, exp: result.exp, user: presentUser(result.user as User) }, 200, {
    'Set-Cookie': cookie,
  })
})
