// POST /api/two-step/passkeys - keeps the passkey the browser made for the challenge; answers the
// recovery codes when it is the account's first factor (and, through an enrolment ticket, the login)
import { passkeyParty, registerPasskey } from '@/core/two-step/passkeys'
import { registerPasskeySchema } from '@/schemas/two-step'
import { HttpError, parseWith, readJson, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { enrollingAccount, factorAdded, passkeysUnavailable } from '@/server/two-step'

export const POST = route(async (req) => {
  const body = parseWith(registerPasskeySchema, await readJson(req))
  const payload = await getPayloadClient()
  const account = await enrollingAccount(req, payload, body.ticket)
  const party = passkeyParty()
  if (!party) throw passkeysUnavailable()
  const id = await registerPasskey(payload, party, account.id, {
    ticket: body.challenge,
    response: body.response,
    label: body.label || 'Passkey',
  })
  if (id === null) throw new HttpError(400, 'The passkey could not be registered. Please try again.')
  return factorAdded(payload, req, account, 'passkey')
})
