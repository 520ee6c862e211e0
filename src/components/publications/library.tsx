import type { TFunction } from 'i18next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { siteContent } from '@/content'
import { publicationThemes, publicationTypes } from '@/content/site-structure'
import type { LocaleCode } from '@/i18n/config'
import type { PublicationFilters } from '@/schemas/publication'
import { libraryPage } from '@/server/data/public-content'
import { Pagination } from '../sections/pagination'
import { Lead } from '../sections/parts'
import { AuthorList, Cover, DownloadLink } from './parts'
import { englishFallback } from '../sections/english-fallback'

const view = { tab: 'research', section: 'publications' } as const

/** The filters as they go in the address. */
const filterQuery = (filters: PublicationFilters) =>
  Object.fromEntries(
    Object.entries(filters).flatMap(([name, value]) =>
      value === undefined || value === '' ? [] : [[name, String(value)]],
    ),
  )

const fieldClass =
  'mt-1 block min-h-11 w-full rounded-md border border-black/20 bg-[var(--background)] px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-white/25'

/** One filter of the list: "all" first, then each value with its name. */
function FilterSelect({
  name,
  label,
  any,
  value,
  options,
}: {
  name: string
  label: string
  any: string
  value: string
  options: [value: string, name: string][]
}) {
  return (
    <div>
      <label htmlFor={`publication-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <select id={`publication-${name}`} name={name} defaultValue={value} className={fieldClass}>
        <option value="">{any}</option>
        {options.map(([option, optionName]) => (
          <option key={option} value={option}>
            {optionName}
          </option>
        ))}
      </select>
    </div>
  )
}

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
  const programmes = siteContent(locale).programmes.list
  return (
    <>
      <Lead>{intro}</Lead>
      <form
        method="get"
        action="/"
        role="search"
        aria-label={t('publications.filters')}
        className="mt-8 grid gap-4 rounded-lg border border-black/10 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end dark:border-white/15"
      >
        <input type="hidden" name="tab" value={view.tab} />
        <input type="hidden" name="section" value={view.section} />
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
            className={fieldClass}
          />
        </div>
        <FilterSelect
          name="year"
          label={t('publications.year')}
          any={t('publications.anyYear')}
          value={filters.year ? String(filters.year) : ''}
          options={years.map((year) => [String(year), String(year)])}
        />
        <FilterSelect
          name="type"
          label={t('publications.type')}
          any={t('publications.anyType')}
          value={filters.type ?? ''}
          options={publicationTypes.map((type) => [type, t(`publications.types.${type}`)])}
        />
        <FilterSelect
          name="theme"
          label={t('publications.theme')}
          any={t('publications.anyTheme')}
          value={filters.theme ?? ''}
          options={publicationThemes.map((theme) => [theme, programmes.find((p) => p.id === theme)?.title ?? theme])}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:bg-brand-100 dark:text-brand-800"
          >
            {t('publications.apply')}
          </button>
          {filtered && (
            <Link
              href={`/?${new URLSearchParams(view)}`}
              prefetch={false}
              className="text-sm font-medium underline underline-offset-2"
            >
              {t('publications.clear')}
            </Link>
          )}
        </div>
      </form>
      <p className="mt-6 text-sm text-[var(--muted)]">{t('publications.count', { count: meta.total })}</p>
      {items.length ? (
        <ul className="mt-4 space-y-6">
          {items.map((publication) => (
            <li key={publication.id}>
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
