// PUT /api/members/{id} - replace a member's fields (and image, when one is uploaded)
// DELETE /api/members/{id} - remove a member and its image
import { requireAdmin } from '@/server/auth'
import { findMember, saveMember } from '@/server/data/members'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { localeFrom, readBody } from '@/server/request'

type Context = { params: Promise<{ id: string }> }

export const PUT = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  await findMember(payload, id, user)
  const { fields, file } = await readBody(req)
  return ok(await saveMember(payload, { id, fields, file, locale, user }))
})

export const DELETE = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  const member = await findMember(payload, id, user)
  await payload.delete({ collection: 'members', id, overrideAccess: false, user })
  if (typeof member.image === 'number') {
    await payload.delete({ collection: 'media', id: member.image, overrideAccess: false, user }).catch(() => {})
  }
  return ok({ id })
})
