import type { TFunction } from 'i18next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { programmeName, siteContent } from '@/content'
import { publicationThemes } from '@/content/site-structure'
import { eventTimes } from '@/core/events/times'
import type { LocaleCode } from '@/i18n/config'
import { eventWhen, type EventFilters } from '@/schemas/event'
import { eventsListPage } from '@/server/data/public-content'
import { englishFallback } from '../sections/english-fallback'
import { Pagination } from '../sections/pagination'
import { Lead } from '../sections/parts'
import { FilterSelect, filterQuery, ListFilters } from '../sections/list-filters'

const view = { tab: 'about', section: 'events' } as const

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
  // Upcoming, the default, is left out of the address.
  const query = filterQuery(filters, { when: 'upcoming' })
  const content = siteContent(locale)
  return (
    <>
      <Lead>{content.about.events.intro}</Lead>
      <ListFilters
        view={view}
        label={t('events.filters')}
        columns="sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        apply={t('events.apply')}
        clear={t('events.clear')}
        filtered={Object.keys(query).length > 0}
      >
        <FilterSelect
          id="events-when"
          name="when"
          label={t('events.when')}
          value={filters.when}
          options={eventWhen.map((when) => [when, t(`events.${when}`)])}
        />
        <FilterSelect
          id="events-programme"
          name="programme"
          label={t('events.programme')}
          any={t('events.anyProgramme')}
          value={filters.programme ?? ''}
          options={publicationThemes.map((id) => [id, programmeName(locale, id)])}
        />
      </ListFilters>
      <p className="mt-6 text-sm text-[var(--muted)]" role="status">
        {t('events.count', { count: meta.total })}
      </p>
      {items.length ? (
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {items.map((event) => {
            const times = eventTimes(event, locale, event.timeZone)
            return (
              <li key={event.id} className="below-fold [--below-fold-height:16rem]">
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
