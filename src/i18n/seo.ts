import type { Metadata } from 'next'
import { siteConfig } from '../content/site-config'
import { locales, type LocaleCode } from './config'
import { calendarFeedPath, feedFormats, feedKinds, feedPath, type FeedFormat } from './feeds'
import { isSectionId, isTab, langParam, viewQuery, type View } from './routing'

/**
 * A view's public address: with `?lang=` when the language was named, without it for the page
 * that picks the visitor's language (the `x-default` alternate).
 */
function viewPath(locale: LocaleCode | null, view: View): string {
  const query = new URLSearchParams({ ...(locale ? { [langParam]: locale } : {}), ...viewQuery(view) })
  return query.size ? `/?${query}` : '/'
}

/** The view a public address shows (as the proxy routes it: an unknown tab is the home page). */
export function viewOf(tab: string | null, section: string | null, page?: number): View {
  if (!isTab(tab)) return { tab: 'about' }
  if (tab === 'gallery' || !isSectionId(section)) return { tab }
  return { tab, section, page }
}

/**
 * The canonical address of the page a request reached, sent as a `Link` header by the proxy: the
 * address itself, tidied. The HTML cannot say it, because the one cached page of a language
 * answers both `/?lang=en` and `/` (which picks the language).
 */
export const canonicalLink = (locale: LocaleCode | null, view: View) =>
  `<${new URL(viewPath(locale, view), siteConfig.url)}>; rel="canonical"`

/** A path of the site as an absolute address (SERVER_URL's origin). */
export const absoluteUrl = (path: string) => new URL(path, siteConfig.url).href

/** A page's absolute address in one language: `?lang=`, as its hreflang alternates name it. */
export function urlInLanguage(path: string, locale: LocaleCode): string {
  const url = new URL(path, siteConfig.url)
  url.searchParams.set(langParam, locale)
  return url.href
}

/**
 * The language alternates of a page with a path of its own (a publication's, a story's, an
 * event's): the path with `?lang=` for each language, and the path itself (which picks the
 * visitor's language) as `x-default`.
 */
export function pathAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = Object.fromEntries(
    locales.map((l) => [l.code, `${path}?${new URLSearchParams({ [langParam]: l.code })}`]),
  )
  languages['x-default'] = path
  return languages
}

/** A page's description from a longer text: at most `max` characters, cut between words. */
export const excerpt = (text: string, max = 200) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`

/** The same for a page with a path of its own (a publication's): with `?lang=` when the address named it. */
export const canonicalPathLink = (path: string, locale: LocaleCode | null) =>
  `<${locale ? urlInLanguage(path, locale) : absoluteUrl(path)}>; rel="canonical"`

const formatNames: Record<FeedFormat, string> = { rss: 'RSS', atom: 'Atom' }

/**
 * The feeds a page announces (`<link rel="alternate" type=...>`): each kind in the page's language,
 * as RSS and as Atom, titled in that language. Next writes `alternates.types` as those links.
 */
export function feedAlternates(locale: LocaleCode, t: (key: string, options?: Record<string, string>) => string) {
  const links = (format: FeedFormat) =>
    feedKinds.map((kind) => ({
      url: feedPath(locale, kind, format),
      title: t('feeds.label', { feed: `${t(`feeds.${kind}.title`)} · ${t('siteName')}`, format: formatNames[format] }),
    }))
  return {
    ...Object.fromEntries(Object.entries(feedFormats).map(([format, type]) => [type, links(format as FeedFormat)])),
    // The upcoming events, for calendars to subscribe to.
    'text/calendar': [
      {
        url: calendarFeedPath(locale),
        title: t('feeds.label', { feed: `${t('feeds.events.title')} · ${t('siteName')}`, format: 'iCalendar' }),
      },
    ],
  }
}

/**
 * Title, description, language alternates and share tags of one view in one language. The
 * language is not in the path, so each alternate is the same view with `?lang=`.
 */
export function viewMetadata(
  locale: LocaleCode,
  view: View,
  text: { title: string; description: string; siteName: string; feeds: ReturnType<typeof feedAlternates> },
): Metadata {
  const href = (code: LocaleCode) => viewPath(code, view)
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l.code, href(l.code)]))
  languages['x-default'] = viewPath(null, view)
  const current = locales.find((l) => l.code === locale)!
  return {
    metadataBase: new URL(siteConfig.url),
    title: text.title,
    description: text.description,
    alternates: { languages, types: text.feeds },
    openGraph: {
      type: 'website',
      url: href(locale),
      siteName: text.siteName,
      title: text.title,
      description: text.description,
      locale: current.ogLocale,
      alternateLocale: locales.filter((l) => l.code !== locale).map((l) => l.ogLocale),
      images: [{ url: '/og-image.png', width: 1200, height: 630, alt: text.siteName }],
    },
    twitter: {
      card: 'summary_large_image',
      title: text.title,
      description: text.description,
      images: ['/og-image.png'],
    },
  }
}
