// GET /api/events/{id}[?locale=] - one event (visitors: an active, published one), with its places left
// PUT /api/events/{id}[?draft=true&locale=] - replace an event's fields in one language; published unless saved as a draft
// DELETE /api/events/{id} - move an event to the trash (its registrations stay with it)
import { currentAdmin, requireAdmin } from '@/server/auth'
import { findEvent, removeEvent, saveEvent } from '@/server/data/events'
import { ok, parseId, readJson, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { draftFrom, localeFrom } from '@/server/request'

type Context = { params: Promise<{ id: string }> }

export const GET = route<Context>(async (req, { params }) => {
  const id = parseId((await params).id)
  const payload = await getPayloadClient()
  return ok(await findEvent(payload, { id, locale: localeFrom(req), user: await currentAdmin(req) }))
})

export const PUT = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const fields = (await readJson(req)) as Record<string, unknown>
  const payload = await getPayloadClient()
  return ok(await saveEvent(payload, { id, fields, locale: localeFrom(req), user, draft: draftFrom(req) }))
})

export const DELETE = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  return ok(await removeEvent(await getPayloadClient(), { id, user }))
})
