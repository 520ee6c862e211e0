// DELETE /api/photos/{id} - delete a gallery photo and its files (administrators)
import { requireAdmin } from '@/server/auth'
import { removePhoto } from '@/server/data/photos'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'

type Context = { params: Promise<{ id: string }> }

export const DELETE = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  return ok(await removePhoto(payload, { id, user }))
})
