// PATCH /api/events/{id}/registrations/{registrationId} - change a registration's status: off the waiting list (the person is told by mail), back to it, or cancelled
import { registrationChangeSchema } from '@/schemas/event'
import { requireAdmin } from '@/server/auth'
import { changeRegistration } from '@/server/data/events'
import { ok, parseId, parseWith, readJson, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'

type Context = { params: Promise<{ id: string; registrationId: string }> }

export const PATCH = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const { id, registrationId } = await params
  const { status } = parseWith(registrationChangeSchema, await readJson(req))
  const payload = await getPayloadClient()
  return ok(await changeRegistration(payload, { eventId: parseId(id), id: parseId(registrationId), status, user }))
})
