// GET /api/two-step - the logged-in administrator's two-step login: authenticator app, passkeys,
// recovery codes left, whether passkeys work at this address, whether the site requires it
import { twoStepStatus } from '@/core/two-step/factors'
import { passkeyParty } from '@/core/two-step/passkeys'
import { twoStepRequired } from '@/core/two-step/rule'
import { requireAdmin } from '@/server/auth'
import { ok, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'

export const GET = route(async (req) => {
  const admin = await requireAdmin(req)
  const payload = await getPayloadClient()
  const status = await twoStepStatus(payload, admin.id)
  return ok({ ...status, passkeysAvailable: passkeyParty() !== null, required: await twoStepRequired(payload) })
})
