// POST /api/login/passkey-options - a WebAuthn challenge: for a second step (with its ticket, the
// account's own passkeys) or for a login with a passkey alone (no ticket)
import { authenticationOptions, passkeyParty } from '@/core/two-step/passkeys'
import { readTicket } from '@/core/two-step/tickets'
import { passkeyOptionsSchema } from '@/schemas/two-step'
import { ok, parseWith, readJson, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { loginExpired, passkeysUnavailable } from '@/server/two-step'

export const POST = route(async (req) => {
  const body = parseWith(passkeyOptionsSchema, await readJson(req))
  const party = passkeyParty()
  if (!party) throw passkeysUnavailable()
  let userId: number | null = null
  if (body.ticket) {
    const ticket = await readTicket(body.ticket, 'second-step')
    if (!ticket?.user) throw loginExpired()
    userId = ticket.user
  }
  const payload = await getPayloadClient()
  const { options, ticket } = await authenticationOptions(payload, party, userId)
  return ok({ options, challenge: ticket })
})
