// GET /api/submenus/{id} - one submenu
// PATCH /api/submenus/{id} - rename, reorder or (de)activate it; an empty translated name is cleared (administrators)
// DELETE /api/submenus/{id} - delete it and its section's content items (administrators)
import { createLocalReq } from 'payload'
import { currentAdmin, requireAdmin } from '@/server/auth'
import { getSubmenu, presentSubmenu, toSubmenuPatch } from '@/server/data/submenus'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { localeFrom, readBody } from '@/server/request'

type Context = { params: Promise<{ id: string }> }

export const GET = route<Context>(async (req, { params }) => {
  const id = parseId((await params).id)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  return ok(presentSubmenu(await getSubmenu(payload, id, locale, await currentAdmin(req))))
})

export const PATCH = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  await getSubmenu(payload, id, locale, user)
  const data = toSubmenuPatch((await readBody(req)).fields, locale)
  const doc = await payload.update({ collection: 'submenus', id, data: data as never, locale, overrideAccess: false, user })
  return ok(presentSubmenu(doc))
})

export const DELETE = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  await getSubmenu(payload, id, 'en', user)
  // The collection's hook deletes the section's content items in the same transaction and
  // counts them in the request's context (none for a built-in section's submenu, whose
  // section stays). Payload may replace `req.context` during the operation: read it after.
  const local = await createLocalReq({ user }, payload)
  await payload.delete({ collection: 'submenus', id, overrideAccess: false, req: local })
  return ok({ id, deletedContentItems: Number(local.context.deletedContentItems ?? 0) })
})
