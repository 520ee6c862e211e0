// GET /events/{file}[?lang=] - one event as an iCalendar file: file is <slug>.ics, its texts in the language named (English by default)
import { eventCalendar } from '@/core/events/calendar'
import { siteOrigin } from '@/core/mail/links'
import { defaultLocale, isLocale } from '@/i18n/config'
import { langParam } from '@/i18n/routing'
import { calendarEvent, eventBySlug } from '@/server/data/events'
import { HttpError, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'

type Context = { params: Promise<{ file: string }> }

export const GET = route<Context>(async (req, { params }) => {
  const { file } = await params
  const slug = /^([a-z0-9-]{1,64})\.ics$/.exec(file)?.[1]
  const asked = req.nextUrl.searchParams.get(langParam)
  const locale = isLocale(asked) ? asked : defaultLocale
  const event = slug ? await eventBySlug(await getPayloadClient(), { slug, locale, user: null }) : null
  if (!event) throw new HttpError(404, 'No such event. An event’s calendar file is /events/<slug>.ics.')
  const calendar = eventCalendar([calendarEvent(event, locale)], {
    name: event.title,
    host: new URL(siteOrigin()).hostname,
    method: 'publish',
  })
  return new Response(calendar, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${event.slug}.ics"`,
      'Cache-Control': 'public, max-age=300',
    },
  })
})
