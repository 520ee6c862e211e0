// GET /api/preview?collection={content-items|members}&id={id}[&locale=] - an administrator previews a record's public page with its drafts (draft mode), then 303 to that page
import { draftMode } from 'next/headers'
import { requireAdmin } from '@/server/auth'
import { getPayloadClient } from '@/server/payload'
import { previewCollections } from '@/core/drafts'
import { previewPath } from '@/server/preview'
import { enumParam, localeFrom } from '@/server/request'
import { HttpError, invalidInput, parseId, route } from '@/server/http'

export const GET = route(async (req) => {
  const user = await requireAdmin(req)
  const collection = enumParam(req, 'collection', previewCollections)
  if (!collection) throw new HttpError(400, invalidInput, { collection: `Must be one of: ${previewCollections.join(', ')}.` })
  const id = parseId(req.nextUrl.searchParams.get('id') ?? '')
  const locale = localeFrom(req)
  const location = await previewPath(await getPayloadClient(), { collection, id, locale, user })
  ;(await draftMode()).enable()
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
})
