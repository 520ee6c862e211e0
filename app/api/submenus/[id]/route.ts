// GET /api/submenus/{id} - one submenu
// PATCH /api/submenus/{id} - rename, reorder or (de)activate it; an empty translated name is cleared (administrators)
// DELETE /api/submenus/{id} - delete it and its section's content items (administrators)
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
  const submenu = await getSubmenu(payload, id, 'en', user)
  // The collection's hook deletes these in the same transaction as the submenu.
  const { totalDocs } = await payload.count({
    collection: 'content-items',
    where: { tabId: { equals: submenu.tabId }, sectionId: { equals: submenu.sectionId } },
    overrideAccess: true,
  })
  await payload.delete({ collection: 'submenus', id, overrideAccess: false, user })
  return ok({ id, deletedContentItems: totalDocs })
})
