// POST /api/two-step/passkeys/options - a WebAuthn challenge to register a new passkey
import { passkeyParty, registrationOptions } from '@/core/two-step/passkeys'
import { enrolSchema } from '@/schemas/two-step'
import { ok, parseWith, readJson, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { enrollingAccount, passkeysUnavailable } from '@/server/two-step'

export const POST = route(async (req) => {
  const body = parseWith(enrolSchema, await readJson(req))
  const payload = await getPayloadClient()
  const account = await enrollingAccount(req, payload, body.ticket)
  const party = passkeyParty()
  if (!party) throw passkeysUnavailable()
  const { options, ticket } = await registrationOptions(payload, party, { id: account.id, username: account.username })
  return ok({ options, challenge: ticket })
})
