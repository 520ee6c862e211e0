// GET /api/news[?programme=&year=&locale=&page=&limit=] - a page of news, the newest first (administrators also see inactive and draft-only ones)
// POST /api/news[?draft=true&locale=] - add a news story (JSON, or multipart with the cover image in `image`); published unless saved as a draft
import { currentAdmin, requireAdmin } from '@/server/auth'
import { defaultNewsPage, listNews, saveNews } from '@/server/data/news'
import { ok, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { draftFrom, localeFrom, newsFiltersFrom, pagingFrom, readBody } from '@/server/request'

export const GET = route(async (req) => {
  const filters = newsFiltersFrom(req)
  const locale = localeFrom(req)
  const paging = pagingFrom(req) ?? defaultNewsPage
  const payload = await getPayloadClient()
  const { items, meta } = await listNews.forApi(payload, { locale, filters, user: await currentAdmin(req) }, paging)
  return ok(items, 200, undefined, meta)
})

export const POST = route(async (req) => {
  const user = await requireAdmin(req)
  const locale = localeFrom(req)
  const { fields, file } = await readBody(req)
  const payload = await getPayloadClient()
  return ok(await saveNews(payload, { fields, file, locale, user, draft: draftFrom(req) }), 201)
})
