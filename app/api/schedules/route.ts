// GET /api/schedules?collection={content-items|members}&id={id} - a record's scheduled publications and unpublications not run yet (administrators)
// POST /api/schedules - schedule one: { collection, id, action: publish|unpublish, at: "YYYY-MM-DDTHH:mm" in SITE_TIME_ZONE or an RFC 3339 instant } (administrators)
import { requireAdmin } from '@/server/auth'
import { createSchedule, upcomingSchedules } from '@/server/data/schedules'
import { ok, parseId, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { readBody, requiredEnumParam } from '@/server/request'
import { draftFormCollections } from '@/schemas/schedule'

export const GET = route(async (req) => {
  const user = await requireAdmin(req)
  const collection = requiredEnumParam(req, 'collection', draftFormCollections)
  const id = parseId(req.nextUrl.searchParams.get('id') ?? '')
  return ok(await upcomingSchedules(await getPayloadClient(), { collection, id, user }))
})

export const POST = route(async (req) => {
  const user = await requireAdmin(req)
  const { fields } = await readBody(req)
  return ok(await createSchedule(await getPayloadClient(), { fields, user }), 201)
})
