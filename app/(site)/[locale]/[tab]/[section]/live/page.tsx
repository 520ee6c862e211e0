// A tab's section that is not built in, rendered on every request and never stored in the page
// cache: an active CMS submenu's section, or a 404 with the coming-soon message
// (docs/decisions/011). The further pages (`?page=` from 2) of every section are rendered here
// too, and so is a filtered list (Research → Publications with ?type=&year=&theme=&q=, About → News
// with ?programme=&year=). Its
// data reads are cached by tag, so a save shows at once.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SectionView } from '@/components/sections/tab-view'
import { newsFiltersFromAddress } from '@/schemas/news'
import { eventFiltersFromAddress } from '@/schemas/event'
import { filtersFromAddress } from '@/schemas/publication'
import { filterNamesOf, isBuiltInSection, sectionPage } from '@/i18n/routing'
import { feedAlternates, viewMetadata } from '@/i18n/seo'
import { findSection, getNavigation } from '@/server/data/navigation'
import { liveView, type LiveParams } from './view'

type Props = { params: LiveParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const dynamic = 'force-dynamic'

/**
 * The section with its menu name and page, or undefined when the menu does not have it (no
 * active submenu, a hidden built-in section) or when it is the cached first page of a
 * built-in section.
 */
async function liveSection({ params, searchParams }: Props) {
  const view = await liveView(params)
  const query = await searchParams
  const page = sectionPage(String(query.page ?? '')) ?? 1
  const filters =
    view.tab === 'about' && view.section === 'news'
      ? newsFiltersFromAddress(query)
      : view.tab === 'about' && view.section === 'events'
        ? eventFiltersFromAddress(query)
        : filtersFromAddress(query)
  // A filter in the address, even one that is not valid (then ignored), is rendered here: the
  // cached first page answers only the address without any.
  const filtered = filterNamesOf(view.tab, view.section).some(
    (name) => typeof query[name] === 'string' && query[name] !== '',
  )
  if (page === 1 && !filtered && isBuiltInSection(view.tab, view.section)) return undefined
  const shown = findSection(await getNavigation(view.locale, view.t), view.tab, view.section)
  return shown === undefined
    ? undefined
    : { ...view, label: shown.label, labelInEnglish: shown.inEnglish, page, filters }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await liveSection(props)
  if (!found) return {}
  const { locale, tab, section, label, page, t } = found
  const siteName = t('siteName')
  const pageNote = page > 1 ? ` (${t('pagination.page', { page })})` : ''
  return viewMetadata(
    locale,
    { tab, section, page },
    {
      title: `${label}${pageNote} · ${t(`nav.tabs.${tab}`)} | ${siteName}`,
      description: t('meta.description'),
      siteName,
      feeds: feedAlternates(locale, t),
    },
  )
}

export default async function LiveSectionPage(props: Props) {
  const found = await liveSection(props)
  if (!found) notFound()
  return (
    <SectionView
      locale={found.locale}
      tab={found.tab}
      section={found.section}
      sectionLabel={found.label}
      sectionLabelInEnglish={found.labelInEnglish}
      page={found.page}
      filters={found.filters}
      t={found.t}
    />
  )
}
