// GET /feeds/{locale}/events/{file} - one event as an iCalendar file in one language: file is <slug>.ics
import { calendarEventOf, eventCalendar } from '@/core/events/calendar'
import { isLocale } from '@/i18n/config'
import { eventBySlug } from '@/server/data/events'
import { HttpError, route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'

type Context = { params: Promise<{ locale: string; file: string }> }

export const GET = route<Context>(async (_req, { params }) => {
  const { locale, file } = await params
  const slug = /^([a-z0-9-]{1,64})\.ics$/.exec(file)?.[1]
  const event =
    slug && isLocale(locale) ? await eventBySlug(await getPayloadClient(), { slug, locale, user: null }) : null
  if (!event || !isLocale(locale))
    throw new HttpError(404, 'No such event. An event’s calendar file is /feeds/<language>/events/<slug>.ics.')
  const calendar = eventCalendar([calendarEventOf(event, locale)], { name: event.title, method: 'publish' })
  return new Response(calendar, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${event.slug}.ics"`,
      'Cache-Control': 'public, max-age=300',
    },
  })
})
