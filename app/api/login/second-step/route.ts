// POST /api/login/second-step - completes a login whose password was right: an authenticator code, a
// recovery code or a passkey's answer, with the ticket POST /api/login gave; returns the token
import { recordActivity } from '@/core/activity'
import { checkTotp, useRecoveryCode } from '@/core/two-step/factors'
import { sendWrongCodesNotice } from '@/core/mail/two-step-notice'
import type { LoginMethod } from '@/core/two-step/kinds'
import { checkPasskey, passkeyParty } from '@/core/two-step/passkeys'
import { looksLikeRecoveryCode } from '@/core/two-step/recovery-codes'
import { readTicket } from '@/core/two-step/tickets'
import { secondStepSchema } from '@/schemas/two-step'
import { networkOf } from '@/security/client-address'
import { parseWith, readJson, route } from '@/server/http'
import { answerTicket, beginLoginAttempt, spendTicket, throttleRules } from '@/server/login-throttle'
import { getPayloadClient } from '@/server/payload'
import { clientAddress } from '@/server/rate-limit'
import { completeLogin, loginExpired, refuseLogin } from '@/server/two-step'

/** One answer whichever factor was tried and however it failed. */
const refused = 'The code was not accepted.'

export const POST = route(async (req) => {
  const started = Date.now()
  const body = parseWith(secondStepSchema, await readJson(req))
  const ticket = await readTicket(body.ticket, 'second-step')
  if (!ticket?.user) throw loginExpired()
  const userId = ticket.user
  const payload = await getPayloadClient()
  // A ticket takes a few answers, then the login starts again from its password.
  if (!(await answerTicket(ticket.id))) throw loginExpired()
  // Wrong codes are throttled as wrong passwords are: per address, and per address and account;
  // authenticator codes (six digits, guessable from many addresses) per account from any address too.
  const guessable = Boolean(body.code) && !looksLikeRecoveryCode(body.code!)
  const attempt = await beginLoginAttempt(clientAddress(req), `2#${userId}`, 'login', { acrossAddresses: guessable })
  if (!attempt.allowed) return refuseLogin(started, refused, 'invalid_second_step', attempt.retryAfter)
  let method: LoginMethod | null = null
  if (body.code && looksLikeRecoveryCode(body.code)) {
    if (await useRecoveryCode(payload, userId, body.code)) method = 'recovery'
  } else if (body.code) {
    if (await checkTotp(payload, userId, body.code)) method = 'totp'
  } else if (body.passkey) {
    const party = passkeyParty()
    const owner = party
      ? await checkPasskey(payload, party, { ticket: body.passkey.challenge, response: body.passkey.response, userId })
      : null
    if (owner === userId) method = 'passkey'
  }
  const user = await payload
    .findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!user) throw loginExpired()
  if (!method) {
    await recordActivity(payload, { action: 'second-step-failed', user, network: networkOf(clientAddress(req)) })
    // Its owner is told once the wrong codes reach the allowance: their password is known.
    if (guessable && attempt.accountFailures === throttleRules.account.free) await sendWrongCodesNotice(payload, user)
    return refuseLogin(started, refused, 'invalid_second_step')
  }
  await attempt.succeeded()
  await spendTicket(ticket.id)
  if (method === 'recovery') await recordActivity(payload, { action: 'recovery-code-used', user })
  return completeLogin(payload, req, userId, method, { ticket: ticket.id })
})
