// GET /feeds/{locale}/{file} - a feed in one language: <kind>.rss (RSS 2.0) or <kind>.atom (Atom 1.0) of the publications or the upcoming events, or events.ics, the upcoming events as an iCalendar feed
import { isLocale } from '@/i18n/config'
import { feedOf } from '@/i18n/feeds'
import { feedContentType, renderCalendarFeed, renderFeed } from '@/server/feeds'
import { HttpError, route } from '@/server/http'

type Context = { params: Promise<{ locale: string; file: string }> }

export const GET = route<Context>(async (_req, { params }) => {
  const { locale, file } = await params
  if (file === 'events.ics' && isLocale(locale))
    return new Response(await renderCalendarFeed(locale), {
      headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
    })
  const feed = feedOf(locale, file)
  if (!feed)
    throw new HttpError(
      404,
      'No such feed. Feeds are /feeds/<language>/<kind>.rss or .atom, and /feeds/<language>/events.ics.',
    )
  return new Response(await renderFeed(feed), {
    headers: {
      'Content-Type': feedContentType(feed.format),
      // Feed readers come back often: five minutes' freshness, then a fresh read (cached by tag).
      'Cache-Control': 'public, max-age=300',
    },
  })
})
