// GET /api/submenus?tabId={tabId}[&page=&limit=] - a tab's submenus (visitors: active only)
// POST /api/submenus - create a submenu (administrators)
import { tabIds } from '@/content/site-structure'
import { currentAdmin, requireAdmin } from '@/server/auth'
import { listResponse } from '@/server/data/paging'
import { createSubmenu, listSubmenus } from '@/server/data/submenus'
import { ok, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { enumParam, localeFrom, pagingFrom, readBody } from '@/server/request'

export const GET = route(async (req) => {
  const tabId = enumParam(req, 'tabId', tabIds)
  const locale = localeFrom(req)
  const paging = pagingFrom(req)
  const payload = await getPayloadClient()
  return listResponse(
    await listSubmenus.forApi(payload, { tabId, locale, user: await currentAdmin(req) }, paging),
    paging,
  )
})

export const POST = route(async (req) => {
  const user = await requireAdmin(req)
  const locale = localeFrom(req)
  const { fields } = await readBody(req)
  const payload = await getPayloadClient()
  return ok(await createSubmenu(payload, { fields, locale, user }), 201)
})
