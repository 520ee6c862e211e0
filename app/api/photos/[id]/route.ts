// DELETE /api/photos/{id} - delete a gallery photo and its files (administrators)
import { requireAdmin } from '@/server/auth'
import { HttpError, ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'

type Context = { params: Promise<{ id: string }> }

export const DELETE = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  const exists = await payload.count({ collection: 'photos', where: { id: { equals: id } }, overrideAccess: true })
  if (!exists.totalDocs) throw new HttpError(404, 'No photo with this id.')
  await payload.delete({ collection: 'photos', id, overrideAccess: false, user })
  return ok({ id })
})
