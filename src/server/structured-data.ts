import 'server-only'
import type {
  Dataset,
  Event,
  NewsArticle,
  Organization,
  Person,
  Place,
  Report,
  ScholarlyArticle,
  VirtualLocation,
  WithContext,
} from 'schema-dts'
import type { LocaleCode } from '../i18n/config'
import { siteConfig } from '../content/site-config'
import { absoluteUrl, urlInLanguage } from '../i18n/seo'
import type { PublicEvent } from '../schemas/event'
import type { PublicNews } from '../schemas/news'
import type { PublicPublication } from '../schemas/publication'

/**
 * The schema.org descriptions search engines read (JSON-LD, written by components/site/json-ld.tsx):
 * the organisation on every page, and what each page is about. Typed by schema-dts, so a
 * property schema.org does not have for a type does not compile.
 */

/** The organisation's node, which every other description names as its publisher. */
export const organizationId = () => absoluteUrl('/#organization')

export function organizationLd(text: {
  name: string
  alternateName: string
  description: string
}): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name: text.name,
    alternateName: text.alternateName,
    description: text.description,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.svg'),
    email: siteConfig.email,
    telephone: siteConfig.phone,
    address: siteConfig.address,
    sameAs: Object.values(siteConfig.social),
  }
}

const reportTypes = new Set<PublicPublication['type']>(['report', 'policy-brief', 'working-paper'])

/**
 * A publication: a Report (reports, policy briefs, working papers), a Dataset, or a
 * ScholarlyArticle (journal articles, book chapters); its authors in order, its PDF, its DOI.
 */
/** Authors in order, a member linked to their profile. */
const people = (authors: { name: string; profileUrl: string | null }[]): Person[] =>
  authors.map((author) => ({
    '@type': 'Person',
    name: author.name,
    ...(author.profileUrl ? { url: absoluteUrl(author.profileUrl) } : {}),
  }))

/** Search engines show at most 110 characters of a headline. */
const headlineOf = (title: string) => (title.length <= 110 ? title : `${title.slice(0, 109)}…`)

export function publicationLd(
  publication: PublicPublication,
  { locale, programmes }: { locale: LocaleCode; programmes: string[] },
): WithContext<Report | ScholarlyArticle | Dataset> {
  const authors = people(publication.authors)
  const doi = publication.doi ? `https://doi.org/${publication.doi}` : null
  const work = {
    '@id': `${absoluteUrl(publication.url)}#publication`,
    url: urlInLanguage(publication.url, locale),
    name: publication.title,
    ...(publication.abstract ? { abstract: publication.abstract } : {}),
    description: publication.summary || publication.abstract || publication.title,
    author: authors,
    datePublished: String(publication.year),
    dateModified: publication.updatedAt,
    inLanguage: publication.documentLanguages.length ? publication.documentLanguages : [locale],
    ...(programmes.length ? { keywords: programmes } : {}),
    publisher: { '@id': organizationId() },
    ...(doi
      ? { sameAs: doi, identifier: { '@type': 'PropertyValue' as const, propertyID: 'DOI', value: publication.doi! } }
      : {}),
    ...(publication.licence ? { license: publication.licence } : {}),
    ...(publication.cover ? { image: absoluteUrl(publication.cover.url) } : {}),
  }
  const file = publication.file ? absoluteUrl(publication.file.url) : null
  if (publication.type === 'dataset')
    return {
      '@context': 'https://schema.org',
      '@type': 'Dataset',
      ...work,
      ...(file
        ? { distribution: { '@type': 'DataDownload', contentUrl: file, encodingFormat: 'application/pdf' } }
        : {}),
    }
  const media = file
    ? { encoding: { '@type': 'MediaObject' as const, contentUrl: file, encodingFormat: 'application/pdf' } }
    : {}
  const headline = headlineOf(publication.title)
  return reportTypes.has(publication.type)
    ? { '@context': 'https://schema.org', '@type': 'Report', ...work, headline, ...media }
    : { '@context': 'https://schema.org', '@type': 'ScholarlyArticle', ...work, headline, ...media }
}

/** A news story: its headline, day, authors in order, cover, programmes, published by the organisation. */
export function newsArticleLd(
  story: PublicNews,
  { locale, programmes }: { locale: LocaleCode; programmes: string[] },
): WithContext<NewsArticle> {
  const url = urlInLanguage(story.url, locale)
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    '@id': `${absoluteUrl(story.url)}#article`,
    url,
    mainEntityOfPage: url,
    headline: headlineOf(story.title),
    ...(story.summary ? { description: story.summary } : {}),
    datePublished: story.publishedDate,
    dateModified: story.updatedAt,
    author: people(story.authors),
    ...(story.cover ? { image: absoluteUrl(story.cover.sizes.large?.url ?? story.cover.url) } : {}),
    ...(programmes.length ? { keywords: programmes } : {}),
    inLanguage: locale,
    publisher: { '@id': organizationId() },
  }
}

/**
 * An event: when (UTC instants), where (a place, an online address, or both, with the attendance
 * mode that follows), organised by the organisation.
 */
export function eventLd(event: PublicEvent, { locale }: { locale: LocaleCode }): WithContext<Event> {
  const place: Place[] = event.venue ? [{ '@type': 'Place', name: event.venue, address: event.venue }] : []
  const online: VirtualLocation[] = event.onlineUrl ? [{ '@type': 'VirtualLocation', url: event.onlineUrl }] : []
  const location = [...place, ...online]
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `${absoluteUrl(event.url)}#event`,
    url: urlInLanguage(event.url, locale),
    name: event.title,
    description: event.summary || event.description || event.title,
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode:
      place.length && online.length
        ? 'https://schema.org/MixedEventAttendanceMode'
        : online.length
          ? 'https://schema.org/OnlineEventAttendanceMode'
          : 'https://schema.org/OfflineEventAttendanceMode',
    ...(location.length ? { location } : {}),
    organizer: { '@id': organizationId() },
    inLanguage: locale,
  }
}
