// The site's search, /search?q= in the visitor's language (the proxy rewrites it here): results
// grouped by kind, the words marked. Rendered per request and never indexed.
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Highlight } from '@/components/search/highlight'
import { SearchForm } from '@/components/search/search-form'
import { isLocale, type LocaleCode } from '@/i18n/config'
import { searchKinds, searchQuery } from '@/schemas/search'
import type { SearchResult } from '@/schemas/search'
import { searchSite } from '@/server/data/search'
import { getTranslator } from '@/server/i18n'
import { englishFallback } from '@/components/sections/english-fallback'
import { countSearch, reachHeader } from '@/core/reach/registry'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string | string[] }> }

export const dynamic = 'force-dynamic'

async function load({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const raw = (await searchParams).q
  const parsed = searchQuery.safeParse(typeof raw === 'string' ? raw : '')
  return { locale: locale as LocaleCode, q: parsed.success ? parsed.data : '', t: await getTranslator(locale) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { q, t } = await load(props)
  return {
    title: `${q ? t('search.resultsFor', { q }) : t('search.title')} | ${t('siteName')}`,
    robots: { index: false, follow: true },
  }
}

export default async function SearchPage(props: Props) {
  const { locale, q, t } = await load(props)
  const results = q ? await searchSite(locale, q) : []
  // Reach: a search the site's server may count (docs/decisions/038-reach.md).
  if (q && (await headers()).get(reachHeader) === '1') countSearch(q, results.length)
  const groups = searchKinds
    .map((kind) => [kind, results.filter((r) => r.kind === kind)] as const)
    .filter(([, found]) => found.length > 0)
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <div className="mx-auto max-w-4xl px-4 py-12">
        <h1 className="text-3xl font-bold sm:text-4xl">{q ? t('search.resultsFor', { q }) : t('search.title')}</h1>
        <div className="mt-6 max-w-xl">
          <SearchForm
            id="search-page"
            large
            defaultValue={q}
            strings={{ label: t('search.title'), placeholder: t('search.placeholder'), submit: t('search.submit') }}
          />
        </div>
        {!q ? (
          <p className="mt-8 text-[var(--muted)]">{t('search.empty')}</p>
        ) : results.length === 0 ? (
          <p className="mt-8">{t('search.none', { q })}</p>
        ) : (
          <>
            <p className="mt-8 text-sm text-[var(--muted)]">{t('search.count', { count: results.length })}</p>
            {groups.map(([kind, found]) => (
              <section key={kind} aria-labelledby={`results-${kind}`} className="mt-8">
                <h2 id={`results-${kind}`} className="text-xl font-semibold">
                  {t(`search.kinds.${kind}`)}
                </h2>
                <ul className="mt-3 space-y-4">
                  {found.map((result: SearchResult, index) => (
                    <li
                      key={`${index}-${result.url}`}
                      className="rounded-lg border border-black/10 p-4 dark:border-white/15"
                    >
                      <Link
                        href={result.url}
                        prefetch={false}
                        className="text-lg font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
                        {...englishFallback(result.untranslated.includes('title'))}
                      >
                        <Highlight text={result.title} query={q} />
                      </Link>
                      {result.excerpt && (
                        <p
                          className="mt-1 text-[var(--muted)]"
                          {...englishFallback(result.untranslated.includes('excerpt'))}
                        >
                          <Highlight text={result.excerpt} query={q} />
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </div>
    </main>
  )
}
