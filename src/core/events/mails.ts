import type { PayloadRequest } from 'payload'
import { siteConfig } from '../../content/site-config'
import { defaultLocale, type LocaleCode } from '../../i18n/config'
import { fillTemplate } from '../../i18n/fill'
import { messages } from '../../i18n/messages'
import type { Event } from '../../payload-types'
import { setting } from '../config'
import { renderMail } from '../mail/layout'
import { queueMail, type MailMessage } from '../mail/outbox'
import { calendarEventOf, eventCalendar, type CalendarEvent } from './calendar'
import { eventTimes } from './times'

export type RegistrationMailKind = 'registered' | 'waitlisted' | 'promoted'

/**
 * What a registration sets off, in the language the visitor registered in: a place, a place on
 * the waiting list, or a place that opened. Each carries the event as an `.ics` file (calendar
 * programs add it with one click) and the event's page. Anyone can type any address into the
 * form, so no text of the visitor's (their name) is in the mail.
 */
export function registrationMail(
  kind: RegistrationMailKind,
  { to, locale, event, timeZone }: { to: string; locale: LocaleCode; event: CalendarEvent; timeZone: string },
): MailMessage {
  const s = messages[locale].mail.events
  const title = event.title
  const paragraphs = [
    s.greeting,
    fillTemplate(s[kind].body, { title }),
    fillTemplate(s.when, { time: eventTimes(event, locale, timeZone).text }),
    ...(event.venue ? [fillTemplate(s.where, { venue: event.venue })] : []),
    ...(event.onlineUrl && kind !== 'waitlisted' ? [fillTemplate(s.online, { url: event.onlineUrl })] : []),
    s.calendar,
  ]
  const { html, text } = renderMail({
    locale,
    heading: s[kind].heading,
    paragraphs,
    action: { label: s.action, url: event.url },
    after: [fillTemplate(s.ignore, { email: siteConfig.email })],
  })
  return {
    to,
    subject: fillTemplate(s[kind].subject, { title }),
    text,
    html,
    attachments: [
      {
        filename: 'event.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: eventCalendar([event], { name: title, method: 'publish' }),
      },
    ],
  }
}

/**
 * Queues a registration's mail in `req`'s transaction (a save that does not commit sends
 * nothing): the event in the registrant's language (`locale`, English where it has none), read
 * by its id unless the caller already read it in that language.
 */
export async function queueRegistrationMail(
  req: PayloadRequest,
  { kind, to, locale, event }: { kind: RegistrationMailKind; to: string; locale: LocaleCode; event: number | Event },
) {
  const doc =
    typeof event === 'number'
      ? await req.payload.findByID({
          collection: 'events',
          id: event,
          locale,
          fallbackLocale: defaultLocale,
          depth: 0,
          overrideAccess: true,
          req,
        })
      : event
  const mail = registrationMail(kind, {
    to,
    locale,
    event: calendarEventOf(doc, locale),
    timeZone: setting('SITE_TIME_ZONE'),
  })
  await queueMail(req.payload, mail, req)
}
