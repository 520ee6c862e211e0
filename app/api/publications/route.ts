// GET /api/publications[?year=&type=&theme=&q=&locale=&page=&limit=] - a page of publications, the featured first, then the newest (administrators also see inactive ones)
// POST /api/publications[?draft=true] - add a publication (multipart: its fields and the PDF in `file`); published unless saved as a draft
import { currentAdmin, requireAdmin } from '@/server/auth'
import { defaultPublicationsPage, listPublications, savePublication } from '@/server/data/publications'
import { ok, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { draftFrom, localeFrom, pagingFrom, pdfFile, publicationFiltersFrom, readBody } from '@/server/request'

export const GET = route(async (req) => {
  const filters = publicationFiltersFrom(req)
  const locale = localeFrom(req)
  const paging = pagingFrom(req) ?? defaultPublicationsPage
  const payload = await getPayloadClient()
  const { items, meta } = await listPublications.forApi(
    payload,
    { locale, filters, user: await currentAdmin(req) },
    paging,
  )
  return ok(items, 200, undefined, meta)
})

export const POST = route(async (req) => {
  const user = await requireAdmin(req)
  const locale = localeFrom(req)
  const { fields, file } = await readBody(req, pdfFile)
  const payload = await getPayloadClient()
  return ok(await savePublication(payload, { fields, file, locale, user, draft: draftFrom(req) }), 201)
})
