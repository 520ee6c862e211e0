// DELETE /api/users/{id}/two-step - another administrator removes an account's second factors (it
// lost its phone and its recovery codes): its sessions end, it is told by e-mail, the log keeps it
import { removeAccountTwoStep } from '@/server/data/users'
import { requireAdmin } from '@/server/auth'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'

type Context = { params: Promise<{ id: string }> }

export const DELETE = route<Context>(async (req, { params }) => {
  const admin = await requireAdmin(req)
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  return ok(await removeAccountTwoStep(payload, { id, by: admin }))
})
