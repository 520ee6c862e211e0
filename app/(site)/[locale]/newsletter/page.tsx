// The newsletter's archive, /newsletter[?page=] in the visitor's language (the proxy rewrites it
// here): the editions that went out, the newest first, each in the visitor's language or in
// English. Rendered on each request (its page number); its data is cached by tag.
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { EditionDate } from '@/components/newsletter/edition-view'
import { Pagination } from '@/components/sections/pagination'
import { englishFallback } from '@/components/sections/english-fallback'
import { siteConfig } from '@/content/site-config'
import { isLocale, type LocaleCode } from '@/i18n/config'
import { feedAlternates, pathAlternates } from '@/i18n/seo'
import { sectionPage } from '@/i18n/routing'
import { editionArchivePage, editionDay } from '@/server/data/public-content'
import { getTranslator } from '@/server/i18n'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> }

export const dynamic = 'force-dynamic'

/** The archive's own address. */
const archivePath = '/newsletter'

async function load({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const raw = (await searchParams).page
  const page = sectionPage(typeof raw === 'string' ? raw : null) ?? 1
  return { locale: locale as LocaleCode, page, t: await getTranslator(locale) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page, t } = await load(props)
  const title = `${t('newsletter:archive.title')} | ${t('siteName')}`
  return {
    metadataBase: new URL(siteConfig.url),
    title,
    description: t('newsletter:archive.description'),
    alternates: { languages: pathAlternates(archivePath), types: feedAlternates(locale, t) },
    // Page 2 and later list what page 1 links to: followed, not indexed.
    ...(page > 1 ? { robots: { index: false, follow: true } } : {}),
  }
}

export default async function NewsletterArchivePage(props: Props) {
  const { locale, page, t } = await load(props)
  const { items, meta } = await editionArchivePage(locale, page)
  if (page > meta.pages) notFound()
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-12 outline-none">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('newsletter:archive.title')}</h1>
      <p className="mt-4 text-lg">{t('newsletter:archive.description')}</p>
      <p className="mt-4">
        <Link
          href={`/?lang=${locale}#get-in-touch`}
          prefetch={false}
          className="font-medium underline underline-offset-2"
        >
          {t('newsletter:archive.subscribe')}
        </Link>
      </p>
      {items.length === 0 ? (
        <p className="mt-10">{t('newsletter:archive.empty')}</p>
      ) : (
        <ol className="mt-10 flex flex-col gap-8">
          {items.map((edition) => {
            const day = editionDay(edition.sentAt)
            return (
              <li key={edition.id}>
                <article aria-labelledby={`edition-${edition.id}`} {...englishFallback(edition.language !== locale)}>
                  {day && (
                    <p className="text-sm font-medium text-brand-700 dark:text-brand-100">
                      <EditionDate day={day} locale={locale} />
                    </p>
                  )}
                  <h2 id={`edition-${edition.id}`} className="mt-1 text-xl font-semibold">
                    <Link href={edition.url} prefetch={false} className="underline-offset-2 hover:underline">
                      {edition.subject}
                    </Link>
                  </h2>
                  {edition.preheader && <p className="mt-2">{edition.preheader}</p>}
                </article>
              </li>
            )
          })}
        </ol>
      )}
      {meta.pages > 1 && <Pagination page={page} pages={meta.pages} hrefOf={(n) => `${archivePath}?page=${n}`} t={t} />}
    </main>
  )
}
