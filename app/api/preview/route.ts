// GET /api/preview?collection={content-items|members|photos|publications}&id={id}[&locale=] - an administrator previews a record's public page with its drafts (draft mode), then 303 to that page
import { draftMode } from 'next/headers'
import { requireAdmin } from '@/server/auth'
import { getPayloadClient } from '@/server/payload'
import { draftFormCollections } from '@/schemas/schedule'
import { previewPath } from '@/server/preview'
import { localeFrom, requiredEnumParam } from '@/server/request'
import { parseId, route } from '@/server/http'

export const GET = route(async (req) => {
  const user = await requireAdmin(req)
  const collection = requiredEnumParam(req, 'collection', draftFormCollections)
  const id = parseId(req.nextUrl.searchParams.get('id') ?? '')
  const locale = localeFrom(req)
  const location = await previewPath(await getPayloadClient(), { collection, id, locale, user })
  ;(await draftMode()).enable()
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
})
