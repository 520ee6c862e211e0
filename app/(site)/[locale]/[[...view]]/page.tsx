// The public home, one prerendered page per language, tab and section (see src/i18n/routing.ts).
// The full site (navigation, tabs, forms) is built on this in later steps.
import { notFound } from 'next/navigation'
import { isLocale, localeCodes } from '@/i18n/config'
import { isSectionId, isTab, missingSegment, staticViews } from '@/i18n/routing'
import { getTranslator } from '@/i18n/server'

type Props = { params: Promise<{ locale: string; view?: string[] }> }

// Sections that exist only as CMS submenus are rendered on first request, then cached.
export const dynamicParams = true

export const generateStaticParams = () =>
  localeCodes.flatMap((locale) => staticViews().map((view) => ({ locale, view })))

export default async function HomePage({ params }: Props) {
  const { locale, view = [] } = await params
  const [tab, section, ...rest] = view
  if (!isLocale(locale) || tab === missingSegment || rest.length > 0) notFound()
  if (tab !== undefined && !isTab(tab)) notFound()
  if (section !== undefined && !isSectionId(section)) notFound()
  const t = await getTranslator(locale)
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16" data-tab={tab ?? 'about'} data-section={section ?? ''}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t('hero.title')}</h1>
      <p className="mt-6 max-w-2xl text-lg text-[var(--muted)]">{t('hero.description')}</p>
      <p className="mt-10 text-sm text-[var(--muted)]">{t('footer.about')}</p>
    </main>
  )
}
