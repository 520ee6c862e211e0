// GET /api/gallery?category={category}[&page=&limit=] - the public gallery: active photos with their resized variants
import { photoCategories } from '@/content/site-structure'
import { listPhotos } from '@/server/data/photos'
import { route } from '@/server/http'
import { listResponse } from '@/server/data/paging'
import { getPayloadClient } from '@/server/payload'
import { enumParam, localeFrom, pagingFrom } from '@/server/request'

export const GET = route(async (req) => {
  const category = enumParam(req, 'category', photoCategories)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  // Always as a visitor: the gallery shows what the public sees, even to an administrator.
  const paging = pagingFrom(req)
  return listResponse(await listPhotos(payload, { category, locale, user: null }, paging), paging)
})
