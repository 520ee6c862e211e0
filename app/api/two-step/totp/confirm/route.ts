// POST /api/two-step/totp/confirm - turns the authenticator app on with a code it shows; answers the
// recovery codes when it is the account's first factor (and, through an enrolment ticket, the login)
import { checkTotp } from '@/core/two-step/factors'
import { confirmTotpSchema } from '@/schemas/two-step'
import { englishOf } from '@/schemas/messages'
import { HttpError, invalidInput, parseWith, readJson, route } from '@/server/http'
import { beginLoginAttempt } from '@/server/login-throttle'
import { getPayloadClient } from '@/server/payload'
import { clientAddress } from '@/server/rate-limit'
import { enrollingAccount, factorAdded } from '@/server/two-step'

export const POST = route(async (req) => {
  const body = parseWith(confirmTotpSchema, await readJson(req))
  const payload = await getPayloadClient()
  const account = await enrollingAccount(req, payload, body.ticket)
  const attempt = await beginLoginAttempt(clientAddress(req), `2#${account.id}`)
  if (!attempt.allowed) {
    throw new HttpError(429, 'Too many codes. Please wait before trying again.', undefined, {
      'Retry-After': String(attempt.retryAfter),
    })
  }
  if (!(await checkTotp(payload, account.id, body.code, { pending: true }))) {
    throw new HttpError(400, invalidInput, { code: englishOf('forms:twoStep.mismatch') })
  }
  await attempt.succeeded()
  return factorAdded(payload, req, account, 'totp')
})
