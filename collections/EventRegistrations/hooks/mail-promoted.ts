import type { CollectionAfterChangeHook } from 'payload'
import { setting } from '../../../src/core/config'
import { registrationMail } from '../../../src/core/events/mails'
import { siteUrl } from '../../../src/core/mail/links'
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
  const slug = event.slug ?? String(event.id)
  await queueMail(
    req.payload,
    registrationMail('promoted', {
      to: doc.email,
      locale,
      timeZone: setting('SITE_TIME_ZONE'),
      event: {
        id: event.id,
        title: event.title ?? '',
        summary: event.summary ?? '',
        description: event.description ?? '',
        venue: event.venue ?? '',
        onlineUrl: event.onlineUrl || null,
        url: siteUrl(`/events/${slug}?lang=${locale}`),
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        updatedAt: event.updatedAt,
      },
    }),
    req,
  )
  return doc
}
