// GET /api/content/{id} - one content item
// PATCH /api/content/{id}[?draft=true] - change some of its fields; an empty translation is cleared (administrators); published unless saved as a draft
// DELETE /api/content/{id} - delete it (administrators)
import { currentAdmin, requireAdmin } from '@/server/auth'
import { getContentItem, presentContentItem, removeContentItem, updateContentItem } from '@/server/data/content-items'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { draftFrom, localeFrom, readBody } from '@/server/request'

type Context = { params: Promise<{ id: string }> }

export const GET = route<Context>(async (req, { params }) => {
  const id = parseId((await params).id)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  return ok(await presentContentItem(await getContentItem(payload, id, locale, await currentAdmin(req))))
})

export const PATCH = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  await getContentItem(payload, id, locale, user)
  return ok(
    await updateContentItem(payload, { id, fields: (await readBody(req)).fields, locale, user, draft: draftFrom(req) }),
  )
})

export const DELETE = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  return ok(await removeContentItem(payload, { id, user }))
})
