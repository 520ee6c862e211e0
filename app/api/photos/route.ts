// GET /api/photos?category={category}[&page=&limit=] - photos (administrators also see inactive ones)
// POST /api/photos[?draft=true] - upload a gallery photo (multipart: title, category, isActive, description, alt, image); published unless saved as a draft
import { photoCategories } from '@/content/site-structure'
import { currentAdmin, requireAdmin } from '@/server/auth'
import { createPhoto, listPhotos } from '@/server/data/photos'
import { listResponse } from '@/server/data/paging'
import { ok, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { draftFrom, enumParam, localeFrom, pagingFrom, readBody } from '@/server/request'

export const GET = route(async (req) => {
  const category = enumParam(req, 'category', photoCategories)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  const paging = pagingFrom(req)
  return listResponse(
    await listPhotos.forApi(payload, { category, locale, user: await currentAdmin(req) }, paging),
    paging,
  )
})

export const POST = route(async (req) => {
  const user = await requireAdmin(req)
  const locale = localeFrom(req)
  const { fields, file } = await readBody(req)
  const payload = await getPayloadClient()
  return ok(await createPhoto(payload, { fields, file, locale, user, draft: draftFrom(req) }), 201)
})
