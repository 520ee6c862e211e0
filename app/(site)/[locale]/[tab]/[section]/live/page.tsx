// A tab's section that is not built in, rendered on every request and never stored in the page
// cache: an active CMS submenu's section, or a 404 with the coming-soon message
// (docs/decisions/011). Its data reads are cached by tag, so a save shows at once.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SectionView } from '@/components/sections/tab-view'
import { viewMetadata } from '@/i18n/seo'
import { findSection, getNavigation } from '@/server/data/navigation'
import { liveView, type LiveParams } from './view'

type Props = { params: LiveParams }

export const dynamic = 'force-dynamic'

/** The section with its submenu's name, or undefined when no active submenu has that id. */
async function cmsSection(params: LiveParams) {
  const view = await liveView(params)
  const label = findSection(await getNavigation(view.locale, view.t), view.tab, view.section)?.label
  return label === undefined ? undefined : { ...view, label }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await cmsSection(params)
  if (!found) return {}
  const { locale, tab, section, label, t } = found
  const siteName = t('siteName')
  return viewMetadata(locale, { tab, section }, { title: `${label} · ${t(`nav.tabs.${tab}`)} | ${siteName}`, description: t('meta.description'), siteName })
}

export default async function CmsSectionPage({ params }: Props) {
  const found = await cmsSection(params)
  if (!found) notFound()
  return <SectionView locale={found.locale} tab={found.tab} section={found.section} sectionLabel={found.label} t={found.t} />
}
