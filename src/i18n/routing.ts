import { tabSections, type TabId } from '../content/site-structure'
import { defaultLocale, isLocale, type LocaleCode } from './config'

/**
 * How a public URL maps to a prerendered page. Visitors see `/?tab=research&section=areas`;
 * `proxy.ts` rewrites it to `/<locale>/research/areas`, one static page per language, tab and
 * section, that the server can cache and revalidate. Everything else a visitor types becomes
 * `/<locale>/_missing`, the site's 404 page in their language.
 */

export const localeCookie = 'locale'
/** `/?lang=fr` opens a page in French and remembers the choice (the links in hreflang use it). */
export const langParam = 'lang'
export const missingSegment = '_missing'

export type View = { tab: TabId | 'gallery'; section?: string }

const sectionPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isTab(value: unknown): value is TabId | 'gallery' {
  return value === 'gallery' || (typeof value === 'string' && Object.hasOwn(tabSections, value))
}

/** A section id worth rendering: a known one, or the shape of a CMS submenu's id. */
export function isSectionId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 64 && sectionPattern.test(value)
}

/** The visitor's language: the link's `?lang=`, their saved choice, the browser's preference, English. */
export function pickLocale(cookieValue: string | undefined, acceptLanguage: string | null, langValue?: string | null): LocaleCode {
  if (isLocale(langValue)) return langValue
  if (isLocale(cookieValue)) return cookieValue
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.split(';')[0].trim().toLowerCase().split('-')[0]
    if (isLocale(code)) return code
  }
  return defaultLocale
}

/** The internal path of the page for a home URL's query. Unknown tabs show the home page. */
export function homePath(locale: LocaleCode, tab: string | null, section: string | null): string {
  if (!isTab(tab)) return `/${locale}`
  if (tab === 'gallery' || !isSectionId(section)) return `/${locale}/${tab}`
  return `/${locale}/${tab}/${section}`
}

/** Every prerendered view: the home page, each tab, and each static section. */
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
export function viewQuery({ tab, section }: View): Record<string, string> {
  if (tab === 'about' && !section) return {}
  return section ? { tab, section } : { tab }
}
