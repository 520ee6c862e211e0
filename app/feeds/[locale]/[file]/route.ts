// GET /feeds/{locale}/{kind}.{rss|atom} - the newest publications in one language, as RSS 2.0 or Atom 1.0
import { feedOf } from '@/i18n/feeds'
import { feedContentType, renderFeed } from '@/server/feeds'
import { HttpError, route } from '@/server/http'

type Context = { params: Promise<{ locale: string; file: string }> }

export const GET = route<Context>(async (_req, { params }) => {
  const { locale, file } = await params
  const feed = feedOf(locale, file)
  if (!feed) throw new HttpError(404, 'No such feed. Feeds are /feeds/<language>/<kind>.rss or .atom.')
  return new Response(await renderFeed(feed), {
    headers: {
      'Content-Type': feedContentType(feed.format),
      // Feed readers come back often: five minutes' freshness, then a fresh read (cached by tag).
      'Cache-Control': 'public, max-age=300',
    },
  })
})
