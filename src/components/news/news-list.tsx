import type { TFunction } from 'i18next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { programmeName, siteContent } from '@/content'
import type { LocaleCode } from '@/i18n/config'
import { newsProgrammes, type NewsFilters } from '@/schemas/news'
import { newsListPage } from '@/server/data/public-content'
import { AuthorList } from '../publications/parts'
import { englishFallback } from '../sections/english-fallback'
import { Pagination } from '../sections/pagination'
import { Lead } from '../sections/parts'
import { FilterSelect, filterQuery, ListFilters } from '../sections/list-filters'
import { NewsCover, NewsDate } from './parts'

const view = { tab: 'about', section: 'news' } as const

/**
 * About → News: the filters (an ordinary GET form, so they live in the address and work without
 * JavaScript), the count, and one page of stories, the newest first, each linking to its page.
 */
export async function NewsList({
  locale,
  filters,
  page,
  t,
}: {
  locale: LocaleCode
  filters: NewsFilters
  page: number
  t: TFunction
}) {
  const { items, meta, years } = await newsListPage(locale, filters, page)
  if (page > meta.pages) notFound()
  const query = filterQuery(filters)
  const filtered = Object.keys(query).length > 0
  const content = siteContent(locale)
  return (
    <>
      <Lead>{content.about.news.intro}</Lead>
      <ListFilters
        view={view}
        label={t('news.filters')}
        columns="sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        apply={t('news.apply')}
        clear={t('news.clear')}
        filtered={filtered}
      >
        <FilterSelect
          id="news-programme"
          name="programme"
          label={t('news.programme')}
          any={t('news.anyProgramme')}
          value={filters.programme ?? ''}
          options={newsProgrammes.map((id) => [id, programmeName(locale, id)])}
        />
        <FilterSelect
          id="news-year"
          name="year"
          label={t('news.year')}
          any={t('news.anyYear')}
          value={filters.year ? String(filters.year) : ''}
          options={years.map((year) => [String(year), String(year)])}
        />
      </ListFilters>
      <p className="mt-6 text-sm text-[var(--muted)]" role="status">
        {t('news.count', { count: meta.total })}
      </p>
      {items.length ? (
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {items.map((story) => (
            <li key={story.id} className="below-fold [--below-fold-height:28rem]">
              <article
                aria-labelledby={`news-${story.id}`}
                className="flex h-full flex-col overflow-hidden rounded-lg border border-black/10 dark:border-white/15"
              >
                {story.cover && (
                  <NewsCover
                    story={story}
                    sizes="(min-width: 768px) 28rem, 100vw"
                    decorative
                    className="rounded-none"
                  />
                )}
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-sm font-medium text-brand-700 dark:text-brand-100">
                    <NewsDate day={story.publishedDate} locale={locale} />
                    {story.programmes.length > 0 && (
                      <>
                        {' · '}
                        <span className="sr-only">{t('news.programmes')}: </span>
                        {story.programmes.map((id) => programmeName(locale, id)).join(', ')}
                      </>
                    )}
                  </p>
                  <h3 id={`news-${story.id}`} className="mt-1 text-lg font-semibold">
                    <Link
                      href={story.url}
                      prefetch={false}
                      className="hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                      {...englishFallback(story.untranslated?.includes('title'))}
                    >
                      {story.title}
                    </Link>
                  </h3>
                  {story.authors.length > 0 && (
                    <p className="mt-1 text-sm text-[var(--muted)]">
                      {t('news.authors')} <AuthorList authors={story.authors} />
                    </p>
                  )}
                  {story.summary && (
                    <p className="mt-3" {...englishFallback(story.untranslated?.includes('summary'))}>
                      {story.summary}
                    </p>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4">{t('news.none')}</p>
      )}
      {meta.pages > 1 && <Pagination view={view} page={page} pages={meta.pages} query={query} t={t} />}
    </>
  )
}
