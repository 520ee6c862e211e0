import type { LocaleCode } from '../../i18n/config'

/**
 * An event's times as the site and its mails show them: in the organisation's time zone
 * (SITE_TIME_ZONE), in the reader's language, with the zone named in that language
 * ("Saturday, December 5, 2026, 10:00 AM – 1:30 PM (Bangladesh Standard Time)").
 */
export function eventTimes(
  { startsAt, endsAt }: { startsAt: string; endsAt: string },
  locale: LocaleCode,
  timeZone: string,
): { range: string; zone: string; text: string } {
  const start = new Date(startsAt)
  const end = new Date(endsAt)
  const range = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).formatRange(
    start,
    end,
  )
  const zone =
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' })
      .formatToParts(start)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  return { range, zone, text: `${range} (${zone})` }
}
