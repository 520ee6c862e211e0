import type { TFunction } from 'i18next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { programmeName } from '@/content'
import { publicationThemes, publicationTypes } from '@/content/site-structure'
import type { LocaleCode } from '@/i18n/config'
import type { PublicationFilters } from '@/schemas/publication'
import { libraryPage } from '@/server/data/public-content'
import { Pagination } from '../sections/pagination'
import { Lead } from '../sections/parts'
import { FilterSelect, filterFieldClass, filterQuery, ListFilters } from '../sections/list-filters'
import { AuthorList, Cover, DownloadLink } from './parts'
import { englishFallback } from '../sections/english-fallback'

const view = { tab: 'research', section: 'publications' } as const

/**
 * Research → Publications: the filters (an ordinary GET form, so they live in the address and
 * work without JavaScript), the count, and one page of publications, the featured first, then
 * the newest.
 */
export async function PublicationLibrary({
  locale,
  filters,
  page,
  intro,
  t,
}: {
  locale: LocaleCode
  filters: PublicationFilters
  page: number
  intro: string
  t: TFunction
}) {
  const { items, meta, years } = await libraryPage(locale, filters, page)
  if (page > meta.pages) notFound()
  const query = filterQuery(filters)
  const filtered = Object.keys(query).length > 0
  return (
    <>
      <Lead>{intro}</Lead>
      <ListFilters
        view={view}
        label={t('publications.filters')}
        columns="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
        apply={t('publications.apply')}
        clear={t('publications.clear')}
        filtered={filtered}
      >
        <div>
          <label htmlFor="publication-q" className="text-sm font-medium">
            {t('publications.search')}
          </label>
          <input
            id="publication-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            maxLength={100}
            className={filterFieldClass}
          />
        </div>
        <FilterSelect
          id="publication-year"
          name="year"
          label={t('publications.year')}
          any={t('publications.anyYear')}
          value={filters.year ? String(filters.year) : ''}
          options={years.map((year) => [String(year), String(year)])}
        />
        <FilterSelect
          id="publication-type"
          name="type"
          label={t('publications.type')}
          any={t('publications.anyType')}
          value={filters.type ?? ''}
          options={publicationTypes.map((type) => [type, t(`publications.types.${type}`)])}
        />
        <FilterSelect
          id="publication-theme"
          name="theme"
          label={t('publications.theme')}
          any={t('publications.anyTheme')}
          value={filters.theme ?? ''}
          options={publicationThemes.map((theme) => [theme, programmeName(locale, theme)])}
        />
      </ListFilters>
      <p className="mt-6 text-sm text-[var(--muted)]">{t('publications.count', { count: meta.total })}</p>
      {items.length ? (
        <ul className="mt-4 space-y-6">
          {items.map((publication) => (
            <li key={publication.id} className="below-fold [--below-fold-height:21rem]">
              <article
                aria-labelledby={`publication-${publication.id}`}
                className="flex gap-5 rounded-lg border border-black/10 p-5 dark:border-white/15"
              >
                {publication.cover && (
                  <div className="hidden w-24 shrink-0 sm:block">
                    <Cover publication={publication} width={96} alt="" />
                  </div>
                )}
                <div className="min-w-0">
                  <p className="text-sm font-medium text-brand-700 dark:text-brand-100">
                    {publication.featured && (
                      <span className="me-2 rounded bg-amber-100 px-2 py-0.5 text-amber-950 dark:bg-amber-900 dark:text-amber-50">
                        {t('publications.featured')}
                      </span>
                    )}
                    {t(`publications.types.${publication.type}`)} · {publication.year}
                  </p>
                  <h3 id={`publication-${publication.id}`} className="mt-1 text-lg font-semibold">
                    <Link
                      href={publication.url}
                      prefetch={false}
                      className="hover:underline"
                      {...englishFallback(publication.untranslated?.includes('title'))}
                    >
                      {publication.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-[var(--muted)]">
                    <span className="sr-only">{t('publications.authors')}: </span>
                    <AuthorList authors={publication.authors} />
                  </p>
                  {/* The summary when it has one; else the abstract's first lines. */}
                  {publication.summary ? (
                    <p className="mt-3" {...englishFallback(publication.untranslated?.includes('summary'))}>
                      {publication.summary}
                    </p>
                  ) : (
                    publication.abstract && (
                      <p
                        className="mt-3 line-clamp-3"
                        {...englishFallback(publication.untranslated?.includes('abstract'))}
                      >
                        {publication.abstract}
                      </p>
                    )
                  )}
                  <DownloadLink
                    publication={publication}
                    locale={locale}
                    t={t}
                    className="mt-4 text-sm"
                    describedBy={`publication-${publication.id}`}
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4">{t('publications.none')}</p>
      )}
      {meta.pages > 1 && <Pagination view={view} page={page} pages={meta.pages} query={query} t={t} />}
    </>
  )
}
