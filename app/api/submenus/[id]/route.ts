// GET /api/submenus/{id} - one submenu
// PATCH /api/submenus/{id} - rename, reorder or (de)activate it; an empty translated name is cleared (administrators)
// DELETE /api/submenus/{id} - delete it and its section's content items (administrators)
import { currentAdmin, requireAdmin } from '@/server/auth'
import { getSubmenu, presentSubmenu, removeSubmenu, updateSubmenu } from '@/server/data/submenus'
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
  return ok(await updateSubmenu(payload, { id, fields: (await readBody(req)).fields, locale, user }))
})

export const DELETE = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  return ok(await removeSubmenu(payload, { id, user }))
})
