import 'server-only'
import type { LocaleCode } from '../../i18n/config'
import { getPayloadClient } from '../payload'
import { previewingAdmin } from '../preview'
import { listContentItems } from './content-items'
import { listMembers } from './members'
import { listPublications, publicationBySlug, publicationYears } from './publications'
import { publicationsPageSize, type PublicationFilters } from '../../schemas/publication'
import { newsPageSize, type NewsFilters } from '../../schemas/news'
import { listNews, newsBySlug, newsYears } from './news'
import { eventsPageSize, type EventFilters } from '../../schemas/event'
import { eventBySlug, listEvents, listHour } from './events'
import { editionPageSize } from '../../schemas/newsletter-edition'
import { toWallTime } from '../../schemas/wall-time'
import { siteTimeZone } from '../../core/backup-status'
import { editionBySlug, listEditions } from './newsletters'
import { reachRetentionMonths } from '../../core/settings/site-settings'
import { retentionPeriod } from '../../schemas/site-settings'

/** Content items on one page of a public section. */
const sectionPageSize = 20

/**
 * One page of a section's active CMS content items in one language, ordered, as sanitised
 * HTML, with the page count (cached per page: a section's cost stays flat as it grows). In an
 * administrator's preview, with their drafts (src/server/preview.ts).
 */
export async function sectionContentPage(locale: LocaleCode, tabId: string, sectionId: string, page: number) {
  const previewer = await previewingAdmin()
  return listContentItems(
    await getPayloadClient(),
    { tabId, sectionId, locale, user: previewer, preview: previewer !== null },
    { page, limit: sectionPageSize },
  )
}

/** The active board or team members, ordered, with their portraits (cached; in a preview, with drafts). */
export async function activeMembers(locale: LocaleCode, memberType: 'board' | 'team') {
  const previewer = await previewingAdmin()
  return (
    await listMembers(await getPayloadClient(), { memberType, locale, user: previewer, preview: previewer !== null })
  ).items
}

export type PublicMember = Awaited<ReturnType<typeof activeMembers>>[number]

/**
 * One page of the library (Research → Publications) in one language, filtered, with the years
 * that have publications (cached by tag; in a preview, with drafts).
 */
export async function libraryPage(locale: LocaleCode, filters: PublicationFilters, page: number) {
  const previewer = await previewingAdmin()
  const payload = await getPayloadClient()
  const [list, years] = await Promise.all([
    listPublications(
      payload,
      { locale, filters, user: previewer, preview: previewer !== null },
      { page, limit: publicationsPageSize },
    ),
    publicationYears(payload, { user: null }),
  ])
  return { ...list, years }
}

/** A publication's page in one language, or null (cached by tag; in a preview, with drafts). */
export async function publicationPage(locale: LocaleCode, slug: string) {
  const previewer = await previewingAdmin()
  return publicationBySlug(await getPayloadClient(), { slug, locale, user: previewer, preview: previewer !== null })
}

/**
 * One page of About → News in one language, filtered, with the years that have news (cached by
 * tag; in a preview, with drafts).
 */
export async function newsListPage(locale: LocaleCode, filters: NewsFilters, page: number) {
  const previewer = await previewingAdmin()
  const payload = await getPayloadClient()
  const [list, years] = await Promise.all([
    listNews(payload, { locale, filters, user: previewer, preview: previewer !== null }, { page, limit: newsPageSize }),
    newsYears(payload, { user: null }),
  ])
  return { ...list, years }
}

/** A news story's page in one language, or null (cached by tag; in a preview, with drafts). */
export async function newsPage(locale: LocaleCode, slug: string) {
  const previewer = await previewingAdmin()
  return newsBySlug(await getPayloadClient(), { slug, locale, user: previewer, preview: previewer !== null })
}

/** One page of About → Events in one language: upcoming (soonest first) or past (latest first), by programme. */
export async function eventsListPage(locale: LocaleCode, filters: EventFilters, page: number) {
  const previewer = await previewingAdmin()
  return listEvents(
    await getPayloadClient(),
    { locale, filters, asOf: listHour(), user: previewer },
    { page, limit: eventsPageSize },
  )
}

/** An event's page in one language, or null (cached by tag; in a preview, with drafts). */
export async function eventPage(locale: LocaleCode, slug: string) {
  const previewer = await previewingAdmin()
  return eventBySlug(await getPayloadClient(), { slug, locale, user: previewer, preview: previewer !== null })
}

/** One page of the newsletter's archive in one language: the editions that went out, the newest first (cached by tag). */
export async function editionArchivePage(locale: LocaleCode, page: number) {
  return listEditions(await getPayloadClient(), { locale, user: null }, { page, limit: editionPageSize })
}

/** An edition's archive page in one language (English where it has none), or null (cached by tag). */
export async function editionPage(locale: LocaleCode, slug: string) {
  return editionBySlug(await getPayloadClient(), { slug, locale, user: null })
}

/** The day an edition went out, in the organisation's calendar (SITE_TIME_ZONE). */
export const editionDay = (instant: string | null) =>
  instant ? toWallTime(new Date(instant), siteTimeZone()).slice(0, 10) : null

/**
 * How long the daily reach figures are kept, in years or months, for the privacy page. Read on
 * each request: an administrator may change it in the site settings at any time.
 */
export async function reachRetention() {
  return retentionPeriod(await reachRetentionMonths(await getPayloadClient()))
}
