// GET /api/gallery?category={category}[&page=&limit=] - the public gallery: active photos with their resized variants (in an administrator's preview, drafts too)
import { photoCategories } from '@/content/site-structure'
import { listPhotos } from '@/server/data/photos'
import { route } from '@/server/http'
import { listResponse } from '@/server/data/paging'
import { getPayloadClient } from '@/server/payload'
import { previewingAdmin } from '@/server/preview'
import { enumParam, localeFrom, pagingFrom } from '@/server/request'

export const GET = route(async (req) => {
  const category = enumParam(req, 'category', photoCategories)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  // As a visitor: the gallery shows what the public sees, even to an administrator, except in
  // an administrator's preview (src/server/preview.ts), which shows the drafts too.
  const previewer = await previewingAdmin()
  const paging = pagingFrom(req)
  return listResponse(
    await listPhotos.forApi(payload, { category, locale, user: previewer, preview: previewer !== null }, paging),
    paging,
  )
})
