import 'server-only'
import { Feed } from 'feed'
import { programmeName } from '../content'
import type { LocaleCode } from '../i18n/config'
import { feedFormats, feedLength, feedPath, type FeedFormat, type FeedKind } from '../i18n/feeds'
import { absoluteUrl, urlInLanguage } from '../i18n/seo'
import { escapeHtml } from '../security/escape-html'
import { calendarEventOf, eventCalendar } from '../core/events/calendar'
import { eventTimes } from '../core/events/times'
import { eventTimeZone, upcomingEvents } from './data/events'
import { latestNews } from './data/news'
import { publicationFeed } from './data/publications'
import { getTranslator } from './i18n'
import { getPayloadClient } from './payload'

/** One entry of a feed, whatever it lists. Addresses are the site's own paths. */
export type FeedEntry = {
  path: string
  title: string
  summary: string
  published: string
  updated: string
  authors: string[]
  categories: string[]
  image: string | null
}

type FeedContent = { page: string; entries: FeedEntry[] }

/** What each feed lists, newest first, in one language. */
const contents: Record<FeedKind, (locale: LocaleCode) => Promise<FeedContent>> = {
  async publications(locale) {
    const publications = await publicationFeed.forApi(await getPayloadClient(), { locale, user: null })
    return {
      page: '/?tab=research&section=publications',
      entries: publications.map((publication) => ({
        path: publication.url,
        title: publication.title,
        summary: publication.summary || publication.abstract,
        published: publication.createdAt,
        updated: publication.updatedAt,
        authors: publication.authors.map((author) => author.name),
        categories: publication.themes.map((theme) => programmeName(locale, theme)),
        image: publication.cover?.url ?? null,
      })),
    }
  },
  async news(locale) {
    const stories = await latestNews(locale, feedLength)
    return {
      page: '/?tab=about&section=news',
      entries: stories.map((story) => ({
        path: story.url,
        title: story.title,
        summary: story.summary,
        // The day it was published, at noon UTC: the same calendar day in every zone the site is read in.
        published: `${story.publishedDate}T12:00:00.000Z`,
        updated: story.updatedAt,
        authors: story.authors,
        categories: story.programmes.map((theme) => programmeName(locale, theme)),
        image: story.coverUrl,
      })),
    }
  },
  async events(locale) {
    const { items } = await upcomingEvents(await getPayloadClient(), locale)
    return {
      page: '/?tab=about&section=events',
      entries: items.map((event) => ({
        path: event.url,
        title: event.title,
        // When it is, in the organisation's zone and the feed's language, then what it is.
        summary: [eventTimes(event, locale, eventTimeZone()).text, event.venue, event.summary]
          .filter(Boolean)
          .join(' · '),
        published: event.updatedAt,
        updated: event.updatedAt,
        authors: [],
        categories: event.programmes.map((id) => programmeName(locale, id)),
        image: null,
      })),
    }
  },
}

/** The upcoming events as one iCalendar document, in one language. */
export async function renderCalendarFeed(locale: LocaleCode): Promise<string> {
  const [t, { items }] = await Promise.all([getTranslator(locale), upcomingEvents(await getPayloadClient(), locale)])
  return eventCalendar(
    items.map((event) => calendarEventOf(event, locale)),
    { name: `${t('feeds.events.title')} · ${t('siteName')}` },
  )
}

/**
 * A feed as RSS 2.0 or Atom 1.0 (the `feed` package writes and escapes the XML): titled in its
 * language, each entry's link the page in that language.
 */
export async function renderFeed({
  locale,
  kind,
  format,
}: {
  locale: LocaleCode
  kind: FeedKind
  format: FeedFormat
}): Promise<string> {
  const [t, { page, entries }] = await Promise.all([getTranslator(locale), contents[kind](locale)])
  const self = absoluteUrl(feedPath(locale, kind, format))
  const updated = entries.reduce((latest, entry) => (entry.updated > latest ? entry.updated : latest), '')
  const feed = new Feed({
    id: self,
    title: `${t(`feeds.${kind}.title`)} · ${t('siteName')}`,
    description: t(`feeds.${kind}.description`),
    link: urlInLanguage(page, locale),
    language: locale,
    image: absoluteUrl('/apple-icon.png'),
    favicon: absoluteUrl('/favicon.ico'),
    copyright: `© ${t('siteName')}`,
    // Atom (RFC 4287 4.1.1) wants an author on the feed unless every entry has one; events have none.
    author: { name: t('siteName'), link: absoluteUrl('/') },
    updated: updated ? new Date(updated) : new Date(0),
    generator: false,
    feedLinks: { [format]: self },
  })
  for (const entry of entries) {
    const link = urlInLanguage(entry.path, locale)
    feed.addItem({
      id: link,
      guid: link,
      link,
      // Atom marks entry titles as HTML; RSS keeps them as text.
      title: format === 'atom' ? escapeHtml(entry.title) : entry.title,
      // Readers take a description as HTML: a plain text shows as typed.
      description: escapeHtml(entry.summary),
      date: new Date(entry.updated),
      published: new Date(entry.published),
      // Atom names each author; RSS 2.0's <author> is an e-mail address, so there they are dc:creator.
      ...(format === 'atom'
        ? { author: entry.authors.map((name) => ({ name })) }
        : { extensions: [{ name: 'dc:creator', objects: entry.authors.map((name) => ({ _text: name })) as never }] }),
      category: entry.categories.map((name) => ({ name })),
      ...(entry.image ? { image: absoluteUrl(entry.image) } : {}),
    })
  }
  return format === 'rss' ? withDublinCore(feed.rss2()) : feed.atom1()
}

const dublinCore = 'xmlns:dc="http://purl.org/dc/elements/1.1/"'

/** The `dc:` prefix declared on `<rss>` (the package declares it only along with full contents). */
const withDublinCore = (xml: string) =>
  xml.includes(dublinCore) ? xml : xml.replace(/<rss version="2\.0"/, `<rss version="2.0" ${dublinCore}`)

export const feedContentType = (format: FeedFormat) => `${feedFormats[format]}; charset=utf-8`
