import type { LocaleCode } from '../../i18n/config'
import { messages } from '../../i18n/messages'
import { renderMail } from '../mail/layout'
import { siteUrl } from '../mail/links'
import type { MailMessage } from '../mail/outbox'
import { confirmUrl, oneClickUrl, unsubscribePageUrl } from './links'
import { fillTemplate } from '../../i18n/fill'

/** Who a newsletter mail goes to, and the tokens of its links. */
export type Recipient = { email: string; name: string; locale: LocaleCode; unsubscribeToken: string }

/**
 * A mail to a subscriber, in their language: every one carries the RFC 8058 headers (a mail
 * program's "Unsubscribe" POSTs `List-Unsubscribe=One-Click` to the https URL) and a visible
 * unsubscribe link to the page with the button.
 */
function subscriberMail(
  to: Recipient,
  kind: 'confirm' | 'already' | 'unsubscribed',
  body: { paragraphs: string[]; action?: { label: string; url: string }; after: string[] },
): MailMessage {
  const strings = messages[to.locale].newsletter.mail
  // Anyone can type any name beside any address: a mail that a visitor's POST sets off (the
  // confirmation, the "already subscribed" notice) carries none of the visitor's text.
  const greeting =
    kind === 'unsubscribed' ? fillTemplate(strings.greeting, { name: to.name }) : strings.greetingUnconfirmed
  const { html, text } = renderMail({
    locale: to.locale,
    heading: strings[kind].heading,
    paragraphs: [greeting, ...body.paragraphs],
    action: body.action,
    after: [...body.after, strings.why],
    footerLink: { label: strings.unsubscribe, url: unsubscribePageUrl(to.unsubscribeToken, to.locale) },
  })
  return {
    to: to.email,
    subject: strings[kind].subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(to.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/** "Please confirm": the double opt-in's link. */
export function confirmationMail(to: Recipient, confirmToken: string): MailMessage {
  const s = messages[to.locale].newsletter.mail.confirm
  return subscriberMail(to, 'confirm', {
    paragraphs: [fillTemplate(s.body, { email: to.email })],
    action: { label: s.action, url: confirmUrl(confirmToken, to.locale) },
    after: [s.ignore],
  })
}

/** A confirmed address posted again: one notice, nothing changed. */
export function alreadySubscribedMail(to: Recipient): MailMessage {
  const s = messages[to.locale].newsletter.mail.already
  return subscriberMail(to, 'already', { paragraphs: [fillTemplate(s.body, { email: to.email })], after: [s.ignore] })
}

/** After an unsubscribe: so that whoever owns the address knows, and can undo it. */
export function unsubscribedMail(to: Recipient): MailMessage {
  const s = messages[to.locale].newsletter.mail.unsubscribed
  return subscriberMail(to, 'unsubscribed', {
    paragraphs: [fillTemplate(s.body, { email: to.email })],
    action: { label: s.action, url: siteUrl(`/?lang=${to.locale}#get-in-touch`) },
    after: [s.mistake],
  })
}
