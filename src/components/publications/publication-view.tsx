import type { TFunction } from 'i18next'
import Link from 'next/link'
import { apaCitation, bibtexCitation, type Citable } from '@/content/citation'
import { programmeName } from '@/content'
import { siteConfig } from '@/content/site-config'
import type { LocaleCode } from '@/i18n/config'
import type { PublicPublication } from '@/schemas/publication'
import { AuthorList, Cover, DownloadLink } from './parts'
import { CiteBox } from './cite-box'
import { englishFallback } from '../sections/english-fallback'

/** The reference data of a publication, in the reader's language where it has words. */
function citable(publication: PublicPublication, t: TFunction): Citable {
  return {
    title: publication.title,
    authors: publication.authors,
    year: publication.year,
    type: publication.type,
    typeLabel: t(`publications.types.${publication.type}`),
    publisher: t('siteName'),
    doi: publication.doi,
    isbn: publication.isbn,
    url: new URL(publication.url, siteConfig.url).href,
  }
}

/** A language's name in the reader's language (`bn` → "Bengali" in English, "বাংলা" in Bengali). */
function languageName(code: string, locale: LocaleCode): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="py-2">
      <dt className="text-sm font-medium text-[var(--muted)]">{term}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  )
}

const linkClass = 'break-words underline underline-offset-2 hover:text-brand-700 dark:hover:text-brand-100'

/** A publication's page: what it is, who wrote it, its abstract, its file, how to cite it. */
export function PublicationView({
  publication,
  locale,
  t,
}: {
  publication: PublicPublication
  locale: LocaleCode
  t: TFunction
}) {
  const reference = citable(publication, t)
  return (
    <article aria-labelledby="publication-title" className="mx-auto max-w-5xl px-4 py-12">
      <p>
        <Link
          href="/?tab=research&section=publications"
          prefetch={false}
          className="text-sm font-medium underline underline-offset-2"
        >
          {t('publications.allPublications')}
        </Link>
      </p>
      <p className="mt-6 text-sm font-medium text-brand-700 uppercase dark:text-brand-100">
        {t(`publications.types.${publication.type}`)} · {publication.year}
      </p>
      <h1
        id="publication-title"
        className="mt-2 text-3xl font-bold sm:text-4xl"
        {...englishFallback(publication.untranslated?.includes('title'))}
      >
        {publication.title}
      </h1>
      <p className="mt-4 text-lg">
        <span className="sr-only">{t('publications.authors')}: </span>
        <AuthorList authors={publication.authors} />
      </p>
      <div className="mt-10 grid gap-10 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div>
          {publication.abstract && (
            <section aria-labelledby="abstract-title">
              <h2 id="abstract-title" className="text-xl font-semibold">
                {t('publications.abstract')}
              </h2>
              <p
                className="mt-3 text-lg leading-relaxed whitespace-pre-line"
                {...englishFallback(publication.untranslated?.includes('abstract'))}
              >
                {publication.abstract}
              </p>
            </section>
          )}
          <section aria-labelledby="cite-title" className="mt-10">
            <h2 id="cite-title" className="text-xl font-semibold">
              {t('publications.cite')}
            </h2>
            <p className="mt-2 text-[var(--muted)]">{t('publications.citeIntro')}</p>
            <CiteBox
              formats={[
                { id: 'apa', name: 'APA', text: apaCitation(reference) },
                { id: 'bibtex', name: 'BibTeX', text: bibtexCitation(reference) },
              ]}
              strings={{
                copy: t('publications.copy', { format: '{{format}}' }),
                copied: t('publications.copied', { format: '{{format}}' }),
                copyFailed: t('publications.copyFailed'),
              }}
            />
          </section>
        </div>
        <aside aria-labelledby="details-title" className="md:order-none">
          <div className="w-40 md:w-full">
            <Cover
              publication={publication}
              width={256}
              alt={t('publications.firstPage', { title: publication.title })}
              eager
            />
          </div>
          <DownloadLink publication={publication} locale={locale} t={t} className="mt-6 w-full justify-center" />
          <h2 id="details-title" className="mt-8 text-lg font-semibold">
            {t('publications.details')}
          </h2>
          <dl className="mt-2 divide-y divide-black/10 dark:divide-white/15">
            <Detail term={t('publications.year')}>{publication.year}</Detail>
            <Detail term={t('publications.type')}>{t(`publications.types.${publication.type}`)}</Detail>
            {publication.themes.length > 0 && (
              <Detail term={t('publications.themes')}>
                <ul>
                  {publication.themes.map((theme) => (
                    <li key={theme}>
                      <Link
                        href={`/?tab=research&section=publications&theme=${theme}`}
                        prefetch={false}
                        className={linkClass}
                      >
                        {programmeName(locale, theme)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Detail>
            )}
            {publication.documentLanguages.length > 0 && (
              <Detail term={t('publications.languages')}>
                {publication.documentLanguages.map((code) => languageName(code, locale)).join(', ')}
              </Detail>
            )}
            {publication.doi && (
              <Detail term={t('publications.doi')}>
                <a href={`https://doi.org/${publication.doi}`} dir="ltr" className={linkClass}>
                  {publication.doi}
                </a>
              </Detail>
            )}
            {publication.isbn && (
              <Detail term={t('publications.isbn')}>
                <span dir="ltr">{publication.isbn}</span>
              </Detail>
            )}
            {publication.licence && <Detail term={t('publications.licence')}>{publication.licence}</Detail>}
            {publication.externalUrl && (
              <Detail term={t('publications.externalLink')}>
                <a href={publication.externalUrl} rel="noopener" dir="ltr" className={linkClass}>
                  {new URL(publication.externalUrl).host}
                </a>
              </Detail>
            )}
          </dl>
        </aside>
      </div>
    </article>
  )
}
