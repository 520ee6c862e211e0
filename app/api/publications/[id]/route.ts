// GET /api/publications/{id}[?locale=] - one publication (visitors: an active, published one)
// PUT /api/publications/{id}[?draft=true&locale=] - replace a publication's fields in one language (and its PDF, when one is uploaded); published unless saved as a draft
// DELETE /api/publications/{id} - move a publication to the trash
import { currentAdmin, requireAdmin } from '@/server/auth'
import { findPublication, removePublication, requirePublication, savePublication } from '@/server/data/publications'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { draftFrom, localeFrom, pdfFile, readBody } from '@/server/request'

type Context = { params: Promise<{ id: string }> }

export const GET = route<Context>(async (req, { params }) => {
  const id = parseId((await params).id)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  return ok(await findPublication(payload, { id, locale, user: await currentAdmin(req) }))
})

export const PUT = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  await requirePublication(payload, { id, user })
  const { fields, file } = await readBody(req, pdfFile)
  return ok(await savePublication(payload, { id, fields, file, locale, user, draft: draftFrom(req) }))
})

export const DELETE = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  return ok(await removePublication(payload, { id, user }))
})
