// PUT /api/members/{id}[?draft=true] - replace a member's fields (and image, when one is uploaded); published unless saved as a draft
// DELETE /api/members/{id} - remove a member and its image
import { requireAdmin } from '@/server/auth'
import { findMember, removeMember, saveMember } from '@/server/data/members'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { draftFrom, localeFrom, readBody } from '@/server/request'

type Context = { params: Promise<{ id: string }> }

export const PUT = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  await findMember(payload, id, user)
  const { fields, file } = await readBody(req)
  return ok(await saveMember(payload, { id, fields, file, locale, user, draft: draftFrom(req) }))
})

export const DELETE = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  return ok(await removeMember(payload, { id, user }))
})
