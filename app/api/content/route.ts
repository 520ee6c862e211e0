// GET /api/content?tabId={tabId}[&page=&limit=] - a tab's content items as HTML (visitors: active only)
// POST /api/content[?draft=true] - create a content item from HTML (administrators); published unless saved as a draft
import { tabIds } from '@/content/site-structure'
import { currentAdmin, requireAdmin } from '@/server/auth'
import { createContentItem, listContentItems } from '@/server/data/content-items'
import { listResponse } from '@/server/data/paging'
import { ok, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { draftFrom, enumParam, localeFrom, pagingFrom, readBody } from '@/server/request'

export const GET = route(async (req) => {
  const tabId = enumParam(req, 'tabId', tabIds)
  const sectionId = req.nextUrl.searchParams.get('sectionId') || undefined
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  const paging = pagingFrom(req)
  return listResponse(
    await listContentItems.forApi(
      payload,
      { tabId, sectionId: sectionId?.slice(0, 64), locale, user: await currentAdmin(req) },
      paging,
    ),
    paging,
  )
})

export const POST = route(async (req) => {
  const user = await requireAdmin(req)
  const locale = localeFrom(req)
  const { fields } = await readBody(req)
  const payload = await getPayloadClient()
  return ok(await createContentItem(payload, { fields, locale, user, draft: draftFrom(req) }), 201)
})
