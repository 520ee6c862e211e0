// DELETE /api/schedules/{id} - cancel a scheduled publication or unpublication not run yet (administrators)
import { requireAdmin } from '@/server/auth'
import { cancelSchedule } from '@/server/data/schedules'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'

type Context = { params: Promise<{ id: string }> }

export const DELETE = route<Context>(async (req, { params }) => {
  await requireAdmin(req)
  const id = parseId((await params).id)
  return ok(await cancelSchedule(await getPayloadClient(), { id }))
})
