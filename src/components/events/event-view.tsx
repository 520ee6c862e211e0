import type { TFunction } from 'i18next'
import Link from 'next/link'
import { programmeName } from '@/content'
import { eventTimes } from '@/core/events/times'
import type { LocaleCode } from '@/i18n/config'
import type { Namespaces } from '@/i18n/messages'
import type { PublicEvent } from '@/schemas/event'
import { englishFallback } from '../sections/english-fallback'
import { errorTranslations } from '../site/get-in-touch'
import { LazyRegistration } from './lazy-registration'

const linkClass = 'break-words underline underline-offset-2 hover:text-brand-700 dark:hover:text-brand-100'
const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2'

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="py-2">
      <dt className="text-sm font-medium text-[var(--muted)]">{term}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  )
}

/**
 * An event's page: when (in the organisation's zone, named), where, what, and how to take
 * part: the site's registration form, the organiser's link, or, once it is over, what it left
 * (its recording, slides and report).
 */
export function EventView({ event, locale, t }: { event: PublicEvent; locale: LocaleCode; t: TFunction }) {
  const times = eventTimes(event, locale, event.timeZone)
  const over = new Date(event.endsAt) < new Date()
  const fallback = (text: 'title' | 'summary' | 'description' | 'venue') =>
    englishFallback(event.untranslated?.includes(text))
  const materials = (
    [
      ['recording', event.recordingUrl],
      ['slides', event.slidesUrl],
      ['report', event.reportUrl],
    ] as const
  ).filter(([, url]) => url)
  const register = t('events.register', { returnObjects: true }) as Namespaces['common']['events']['register']
  return (
    <article aria-labelledby="event-title" className="mx-auto max-w-5xl px-4 py-12">
      <p>
        <Link
          href="/?tab=about&section=events"
          prefetch={false}
          className="text-sm font-medium underline underline-offset-2"
        >
          {t('events.allEvents')}
        </Link>
      </p>
      <h1 id="event-title" className="mt-6 text-3xl font-bold sm:text-4xl" {...fallback('title')}>
        {event.title}
      </h1>
      {event.summary && (
        <p className="mt-4 text-lg text-[var(--muted)]" {...fallback('summary')}>
          {event.summary}
        </p>
      )}
      <div className="mt-10 grid gap-10 md:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <dl className="divide-y divide-black/10 dark:divide-white/15">
            <Detail term={t('events.when')}>
              <time dateTime={event.startsAt}>{times.range}</time> ({times.zone})
            </Detail>
            {event.venue && (
              <Detail term={t('events.where')}>
                <span {...fallback('venue')}>{event.venue}</span>
              </Detail>
            )}
            {event.onlineUrl && !over && (
              <Detail term={t('events.online')}>
                <a href={event.onlineUrl} className={linkClass} rel="noopener noreferrer">
                  {t('events.joinOnline')}
                </a>
              </Detail>
            )}
            {event.programmes.length > 0 && (
              <Detail term={t('events.programmes')}>
                {event.programmes.map((id) => programmeName(locale, id)).join(', ')}
              </Detail>
            )}
          </dl>
          <p className="mt-4">
            <a href={event.calendarUrl} className={linkClass} download>
              {t('events.addToCalendar')}
            </a>
          </p>
          {event.description && (
            <p className="mt-8 text-lg leading-relaxed whitespace-pre-line" {...fallback('description')}>
              {event.description}
            </p>
          )}
          {over && materials.length > 0 && (
            <section aria-labelledby="materials-title" className="mt-10">
              <h2 id="materials-title" className="text-xl font-semibold">
                {t('events.materials')}
              </h2>
              <ul className="mt-3 list-disc ps-6">
                {materials.map(([kind, url]) => (
                  <li key={kind}>
                    <a href={url!} className={linkClass} rel="noopener noreferrer">
                      {t(`events.${kind}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside aria-label={register.title}>
          {over ? (
            <p className="rounded-lg border border-black/10 p-4 dark:border-white/15">{t('events.ended')}</p>
          ) : event.registration === 'external' && event.registrationUrl ? (
            <a href={event.registrationUrl} className={buttonClass} rel="noopener noreferrer">
              {t('events.registerExternal')}
            </a>
          ) : event.registration === 'form' ? (
            <>
              {event.placesLeft !== null && (
                <p className="mb-4 font-medium">
                  {event.placesLeft > 0 ? t('events.placesLeft', { places: event.placesLeft }) : t('events.full')}
                </p>
              )}
              <LazyRegistration
                eventId={event.id}
                locale={locale}
                strings={register}
                errors={errorTranslations(t)}
                requiredLabel={t('forms:required')}
              />
            </>
          ) : null}
        </aside>
      </div>
    </article>
  )
}
