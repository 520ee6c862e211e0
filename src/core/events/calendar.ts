import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

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
 * An iCalendar (RFC 5545) document of `events`: one VEVENT each, in UTC (a calendar shows it in
 * its reader's zone), with a UID that stays the same across changes, so that a calendar that
 * imported it updates it rather than adding it twice (SEQUENCE grows with each change).
 */
export function eventCalendar(
  events: CalendarEvent[],
  { name, host, method }: { name: string; host: string; method?: 'publish' },
): string {
  const calendar = ical({
    name,
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
