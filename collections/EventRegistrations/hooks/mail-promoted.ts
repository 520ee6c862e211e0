import type { CollectionAfterChangeHook } from 'payload'
import { setting } from '../../../src/core/config'
import { registrationMail } from '../../../src/core/events/mails'
import { calendarEventOf } from '../../../src/core/events/calendar'
import { queueMail } from '../../../src/core/mail/outbox'
import { defaultLocale, isLocale } from '../../../src/i18n/config'

/**
 * Someone taken off the waiting list (by the contract's PATCH or in Payload's panel) is told by
 * mail, in the language they registered in, with the event's `.ics`: queued in the save's own
 * transaction, so that a change that does not commit sends nothing.
 */
export const mailPromoted: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.status !== 'waitlisted' || doc.status !== 'registered') return doc
  const locale = isLocale(doc.locale) ? doc.locale : defaultLocale
  const eventId = typeof doc.event === 'object' ? doc.event.id : doc.event
  const event = await req.payload.findByID({
    collection: 'events',
    id: eventId,
    locale,
    fallbackLocale: defaultLocale,
    depth: 0,
    overrideAccess: true,
    req,
  })
  await queueMail(
    req.payload,
    registrationMail('promoted', {
      to: doc.email,
      locale,
      timeZone: setting('SITE_TIME_ZONE'),
      event: calendarEventOf(event, locale),
    }),
    req,
  )
  return doc
}
