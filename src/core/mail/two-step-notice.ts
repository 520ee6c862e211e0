import type { Payload } from 'payload'
import { isLocale } from '../../i18n/config'
import { fillTemplate } from '../../i18n/fill'
import { messages } from '../../i18n/messages'
import { renderMail } from './layout'
import { siteUrl } from './links'
import { queueMail } from './outbox'

type Account = { email?: string | null; username?: string | null; language?: string | null }
type Locale = Parameters<typeof renderMail>[0]['locale']
type Notice = { subject: string; heading: string; next: string; action: string; notYou: string }

/**
 * A notice about an account's two-step login, to its address, in the language of its last login
 * (else English): its words from `pick`, its first paragraph the template `text` picks, a link to log in.
 */
async function sendNotice<M extends Notice>(
  payload: Payload,
  account: Account,
  pick: (m: (typeof messages)[Locale]['mail']) => M,
  text: (m: M) => string,
  extra: Record<string, string> = {},
): Promise<void> {
  if (!account.email) return
  const locale: Locale = isLocale(account.language ?? '') ? (account.language as Locale) : 'en'
  const m = pick(messages[locale].mail)
  const values = {
    username: String(account.username ?? account.email),
    site: messages[locale].common.siteName,
    ...extra,
  }
  const body = renderMail({
    locale,
    heading: m.heading,
    paragraphs: [fillTemplate(text(m), values), m.next],
    action: { label: m.action, url: siteUrl('/admin-login') },
    after: [m.notYou],
  })
  await queueMail(payload, { to: account.email, subject: fillTemplate(m.subject, values), ...body })
}

/**
 * Tells an administrator that wrong authenticator codes keep coming for their account: whoever
 * sends them has its password.
 */
export const sendWrongCodesNotice = (payload: Payload, account: Account) =>
  sendNotice(
    payload,
    account,
    (m) => m.wrongCodes,
    (m) => m.text,
  )

/**
 * Tells an administrator that another administrator (or the server's reset command, `by` empty)
 * removed their two-step login: if they did not ask for it, they know at once.
 */
export const sendTwoStepRemovedNotice = (payload: Payload, account: Account, by: string) =>
  sendNotice(
    payload,
    account,
    (m) => m.twoStepRemoved,
    (m) => (by ? m.textBy : m.textServer),
    { by },
  )
