import type { CollectionAfterChangeHook } from 'payload'
import { queueRegistrationMail } from '../../../src/core/events/mails'
import { defaultLocale, isLocale } from '../../../src/i18n/config'

/**
 * Someone taken off the waiting list (by the contract's PATCH or in Payload's panel) is told by
 * mail, in the language they registered in, with the event's `.ics`: queued in the save's own
 * transaction, so that a change that does not commit sends nothing.
 */
export const mailPromoted: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.status !== 'waitlisted' || doc.status !== 'registered') return doc
  const locale = isLocale(doc.locale) ? doc.locale : defaultLocale
  const event = typeof doc.event === 'object' ? doc.event.id : doc.event
  await queueRegistrationMail(req, { kind: 'promoted', to: doc.email, locale, event })
  return doc
}
