import {
  eventFilterNames,
  newsFilterNames,
  publicationFilterNames,
  tabSections,
  type TabId,
} from '../content/site-structure'
import { defaultLocale, isLocale, type LocaleCode } from './config'

/**
 * How a public URL maps to a page. Visitors see `/?tab=research&section=areas`; `proxy.ts`
 * rewrites it to `/<locale>/research/areas`, one cached page per language, tab and built-in
 * section. Any other well-formed section id (a CMS submenu, or one the site does not have)
 * becomes `/<locale>/<tab>/<section>/live`, rendered on every request and never cached, so that
 * made-up ids cannot fill the page cache (docs/decisions/011). Everything else a visitor types
 * becomes `/<locale>/_missing`, the site's 404 page in their language.
 */

export const localeCookie = 'locale'
/** `/?lang=fr` opens a page in French and remembers the choice (the links in hreflang use it). */
export const langParam = 'lang'
export const missingSegment = '_missing'
/** The last segment of the per-request page of a section that is not built in. */
export const liveSegment = 'live'

/** A public view; `page` (from 2) is a further page of a section's list. */
export type View = { tab: TabId | 'gallery'; section?: string; page?: number }

/** The sections whose list takes filters from the address, and their names. */
const filterParams: Record<string, readonly string[]> = {
  'research/publications': publicationFilterNames,
  'about/news': newsFilterNames,
  'about/events': eventFilterNames,
}

/** The names of the filters a section's list takes from the address (none for most sections). */
export const filterNamesOf = (tab: string, section: string): readonly string[] =>
  filterParams[`${tab}/${section}`] ?? []

/**
 * The filters of a section's list in a public address (Research → Publications:
 * `&type=report&year=2025`): the known names with a value, at most 100 characters each.
 * Checked further by the list itself.
 */
export function sectionFilters(
  tab: string | null,
  section: string | null,
  params: URLSearchParams,
): Record<string, string> {
  const names = filterNamesOf(tab ?? '', section ?? '')
  const found: Record<string, string> = {}
  for (const name of names) {
    const value = params.get(name)?.trim()
    if (value) found[name] = value.slice(0, 100)
  }
  return found
}

/**
 * The records with pages of their own, `/<folder>/<slug>`, and the list each folder stands for:
 * `/publications` is Research → Publications, `/news` About → News, `/events` About → Events
 * (docs/decisions/032).
 */
export const pageFolders = {
  publications: { tab: 'research', section: 'publications' },
  news: { tab: 'about', section: 'news' },
  events: { tab: 'about', section: 'events' },
} as const
/**
 * Every folder of records' pages: those above, and the newsletter's editions (`/newsletter/<slug>`),
 * whose list is the archive page `/newsletter` itself. Its folder also holds the subscription's
 * pages (`/newsletter/confirm`), which no edition's slug may be (reservedEditionSlugs).
 */
export const recordFolders = [...(Object.keys(pageFolders) as (keyof typeof pageFolders)[]), 'newsletter'] as const
export type PageFolder = (typeof recordFolders)[number]

/**
 * The archive's addresses that are other pages (the subscription's confirm and unsubscribe pages).
 * Kept here, not with the edition's schema: this module is in every public page's scripts, and the
 * schema brings zod (issue #32).
 */
export const reservedEditionSlugs = ['confirm', 'unsubscribe'] as const

/** The newsletter's archive page. */
export const archivePath = '/newsletter'

/** The privacy page: what the site counts of its readers, and what it does not. */
export const privacyPath = '/privacy'

const ownPagePattern = /^\/([a-z]+)\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/

/** The record page an address is (`/news/<slug>`: its folder and slug), or null. */
export function ownPageOf(pathname: string): { folder: PageFolder; slug: string } | null {
  const match = ownPagePattern.exec(pathname)
  if (!match || !(recordFolders as readonly string[]).includes(match[1]) || match[2].length > 120) return null
  if (match[1] === 'newsletter' && (reservedEditionSlugs as readonly string[]).includes(match[2])) return null
  return { folder: match[1] as PageFolder, slug: match[2] }
}

/** The list a folder's own address stands for (`/news` or `/news/`), or null. */
export function folderListOf(pathname: string): (typeof pageFolders)[keyof typeof pageFolders] | null {
  const folder = pathname.replace(/^\/|\/$/g, '')
  return Object.hasOwn(pageFolders, folder) ? pageFolders[folder as keyof typeof pageFolders] : null
}

const sectionPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isTab(value: unknown): value is TabId | 'gallery' {
  return value === 'gallery' || (typeof value === 'string' && Object.hasOwn(tabSections, value))
}

/** One of the tab's own sections, which have a cached page. */
export function isBuiltInSection(tab: string, section: string): boolean {
  return Object.hasOwn(tabSections, tab) && (tabSections[tab as TabId] as readonly string[]).includes(section)
}

/** A section id worth rendering: a known one, or the shape of a CMS submenu's id. */
export function isSectionId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 64 && sectionPattern.test(value)
}

/** The visitor's language: the link's `?lang=`, their saved choice, the browser's preference, English. */
export function pickLocale(
  cookieValue: string | undefined,
  acceptLanguage: string | null,
  langValue?: string | null,
): LocaleCode {
  if (isLocale(langValue)) return langValue
  if (isLocale(cookieValue)) return cookieValue
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.split(';')[0].trim().toLowerCase().split('-')[0]
    if (isLocale(code)) return code
  }
  return defaultLocale
}

/** A section's `?page=`: a page number from 2 on, else undefined (the first page). */
export function sectionPage(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined
  const page = Number(value)
  return page >= 2 ? page : undefined
}

/**
 * The internal path of the page for a home URL's query. Unknown tabs show the home page; a
 * section that is not built in goes to the per-request page, which shows a CMS submenu's
 * section or answers 404. So do the further pages of any section (`page` from 2) and a
 * filtered list: only the first, unfiltered page of a built-in section is kept in the page
 * cache, a bounded set.
 */
export function homePath(
  locale: LocaleCode,
  tab: string | null,
  section: string | null,
  page?: number,
  filtered = false,
): string {
  if (!isTab(tab)) return `/${locale}`
  if (tab === 'gallery' || !isSectionId(section)) return `/${locale}/${tab}`
  if (isBuiltInSection(tab, section) && !page && !filtered) return `/${locale}/${tab}/${section}`
  return `/${locale}/${tab}/${section}/${liveSegment}`
}

/** Every cached view: the home page, each tab, and each built-in section. */
export function staticViews(): string[][] {
  const views: string[][] = [[]]
  for (const [tab, sections] of Object.entries(tabSections)) {
    views.push([tab])
    for (const section of sections) views.push([tab, section])
  }
  views.push(['gallery'])
  return views
}

/** Where the browser keeps the language choice too (i18next's usual key). */
export const localeStorageKey = 'i18nextLng'

/** The query of a view's public URL (`{ tab, section }`), empty for the home page. */
export function viewQuery({ tab, section, page }: View): Record<string, string> {
  if (tab === 'about' && !section) return {}
  if (!section) return { tab }
  return page && page > 1 ? { tab, section, page: String(page) } : { tab, section }
}
