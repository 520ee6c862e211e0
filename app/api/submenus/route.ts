// GET /api/submenus?tabId={tabId}[&page=&limit=] - a tab's submenus (visitors: active only)
// POST /api/submenus - create a submenu (administrators)
import { tabIds } from '@/content/site-structure'
import { submenuSchema } from '@/schemas/submenu'
import { currentAdmin, requireAdmin } from '@/server/auth'
import { listed, listResponse, pageArgs } from '@/server/data/paging'
import { presentSubmenu } from '@/server/data/submenus'
import { HttpError, ok, parseWith, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { enumParam, localeFrom, pagingFrom, readBody } from '@/server/request'

export const GET = route(async (req) => {
  const tabId = enumParam(req, 'tabId', tabIds)
  const locale = localeFrom(req)
  const paging = pagingFrom(req)
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'submenus',
    where: tabId ? { tabId: { equals: tabId } } : {},
    sort: ['displayOrder', 'id'],
    ...pageArgs(paging, 500),
    locale,
    fallbackLocale: 'en',
    overrideAccess: false,
    user: await currentAdmin(req),
  })
  return listResponse(await listed(result, presentSubmenu), paging)
})

export const POST = route(async (req) => {
  const user = await requireAdmin(req)
  const locale = localeFrom(req)
  const data = parseWith(submenuSchema, (await readBody(req)).fields)
  const payload = await getPayloadClient()
  const taken = await payload.count({
    collection: 'submenus',
    where: { tabId: { equals: data.tabId }, sectionId: { equals: data.sectionId } },
    overrideAccess: true,
  })
  if (taken.totalDocs) {
    throw new HttpError(409, 'A submenu for this tab and section already exists.', {
      sectionId: 'A submenu for this tab and section already exists.',
    })
  }
  const doc = await payload.create({ collection: 'submenus', data: data as never, locale, overrideAccess: false, user })
  return ok(presentSubmenu(doc), 201)
})
