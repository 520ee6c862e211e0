// POST /api/login/passkey - logs in with a passkey alone (one that checks its owner: a PIN or
// biometrics); returns the token as POST /api/login does
import { checkPasskey, passkeyParty } from '@/core/two-step/passkeys'
import { passkeyLoginSchema } from '@/schemas/two-step'
import { parseWith, readJson, route } from '@/server/http'
import { beginLoginAttempt } from '@/server/login-throttle'
import { getPayloadClient } from '@/server/payload'
import { clientAddress } from '@/server/rate-limit'
import { completeLogin, passkeysUnavailable, refuseLogin } from '@/server/two-step'

const refused = 'The passkey was not accepted.'

export const POST = route(async (req) => {
  const started = Date.now()
  const body = parseWith(passkeyLoginSchema, await readJson(req))
  const party = passkeyParty()
  if (!party) throw passkeysUnavailable()
  const attempt = await beginLoginAttempt(clientAddress(req), 'passkey')
  if (!attempt.allowed) return refuseLogin(started, refused, 'invalid_second_step', attempt.retryAfter)
  const payload = await getPayloadClient()
  const userId = await checkPasskey(payload, party, { ticket: body.challenge, response: body.response, userId: null })
  if (userId === null) return refuseLogin(started, refused, 'invalid_second_step')
  await attempt.succeeded()
  return completeLogin(payload, req, userId, 'passkey')
})
