import type { TFunction } from 'i18next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { siteContent } from '@/content'
import { publicationThemes } from '@/content/site-structure'
import { eventTimes } from '@/core/events/times'
import type { LocaleCode } from '@/i18n/config'
import { eventWhen, type EventFilters } from '@/schemas/event'
import { eventsListPage } from '@/server/data/public-content'
import { englishFallback } from '../sections/english-fallback'
import { Pagination } from '../sections/pagination'
import { Lead } from '../sections/parts'

const view = { tab: 'about', section: 'events' } as const

const fieldClass =
  'mt-1 block min-h-11 w-full rounded-md border border-black/20 bg-[var(--background)] px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-white/25'

/** The filters as they go in the address (upcoming, the default, left out). */
const filterQuery = (filters: EventFilters) =>
  Object.fromEntries(
    Object.entries(filters).flatMap(([name, value]) =>
      value === undefined || (name === 'when' && value === 'upcoming') ? [] : [[name, String(value)]],
    ),
  )

/**
 * About → Events: upcoming (soonest first) or past (latest first), by programme, in an ordinary
 * GET form (the filters live in the address and work without JavaScript); each event with its
 * time in the organisation's zone, named, and a link to its page.
 */
export async function EventList({
  locale,
  filters,
  page,
  t,
}: {
  locale: LocaleCode
  filters: EventFilters
  page: number
  t: TFunction
}) {
  const { items, meta } = await eventsListPage(locale, filters, page)
  if (page > Math.max(1, meta.pages)) notFound()
  const query = filterQuery(filters)
  const content = siteContent(locale)
  const programmeName = (id: string) => content.programmes.list.find((p) => p.id === id)?.title ?? id
  return (
    <>
      <Lead>{content.about.events.intro}</Lead>
      <form
        method="get"
        action="/"
        role="search"
        aria-label={t('events.filters')}
        className="mt-8 grid gap-4 rounded-lg border border-black/10 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end dark:border-white/15"
      >
        <input type="hidden" name="tab" value={view.tab} />
        <input type="hidden" name="section" value={view.section} />
        <div>
          <label htmlFor="events-when" className="text-sm font-medium">
            {t('events.when')}
          </label>
          <select id="events-when" name="when" defaultValue={filters.when} className={fieldClass}>
            {eventWhen.map((when) => (
              <option key={when} value={when}>
                {t(`events.${when}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="events-programme" className="text-sm font-medium">
            {t('events.programme')}
          </label>
          <select id="events-programme" name="programme" defaultValue={filters.programme ?? ''} className={fieldClass}>
            <option value="">{t('events.anyProgramme')}</option>
            {publicationThemes.map((id) => (
              <option key={id} value={id}>
                {programmeName(id)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:bg-brand-100 dark:text-brand-800"
          >
            {t('events.apply')}
          </button>
          {Object.keys(query).length > 0 && (
            <Link
              href={`/?${new URLSearchParams(view)}`}
              prefetch={false}
              className="text-sm font-medium underline underline-offset-2"
            >
              {t('events.clear')}
            </Link>
          )}
        </div>
      </form>
      <p className="mt-6 text-sm text-[var(--muted)]" role="status">
        {t('events.count', { count: meta.total })}
      </p>
      {items.length ? (
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {items.map((event) => {
            const times = eventTimes(event, locale, event.timeZone)
            return (
              <li key={event.id}>
                <article
                  aria-labelledby={`event-${event.id}`}
                  className="flex h-full flex-col rounded-lg border border-black/10 p-5 dark:border-white/15"
                >
                  <p className="text-sm font-medium text-brand-700 dark:text-brand-100">
                    <time dateTime={event.startsAt}>{times.range}</time> ({times.zone})
                  </p>
                  <h3 id={`event-${event.id}`} className="mt-1 text-lg font-semibold">
                    <Link
                      href={event.url}
                      prefetch={false}
                      className="hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                      {...englishFallback(event.untranslated?.includes('title'))}
                    >
                      {event.title}
                    </Link>
                  </h3>
                  {event.venue && (
                    <p
                      className="mt-1 text-sm text-[var(--muted)]"
                      {...englishFallback(event.untranslated?.includes('venue'))}
                    >
                      {event.venue}
                    </p>
                  )}
                  {event.summary && (
                    <p className="mt-3" {...englishFallback(event.untranslated?.includes('summary'))}>
                      {event.summary}
                    </p>
                  )}
                </article>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="mt-4">{t(filters.when === 'past' ? 'events.nonePast' : 'events.noneUpcoming')}</p>
      )}
      {meta.pages > 1 && <Pagination view={view} page={page} pages={meta.pages} query={query} t={t} />}
    </>
  )
}
