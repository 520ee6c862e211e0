// The public home, one prerendered page per language, tab and section (see src/i18n/routing.ts).
// The navigation and the tabs' content are built on this in later steps.
import { notFound } from 'next/navigation'
import { Footer } from '@/components/site/footer'
import { Hero } from '@/components/site/hero'
import { isLocale, localeCodes } from '@/i18n/config'
import { isSectionId, isTab, missingSegment, staticViews } from '@/i18n/routing'
import { getTranslator } from '@/i18n/server'

type Props = { params: Promise<{ locale: string; view?: string[] }> }

// Sections that exist only as CMS submenus are rendered on first request, then cached.
export const dynamicParams = true
// Re-rendered daily at most, so that the footer's year turns over on its own.
export const revalidate = 86400

export const generateStaticParams = () =>
  localeCodes.flatMap((locale) => staticViews().map((view) => ({ locale, view })))

export default async function HomePage({ params }: Props) {
  const { locale, view = [] } = await params
  const [tab, section, ...rest] = view
  if (!isLocale(locale) || tab === missingSegment || rest.length > 0) notFound()
  if (tab !== undefined && !isTab(tab)) notFound()
  if (section !== undefined && !isSectionId(section)) notFound()
  const t = await getTranslator(locale)
  const activeTab = tab ?? 'about'
  return (
    <>
      <main id="main" data-tab={activeTab} data-section={section ?? ''}>
        {activeTab === 'about' && !section ? (
          <Hero t={t} />
        ) : (
          <div className="mx-auto max-w-5xl px-4 py-16">
            <h1 className="text-3xl font-bold">{t(`nav.tabs.${activeTab}`)}</h1>
            {section && <h2 className="mt-4 text-xl font-semibold">{t(`nav.sections.${activeTab}.${section}`, { defaultValue: section })}</h2>}
          </div>
        )}
      </main>
      <Footer t={t} year={new Date().getFullYear()} />
    </>
  )
}
