import { isLocale, type LocaleCode } from './config'

/**
 * The site's feeds: each kind in each language, as RSS 2.0 and as Atom, at
 * `/feeds/<locale>/<kind>.<format>` (the proxy leaves `/feeds/` alone: no language is picked). Every page
 * announces them with `<link rel="alternate">` (seo.ts's feedAlternates).
 */
export const feedKinds = ['publications', 'news', 'events'] as const
export type FeedKind = (typeof feedKinds)[number]

export const feedFormats = { rss: 'application/rss+xml', atom: 'application/atom+xml' } as const
export type FeedFormat = keyof typeof feedFormats

/** Entries in a feed: the newest. */
export const feedLength = 30

/** The upcoming events as an iCalendar feed, in one language (calendars subscribe to it). */
export const calendarFeedPath = (locale: LocaleCode) => `/feeds/${locale}/events.ics`

export const feedPath = (locale: LocaleCode, kind: FeedKind, format: FeedFormat) => `/feeds/${locale}/${kind}.${format}`

/** The feed a `/feeds/<locale>/<file>` address names, or null. */
export function feedOf(
  locale: string,
  file: string,
): { locale: LocaleCode; kind: FeedKind; format: FeedFormat } | null {
  const [kind, format, ...rest] = file.split('.')
  if (!isLocale(locale) || rest.length > 0) return null
  if (!(feedKinds as readonly string[]).includes(kind) || !Object.hasOwn(feedFormats, format)) return null
  return { locale, kind: kind as FeedKind, format: format as FeedFormat }
}
