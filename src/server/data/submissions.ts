import 'server-only'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { notifySubmission, type Submission } from '../../core/mail/notifications'
import type { ContactInput } from '../../schemas/contact'
import type { SoftwareRequestInput } from '../../schemas/software-request'

/*
 * The visitors' contact messages and software requests (the newsletter's subscriptions are the
 * double opt-in's, src/core/newsletter/subscriptions.ts). Their status ("new") and the time they
 * were received come from the collections' defaults (src/core/fields/common.ts), set there once.
 */

type Inbox = 'contact-messages' | 'software-requests'

/** What a visitor sends, without the status and time the collection fills in (which the generated types require). */
const filledByCollection = <S extends Inbox>(data: Omit<RequiredDataFromCollectionSlug<S>, 'status' | 'receivedAt'>) =>
  data as RequiredDataFromCollectionSlug<S>

/**
 * E-mails the notification addresses of a stored submission (src/core/mail/notifications.ts).
 * The visitor's submission is kept even if the notification cannot be queued: it is in the
 * inbox either way, and the error is logged.
 */
async function notify(payload: Payload, collection: Inbox, submission: Submission) {
  await notifySubmission(payload, submission).catch((error: unknown) => {
    payload.logger.error({ err: error, msg: `notification of ${collection} ${submission.doc.id} not queued` })
  })
}

/** Stores a contact message (only what passed the rate limit, the honeypot and the schema gets here) and notifies. */
export async function storeContactMessage(payload: Payload, data: ContactInput) {
  const doc = await payload.create({
    collection: 'contact-messages',
    data: filledByCollection<'contact-messages'>(data),
    overrideAccess: true,
  })
  await notify(payload, 'contact-messages', { kind: 'contact', doc })
  return doc
}

/** Stores a software request (an omitted "additional information" is stored empty) and notifies. */
export async function storeSoftwareRequest(payload: Payload, data: SoftwareRequestInput) {
  const doc = await payload.create({
    collection: 'software-requests',
    data: filledByCollection<'software-requests'>({ ...data, additionalInfo: data.additionalInfo ?? '' }),
    overrideAccess: true,
  })
  await notify(payload, 'software-requests', { kind: 'software-request', doc })
  return doc
}
