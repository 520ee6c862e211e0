// POST /api/login - an administrator logs in; returns data.token and data.user, sets the session cookie;
// 202 with a ticket when a second step (or setting one up) is still needed
import { decodeJwt } from 'jose'
import type { Payload } from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { twoStepStatus } from '@/core/two-step/factors'
import { passkeyParty } from '@/core/two-step/passkeys'
import { twoStepRequired } from '@/core/two-step/rule'
import { describeSession, endSessions } from '@/core/two-step/sessions'
import { signTicket } from '@/core/two-step/tickets'
import type { LoginStep } from '@/schemas/two-step'
import { originOf, refuseLogin, rememberLanguage } from '@/server/two-step'
import { recordActivity } from '@/core/activity'
import { networkOf } from '@/security/client-address'
import { loginSchema } from '@/schemas/login'
import { normaliseCredential, presentUser } from '@/server/data/users'
import { ok, parseWith, readJson, route } from '@/server/http'
import { beginLoginAttempt, checkAgainstNothing } from '@/server/login-throttle'
import { getPayloadClient } from '@/server/payload'
import { clientAddress } from '@/server/rate-limit'
import type { User } from '@/payload-types'

/** One answer for an unknown account, a wrong password and a throttled address. */
const refused = 'Invalid username or password.'
const refuse = (started: number, retryAfter?: number) =>
  refuseLogin(started, refused, 'invalid_credentials', retryAfter)

/** What the login still needs after a right password: a second step, an enrolment, or nothing. */
async function nextStep(payload: Payload, userId: number): Promise<Omit<LoginStep, 'ticket' | 'expiresAt'> | null> {
  const status = await twoStepStatus(payload, userId)
  const passkeys = passkeyParty() !== null
  if (status.enabled) {
    const methods: LoginStep['methods'] = [
      ...(status.totp ? (['totp'] as const) : []),
      ...(status.passkeys.length > 0 && passkeys ? (['passkey'] as const) : []),
      ...(status.recoveryCodesLeft > 0 ? (['recovery'] as const) : []),
    ]
    return { step: 'second-step', methods }
  }
  if (await twoStepRequired(payload))
    return { step: 'enrol', methods: ['totp', ...(passkeys ? (['passkey'] as const) : [])] }
  return null
}

export const POST = route(async (req) => {
  const started = Date.now()
  const { username, password, locale } = parseWith(loginSchema, await readJson(req))
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
  if (!attempt.allowed) return refuse(started, attempt.retryAfter)
  // The activity log keeps each attempt that was checked (a throttled one is not: it checks nothing).
  const failed = async () => {
    // The account's own name when there is one; a name typed for no account is not kept (it may
    // be a password typed in the wrong box). The network, not the address, of where it came from.
    await recordActivity(payload, {
      action: 'login-failed',
      user: account ? { id: account.id, username: account.username } : null,
      network: networkOf(clientAddress(req)),
    })
    return refuse(started)
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
  const userId = Number(result.user.id)
  if (locale && locale !== result.user.language) await rememberLanguage(payload, userId, locale)
  const sid = decodeJwt(result.token).sid
  // An account with a second factor, or one the site's rule sends to set one up, gets no session
  // yet: the one Payload just opened is ended, and a ticket carries the login to its next step.
  const next = await nextStep(payload, userId)
  if (next) {
    if (typeof sid === 'string') await endSessions(payload, userId, { only: sid })
    const { ticket, expiresAt } = await signTicket({ purpose: next.step, user: userId })
    return ok({ step: next.step, ticket, expiresAt, methods: next.methods } satisfies LoginStep, 202)
  }
  if (typeof sid === 'string') await describeSession(payload, userId, sid, originOf(req, 'password'))
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
