import ical, { escape, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import type { LocaleCode } from '../../i18n/config'
import { urlInLanguage } from '../../i18n/seo'
import { siteOrigin } from '../mail/links'

import { eventPath } from '../../content/paths'

export { eventPath }

/** An event as a calendar needs it: its texts in one language and its page's absolute address. */
export type CalendarEvent = {
  id: number
  title: string
  summary: string
  description: string
  venue: string
  onlineUrl: string | null
  url: string
  startsAt: string
  endsAt: string
  updatedAt: string
  cancelled?: boolean
}

/**
 * An event as a calendar needs it (a stored event, or its public shape), its texts in the
 * language `locale` it was read in, its page in that language.
 */
export function calendarEventOf(
  event: {
    id: number
    slug?: string | null
    title?: string | null
    summary?: string | null
    description?: string | null
    venue?: string | null
    onlineUrl?: string | null
    startsAt: string
    endsAt: string
    updatedAt: string
  },
  locale: LocaleCode,
): CalendarEvent {
  return {
    id: event.id,
    title: event.title ?? '',
    summary: event.summary ?? '',
    description: event.description ?? '',
    venue: event.venue ?? '',
    onlineUrl: event.onlineUrl || null,
    url: urlInLanguage(eventPath(event.slug || String(event.id)), locale),
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    updatedAt: event.updatedAt,
  }
}

/**
 * An iCalendar (RFC 5545) document of `events`: one VEVENT each, in UTC (a calendar shows it in
 * its reader's zone), with a UID that stays the same across changes, so that a calendar that
 * imported it updates it rather than adding it twice (SEQUENCE grows with each change).
 */
export function eventCalendar(events: CalendarEvent[], { name, method }: { name: string; method?: 'publish' }): string {
  const host = new URL(siteOrigin()).hostname
  const calendar = ical({
    // The library writes the calendar's name (NAME, X-WR-CALNAME) as given; its event texts it
    // escapes. An event's title with a line break would otherwise start a property of its own.
    name: escape(name, false),
    prodId: { company: host, product: 'events', language: 'EN' },
    ...(method ? { method: ICalCalendarMethod.PUBLISH } : {}),
  })
  for (const event of events) {
    const description = [event.summary, event.description, event.onlineUrl ?? '', event.url]
      .filter(Boolean)
      .join('\n\n')
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      start: new Date(event.startsAt),
      end: new Date(event.endsAt),
      stamp: new Date(event.updatedAt),
      lastModified: new Date(event.updatedAt),
      // Seconds since 2020: grows with every change, as RFC 5545 asks of SEQUENCE.
      sequence: Math.max(0, Math.floor((Date.parse(event.updatedAt) - Date.UTC(2020, 0, 1)) / 1000)),
      summary: event.title,
      description,
      location: event.venue || event.onlineUrl || null,
      url: event.url,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    })
  }
  return calendar.toString()
}
