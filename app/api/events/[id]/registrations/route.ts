// POST /api/events/{id}/registrations[?locale=] - register for an event with the site's form: a place while they last, then the waiting list; a confirmation mail with the event's .ics
// GET /api/events/{id}/registrations[?format=csv] - the event's registrations in the order they came (administrators; as CSV with format=csv)
import { registrationSchema } from '@/schemas/event'
import { requireAdmin } from '@/server/auth'
import { eventRegistrations, registerForEvent, registrationsCsv } from '@/server/data/events'
import { ok, parseId, parseWith, readJson, route } from '@/server/http'
import { newsletterLocale } from '@/server/newsletter'
import { getPayloadClient } from '@/server/payload'
import { enforceRateLimit, limits } from '@/server/rate-limit'
import { enumParam } from '@/server/request'
import { isBot } from '@/server/submissions'

type Context = { params: Promise<{ id: string }> }

export const POST = route<Context>(async (req, { params }) => {
  const id = parseId((await params).id)
  await enforceRateLimit(req, limits.eventRegistration)
  const body = await readJson(req)
  if (isBot(body)) return ok({ status: 'registered', receivedAt: new Date().toISOString() }, 201)
  const input = parseWith(registrationSchema, body)
  const payload = await getPayloadClient()
  // The visitor's language (?locale=, else their cookie or browser): their mails use it.
  return ok(await registerForEvent(payload, { id, input, locale: newsletterLocale(req) }), 201)
})

export const GET = route<Context>(async (req, { params }) => {
  const user = await requireAdmin(req)
  const id = parseId((await params).id)
  const registrations = await eventRegistrations(await getPayloadClient(), { id, user })
  if (enumParam(req, 'format', ['csv', 'json']) === 'csv')
    return new Response(registrationsCsv(registrations), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="event-${id}-registrations.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  return ok(registrations)
})
