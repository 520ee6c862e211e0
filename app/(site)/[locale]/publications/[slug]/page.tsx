// A publication's page, /publications/<slug> in the visitor's language (the proxy rewrites it
// here), with the tags Google Scholar reads. Rendered on each request, so that made-up slugs
// never fill the page cache (docs/decisions/011); its data is cached by tag, so a save shows at once.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PublicationView } from '@/components/publications/publication-view'
import { JsonLd } from '@/components/site/json-ld'
import { siteContent } from '@/content'
import { siteConfig } from '@/content/site-config'
import { isLocale, type LocaleCode } from '@/i18n/config'
import { absoluteUrl, excerpt, feedAlternates, pathAlternates } from '@/i18n/seo'
import { getTranslator } from '@/server/i18n'
import { publicationPage } from '@/server/data/public-content'
import { publicationLd } from '@/server/structured-data'

type Props = { params: Promise<{ locale: string; slug: string }> }

export const dynamic = 'force-dynamic'

async function load({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  const publication = await publicationPage(locale, slug)
  if (!publication) notFound()
  return { locale: locale as LocaleCode, publication, t: await getTranslator(locale) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, publication, t } = await load(props)
  const path = publication.url
  const languages = pathAlternates(path)
  const description = excerpt(publication.abstract || t('meta.description'))
  const title = `${publication.title} | ${t('siteName')}`
  // Google Scholar's inclusion guidelines: one citation_author per author, in order; the PDF's own address.
  const scholar: Record<string, string | string[]> = {
    citation_title: publication.title,
    citation_author: publication.authors.map((a) => a.name),
    citation_publication_date: String(publication.year),
    citation_language: locale,
    citation_abstract_html_url: absoluteUrl(languages[locale]),
  }
  if (publication.file) scholar.citation_pdf_url = absoluteUrl(publication.file.url)
  if (publication.doi) scholar.citation_doi = publication.doi
  if (publication.isbn) scholar.citation_isbn = publication.isbn
  if (['report', 'policy-brief', 'working-paper'].includes(publication.type))
    scholar.citation_technical_report_institution = t('siteName')
  else scholar.citation_publisher = t('siteName')
  return {
    metadataBase: new URL(siteConfig.url),
    title,
    description,
    // The canonical address is the one asked (a Link header from the proxy, as on every page).
    alternates: { languages, types: feedAlternates(locale, t) },
    openGraph: {
      type: 'article',
      url: languages[locale],
      title,
      description,
      siteName: t('siteName'),
      images: [{ url: '/og-image.png', width: 1200, height: 630, alt: t('siteName') }],
    },
    other: scholar,
  }
}

export default async function PublicationPage(props: Props) {
  const { locale, publication, t } = await load(props)
  const programmes = siteContent(locale).programmes.list
  return (
    <main id="main" tabIndex={-1} data-tab="research" data-section="publications" className="outline-none">
      <PublicationView publication={publication} locale={locale} t={t} />
      <JsonLd
        data={publicationLd(publication, {
          locale,
          programmes: publication.themes.map((theme) => programmes.find((p) => p.id === theme)?.title ?? theme),
        })}
      />
    </main>
  )
}
