// POST /api/two-step/recovery-codes - ten new recovery codes, shown once; the earlier ones stop working
import { replaceRecoveryCodes, twoStepStatus } from '@/core/two-step/factors'
import { requireAdmin } from '@/server/auth'
import { HttpError, ok, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'

export const POST = route(async (req) => {
  const admin = await requireAdmin(req)
  const payload = await getPayloadClient()
  if (!(await twoStepStatus(payload, admin.id)).enabled) {
    throw new HttpError(409, 'Set up an authenticator app or a passkey first.')
  }
  return ok({ recoveryCodes: await replaceRecoveryCodes(payload, admin.id) }, 201)
})
