import type { Payload } from 'payload'
import { isLocale } from '../../i18n/config'
import { fillTemplate } from '../../i18n/fill'
import { messages } from '../../i18n/messages'
import { renderMail } from './layout'
import { siteUrl } from './links'
import { queueMail } from './outbox'

type Account = { email?: string | null; username?: string | null; language?: string | null }

/** The language of the account's last login, else English. */
const localeOf = (account: Account) =>
  isLocale(account.language ?? '') ? (account.language as Parameters<typeof renderMail>[0]['locale']) : 'en'

/**
 * Tells an administrator that wrong authenticator codes keep coming for their account: whoever
 * sends them has its password. In the language of their last login.
 */
export async function sendWrongCodesNotice(payload: Payload, account: Account): Promise<void> {
  if (!account.email) return
  const locale = localeOf(account)
  const m = messages[locale].mail.wrongCodes
  const values = { username: String(account.username ?? account.email), site: messages[locale].common.siteName }
  const body = renderMail({
    locale,
    heading: m.heading,
    paragraphs: [fillTemplate(m.text, values), m.next],
    action: { label: m.action, url: siteUrl('/admin-login') },
    after: [m.notYou],
  })
  await queueMail(payload, { to: account.email, subject: fillTemplate(m.subject, values), ...body })
}

/**
 * Tells an administrator that another administrator (or the server's reset command, `by` empty)
 * removed their two-step login: if they did not ask for it, they know at once. In the language
 * of their last login.
 */
export async function sendTwoStepRemovedNotice(payload: Payload, account: Account, by: string): Promise<void> {
  if (!account.email) return
  const locale = localeOf(account)
  const m = messages[locale].mail.twoStepRemoved
  const values = { username: String(account.username ?? account.email), by, site: messages[locale].common.siteName }
  const body = renderMail({
    locale,
    heading: m.heading,
    paragraphs: [fillTemplate(by ? m.textBy : m.textServer, values), m.next],
    action: { label: m.action, url: siteUrl('/admin-login') },
    after: [m.notYou],
  })
  await queueMail(payload, { to: account.email, subject: fillTemplate(m.subject, values), ...body })
}
