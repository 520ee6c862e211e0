// GET /api/news/{id}[?locale=] - one news story (visitors: an active, published one)
// PUT /api/news/{id}[?draft=true&locale=] - replace a story's fields in one language (and its cover, when an image is uploaded); published unless saved as a draft
// DELETE /api/news/{id} - move a news story to the trash
import { currentAdmin, requireAdmin } from '@/server/auth'
import { findNews, removeNews, requireNews, saveNews } from '@/server/data/news'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { draftFrom, localeFrom, readBody } from '@/server/request'

type Context = { params: Promise<{ id: string }> }

export const GET = route<Context>(async (req, { params }) => {
  const id = parseId((await params).id)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  return ok(await findNews(payload, { id, locale, user: await currentAdmin(req) }))
})

export const PUT = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  await requireNews(payload, { id, user })
  const { fields, file } = await readBody(req)
  return ok(await saveNews(payload, { id, fields, file, locale, user, draft: draftFrom(req) }))
})

export const DELETE = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  return ok(await removeNews(payload, { id, user }))
})
