import { notFound } from 'next/navigation'
import type { TabId } from '@/content/site-structure'
import { isLocale, type LocaleCode } from '@/i18n/config'
import { isSectionId, isTab } from '@/i18n/routing'
import { getTranslator } from '@/server/i18n'

export type LiveParams = Promise<{ locale: string; tab: string; section: string }>

/**
 * The tab and section of a per-request page. Only what the proxy sends here gets through: a
 * content tab and a well-formed section id (a CMS section, or a further page of a built-in
 * one, whose first page is cached). Anything else is the site's plain 404.
 */
export async function liveView(params: LiveParams) {
  const { locale, tab, section } = await params
  if (!isLocale(locale) || !isTab(tab) || tab === 'gallery' || !isSectionId(section)) notFound()
  return { locale: locale as LocaleCode, tab: tab as TabId, section, t: await getTranslator(locale) }
}
