// GET /api/photos?category={category}[&page=&limit=] - photos (administrators also see inactive ones)
// POST /api/photos - upload a gallery photo (multipart: title, category, isActive, description, alt, image)
import { photoCategories } from '@/content/site-structure'
import { photoSchema } from '@/schemas/photo'
import { currentAdmin, requireAdmin } from '@/server/auth'
import { listPhotos, presentPhoto } from '@/server/data/photos'
import { listResponse } from '@/server/data/paging'
import { HttpError, ok, parseWith, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { enumParam, localeFrom, pagingFrom, readBody } from '@/server/request'

export const GET = route(async (req) => {
  const category = enumParam(req, 'category', photoCategories)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  const paging = pagingFrom(req)
  return listResponse(await listPhotos(payload, { category, locale, user: await currentAdmin(req) }, paging), paging)
})

export const POST = route(async (req) => {
  const user = await requireAdmin(req)
  const locale = localeFrom(req)
  const { fields, file } = await readBody(req)
  const data = parseWith(photoSchema, fields)
  if (!file) throw new HttpError(400, 'Please correct the highlighted fields.', { image: 'Image file is required' })
  const payload = await getPayloadClient()
  const doc = await payload.create({ collection: 'photos', data, file, locale, overrideAccess: false, user })
  return ok(presentPhoto(doc), 201)
})
