// GET /api/events[?when=upcoming|past&programme=&locale=&page=&limit=] - a page of events: upcoming (soonest first) or past (latest first)
// POST /api/events[?draft=true&locale=] - add an event (times with an offset, or in SITE_TIME_ZONE); published unless saved as a draft
import { eventFilters } from '@/schemas/event'
import { currentAdmin, requireAdmin } from '@/server/auth'
import { listEvents, listHour, saveEvent } from '@/server/data/events'
import { ok, parseWith, readJson, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { draftFrom, localeFrom, pagingFrom } from '@/server/request'

export const GET = route(async (req) => {
  const params = req.nextUrl.searchParams
  const filters = parseWith(eventFilters, {
    when: params.get('when') || undefined,
    programme: params.get('programme') || undefined,
  })
  const locale = localeFrom(req)
  const payload = await getPayloadClient()
  const { items, meta } = await listEvents.forApi(
    payload,
    { locale, filters, asOf: listHour(), user: await currentAdmin(req) },
    pagingFrom(req),
  )
  return ok(items, 200, undefined, meta)
})

export const POST = route(async (req) => {
  const user = await requireAdmin(req)
  const fields = (await readJson(req)) as Record<string, unknown>
  const payload = await getPayloadClient()
  return ok(await saveEvent(payload, { fields, locale: localeFrom(req), user, draft: draftFrom(req) }), 201)
})
