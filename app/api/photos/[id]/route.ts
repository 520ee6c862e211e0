// DELETE /api/photos/{id} - delete a gallery photo and its files (administrators)
import { requireAdmin } from '@/server/auth'
import { ok, orNotFound, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'

type Context = { params: Promise<{ id: string }> }

export const DELETE = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  await orNotFound(payload.findByID({ collection: 'photos', id, depth: 0, overrideAccess: false, user }), 'No photo with this id.')
  await payload.delete({ collection: 'photos', id, overrideAccess: false, user })
  return ok({ id })
})
