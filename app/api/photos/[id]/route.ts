// PATCH /api/photos/{id}[?draft=true] - change some of its fields, not its image; published unless saved as a draft; {} publishes its latest draft (administrators)
// DELETE /api/photos/{id} - delete a gallery photo and its files (administrators)
import { requireAdmin } from '@/server/auth'
import { removePhoto, updatePhoto } from '@/server/data/photos'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { draftFrom, localeFrom, readBody } from '@/server/request'

type Context = { params: Promise<{ id: string }> }

export const PATCH = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const locale = localeFrom(req)
  const draft = draftFrom(req)
  const payload = await getPayloadClient()
  return ok(await updatePhoto(payload, { id, fields: (await readBody(req)).fields, locale, user, draft }))
})

export const DELETE = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  return ok(await removePhoto(payload, { id, user }))
})
