// The public home, one cached page per language, tab and built-in section (see
// src/i18n/routing.ts and docs/decisions/006 and 011).
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { GetInTouch } from '@/components/site/get-in-touch'
import { Hero } from '@/components/site/hero'
import { HomeAbout, TabView } from '@/components/sections/tab-view'
import { Gallery } from '@/components/gallery/gallery'
import { isLocale, type LocaleCode } from '@/i18n/config'
import { isBuiltInSection, isTab, missingSegment, type View } from '@/i18n/routing'
import { feedAlternates, viewMetadata } from '@/i18n/seo'
import { getTranslator } from '@/server/i18n'
import { builtInSection } from '@/server/data/navigation'
import type { TabId } from '@/content/site-structure'

type Props = { params: Promise<{ locale: string; view?: string[] }> }

// Rendered on a visitor's first request, then served from the cache until the CMS changes
// (or a day passes, so that the footer's year turns over on its own). Nothing is rendered at
// build time, so a build needs no database.
export const generateStaticParams = () => []
export const dynamicParams = true
export const revalidate = 86400

/**
 * The view a path names, with its labels; 404 for a tab or section the site does not have.
 * Only built-in sections are cached here: the proxy sends any other section id to the
 * per-request page (`[tab]/[section]/live`), so made-up ids never reach this cache. A saved
 * submenu expires these pages (its collection's cache tag), so a rename or hiding shows at once.
 */
async function resolveView(params: Props['params']) {
  const { locale, view = [] } = await params
  const [tab = 'about', section, ...rest] = view
  if (!isLocale(locale) || tab === missingSegment || rest.length > 0 || !isTab(tab)) notFound()
  if (section !== undefined && (tab === 'gallery' || !isBuiltInSection(tab, section))) notFound()
  const t = await getTranslator(locale)
  // A submenu for a built-in section renames it, or hides it (404) while inactive.
  const sectionLabel =
    section === undefined ? undefined : (await builtInSection(locale as LocaleCode, t, tab as TabId, section))?.label
  if (section !== undefined && sectionLabel === undefined) notFound()
  return {
    locale: locale as LocaleCode,
    view: { tab, section } as View,
    t,
    tabLabel: t(`nav.tabs.${tab}`),
    sectionLabel,
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, view, t, tabLabel, sectionLabel } = await resolveView(params)
  const siteName = t('siteName')
  const home = view.tab === 'about' && !view.section
  const title = home ? t('meta.title') : `${sectionLabel ? `${sectionLabel} · ` : ''}${tabLabel} | ${siteName}`
  return viewMetadata(locale, view, {
    title,
    description: t('meta.description'),
    siteName,
    feeds: feedAlternates(locale, t),
  })
}

export default async function HomePage({ params }: Props) {
  const { locale, view, t, sectionLabel } = await resolveView(params)
  return (
    <main id="main" tabIndex={-1} data-tab={view.tab} data-section={view.section ?? ''} className="outline-none">
      {view.tab === 'about' && !view.section ? (
        <>
          <Hero t={t} />
          <HomeAbout t={t} />
          <GetInTouch t={t} />
        </>
      ) : view.tab === 'gallery' ? (
        <Gallery locale={locale} t={t} />
      ) : (
        <TabView locale={locale} tab={view.tab} section={view.section} sectionLabel={sectionLabel} t={t} />
      )}
    </main>
  )
}
