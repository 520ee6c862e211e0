import type { EmailAdapter, SendEmailOptions } from 'payload'
import { messages } from '../../i18n/messages'
import { escapeHtml } from '../../security/escape-html'
import { mailFrom } from './config'
import { queueMail } from './outbox'

type Address = NonNullable<SendEmailOptions['to']>

/** Payload's recipients (a string, an address object or a list of them) as one header value. */
const addresses = (value: Address | undefined): string => {
  if (!value) return ''
  const list: unknown[] = Array.isArray(value) ? value : [value]
  return list
    .map((a) => (typeof a === 'string' ? a : String((a as { address?: string }).address ?? '')))
    .filter(Boolean)
    .join(', ')
}

const fromParts = (from: string) => {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  return match
    ? { name: match[1] || messages.en.common.siteName, address: match[2] }
    : { name: messages.en.common.siteName, address: from.trim() }
}

/**
 * Whatever Payload itself sends goes through the outbox like every other message
 * (src/core/mail/outbox.ts), and so is retried, survives a restart and shows on the outbox screen.
 */
export const outboxEmailAdapter: EmailAdapter<{ id: number | string }> = ({ payload }) => {
  const from = fromParts(mailFrom())
  return {
    name: 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      const subject = String(message.subject ?? '')
      const html = typeof message.html === 'string' ? message.html : ''
      // The outbox keeps both forms; Payload may give only one.
      const text =
        typeof message.text === 'string' && message.text
          ? message.text
          : html
              .replace(/<[^>]*>/g, ' ')
              .replace(/\s+/g, ' ')
              .trim() || subject
      return queueMail(payload, {
        to: addresses(message.to),
        subject,
        text,
        html: html || `<pre>${escapeHtml(text)}</pre>`,
        replyTo: message.replyTo ? addresses(message.replyTo as Address) : undefined,
      })
    },
  }
}
