// An edition of the newsletter, /newsletter/<slug> in the visitor's language, or in English where
// it has none (the proxy rewrites it here, and sends the canonical address as a Link header); the
// address each mail's "View in browser" link opens. Rendered on each request, so that made-up
// slugs never fill the page cache; its data is cached by tag. Drafts, scheduled and cancelled
// editions are never found.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { EditionView } from '@/components/newsletter/edition-view'
import { siteConfig } from '@/content/site-config'
import { isLocale, locales, type LocaleCode } from '@/i18n/config'
import { excerpt, feedAlternates, pathAlternates } from '@/i18n/seo'
import { editionDay, editionPage } from '@/server/data/public-content'
import { getTranslator } from '@/server/i18n'

type Props = { params: Promise<{ locale: string; slug: string }> }

export const dynamic = 'force-dynamic'

async function load({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  const edition = await editionPage(locale, slug)
  if (!edition) notFound()
  return { locale: locale as LocaleCode, edition, t: await getTranslator(locale) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, edition, t } = await load(props)
  const languages = pathAlternates(edition.url)
  const title = `${edition.subject} | ${t('siteName')}`
  const description = excerpt(edition.preheader || t('newsletter:archive.description'))
  const current = locales.find((l) => l.code === locale)!
  return {
    metadataBase: new URL(siteConfig.url),
    title,
    description,
    alternates: { languages, types: feedAlternates(locale, t) },
    openGraph: {
      type: 'article',
      url: languages[locale],
      title,
      description,
      siteName: t('siteName'),
      locale: current.ogLocale,
      publishedTime: edition.sentAt ?? undefined,
      images: [{ url: '/og-image.png', width: 1200, height: 630, alt: t('siteName') }],
    },
  }
}

export default async function EditionPage(props: Props) {
  const { locale, edition, t } = await load(props)
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <EditionView edition={edition} day={editionDay(edition.sentAt)} locale={locale} t={t} />
    </main>
  )
}
