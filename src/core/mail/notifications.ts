import type { Payload } from 'payload'
import { messages } from '../../i18n/messages'
import type { ContactMessage, SoftwareRequest } from '../../payload-types'
import { notificationSettings } from '../settings/site-settings'
import { renderMail } from './layout'
import { siteUrl } from './links'
import { queueMail } from './outbox'

/**
 * The e-mail an administrator receives for each new contact message or software request, when
 * the site settings ask for it: the whole submission, the visitor's address as Reply-To (so that
 * "Reply" answers the visitor), and a link to it in the back office. In English: it is read by
 * the organisation's staff (notifications to administrators may be in English).
 */

export type Submission = { kind: 'contact'; doc: ContactMessage } | { kind: 'software-request'; doc: SoftwareRequest }

const en = messages.en
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)

function compose(submission: Submission) {
  if (submission.kind === 'contact') {
    const { doc } = submission
    return {
      subject: `New contact message: ${doc.subject}`,
      heading: 'New contact message',
      paragraphs: [`From: ${doc.name} <${doc.email}>`, `Subject: ${doc.subject}`, ...lines(doc.message)],
      url: siteUrl(`/admin/collections/contact-messages/${doc.id}`),
    }
  }
  const { doc } = submission
  const request = en.forms.request
  return {
    subject: `New software request: ${doc.organization}`,
    heading: 'New software request',
    paragraphs: [
      `From: ${doc.name} <${doc.email}>`,
      `Organization: ${doc.organization}`,
      `Project type: ${request.projectTypes[doc.projectType] ?? doc.projectType}`,
      `Budget: ${request.budgets[doc.budget] ?? doc.budget}`,
      `Timeline: ${request.timelines[doc.timeline] ?? doc.timeline}`,
      'Requirements:',
      ...lines(doc.requirements),
      ...(doc.additionalInfo?.trim() ? ['Additional information:', ...lines(doc.additionalInfo)] : []),
    ],
    url: siteUrl(`/admin/collections/software-requests/${doc.id}`),
  }
}

/** Queues one message per notification address; nothing when the form's switch is off or there is no address. */
export async function notifySubmission(payload: Payload, submission: Submission): Promise<number> {
  const settings = await notificationSettings(payload)
  const wanted = submission.kind === 'contact' ? settings.contact : settings.softwareRequests
  if (!wanted || settings.addresses.length === 0) return 0
  const { subject, heading, paragraphs, url } = compose(submission)
  const body = renderMail({
    locale: 'en',
    heading,
    paragraphs,
    action: { label: 'Open it in the inbox', url },
    after: ['Reply to this e-mail to answer the sender directly.'],
  })
  for (const to of settings.addresses) {
    await queueMail(payload, { to, subject, ...body, replyTo: submission.doc.email })
  }
  return settings.addresses.length
}
