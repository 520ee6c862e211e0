// GET /api/newsletters/{id}[?locale=] - one edition in a language, English where it has none (visitors: a sent one)
// PUT /api/newsletters/{id}[?locale=] - change a draft or scheduled edition in one language
// DELETE /api/newsletters/{id} - move an edition that is not being sent to the trash (restorable for 30 days)
import { currentAdmin, requireAdmin } from '@/server/auth'
import { findEdition, removeEdition, saveEdition } from '@/server/data/newsletters'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { localeFrom, readBody } from '@/server/request'

type Context = { params: Promise<{ id: string }> }

export const GET = route<Context>(async (req, { params }) => {
  const id = parseId((await params).id)
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  return ok(await findEdition(payload, { id, locale, user: await currentAdmin(req) }))
})

export const PUT = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const locale = localeFrom(req)
  const { fields } = await readBody(req)
  const payload = await getPayloadClient()
  return ok(await saveEdition(payload, { id, fields, locale, user }))
})

export const DELETE = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  return ok(await removeEdition(payload, { id, user }))
})
