// A news story's page, /news/<slug> in the visitor's language (the proxy rewrites it here, and
// sends the canonical address as a Link header), with its language alternates and share tags
// (the cover as the shared image). Rendered on each request, so that made-up slugs never fill
// the page cache (docs/decisions/011); its data is cached by tag, so a save shows at once.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NewsView } from '@/components/news/news-view'
import { JsonLd } from '@/components/site/json-ld'
import { siteContent } from '@/content'
import { siteConfig } from '@/content/site-config'
import { isLocale, locales, type LocaleCode } from '@/i18n/config'
import { excerpt, feedAlternates, pathAlternates } from '@/i18n/seo'
import { getTranslator } from '@/server/i18n'
import { newsPage } from '@/server/data/public-content'
import { newsArticleLd } from '@/server/structured-data'

type Props = { params: Promise<{ locale: string; slug: string }> }

export const dynamic = 'force-dynamic'

async function load({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  const story = await newsPage(locale, slug)
  if (!story) notFound()
  return { locale: locale as LocaleCode, story, t: await getTranslator(locale) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, story, t } = await load(props)
  const path = story.url
  const languages = pathAlternates(path)
  const description = excerpt(story.summary || t('meta.description'))
  const title = `${story.title} | ${t('siteName')}`
  const current = locales.find((l) => l.code === locale)!
  const large = story.cover ? (story.cover.sizes.large ?? story.cover.sizes.card) : undefined
  const image = story.cover
    ? {
        url: large?.url ?? story.cover.url,
        width: large?.width ?? story.cover.width ?? undefined,
        height: large?.height ?? story.cover.height ?? undefined,
        alt: story.coverAlt || story.title,
      }
    : { url: '/og-image.png', width: 1200, height: 630, alt: t('siteName') }
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
      locale: current.ogLocale,
      alternateLocale: locales.filter((l) => l.code !== locale).map((l) => l.ogLocale),
      publishedTime: story.publishedDate,
      modifiedTime: story.updatedAt,
      authors: story.authors.map((a) => a.name),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  }
}

export default async function NewsPage(props: Props) {
  const { locale, story, t } = await load(props)
  const programmes = siteContent(locale).programmes.list
  return (
    <main id="main" tabIndex={-1} data-tab="about" data-section="news" className="outline-none">
      <NewsView story={story} locale={locale} t={t} />
      <JsonLd
        data={newsArticleLd(story, {
          locale,
          programmes: story.programmes.map((id) => programmes.find((p) => p.id === id)?.title ?? id),
        })}
      />
    </main>
  )
}
