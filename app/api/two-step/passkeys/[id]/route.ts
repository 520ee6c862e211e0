// DELETE /api/two-step/passkeys/{id} - removes one of the administrator's passkeys
import { removePasskey } from '@/core/two-step/passkeys'
import { requireAdmin } from '@/server/auth'
import { HttpError, ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { factorRemoved } from '@/server/two-step'

type Context = { params: Promise<{ id: string }> }

export const DELETE = route<Context>(async (req, { params }) => {
  const admin = await requireAdmin(req)
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  if (!(await removePasskey(payload, admin.id, id))) throw new HttpError(404, 'No such passkey.')
  await factorRemoved(payload, admin, 'passkey')
  return ok({ removed: true })
})
