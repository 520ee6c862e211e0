import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionBeforeValidateHook } from 'payload'
import { renderMail } from './layout'
import { siteUrl } from './links'
import { queueMail } from './outbox'

/**
 * An administrator is told by e-mail when the password or the e-mail address of their account
 * changes, whichever way it changed (the back-office screens, Payload's panel, the contract, a
 * password reset): if it was not them, they know at once. In English (notices to
 * administrators may be). A changed address is told at the old address and at the new one.
 */

const flag = (id: unknown) => `passwordChanged:${String(id)}`

/** Whether this update (its hook context) set the account's password. */
export const passwordChangedIn = (context: Record<string, unknown>, id: unknown): boolean => Boolean(context[flag(id)])

/** Remembers that this update sets a password: the hooks after it no longer see the password. */
export const rememberPasswordChange: CollectionBeforeValidateHook = ({ data, operation, originalDoc, context }) => {
  if (operation === 'update' && originalDoc && typeof data?.password === 'string' && data.password !== '')
    context[flag(originalDoc.id)] = true
  return data
}

/**
 * A reset link asked for before a change of password or e-mail address must not outlive it
 * (an address moved away from a mailbox someone else may read, above all).
 */
export const forgetResetLinkOnChange: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || !originalDoc) return data
  const newPassword = typeof data.password === 'string' && data.password !== ''
  const newEmail = 'email' in data && (data.email ?? null) !== (originalDoc.email ?? null)
  if (newPassword || newEmail) Object.assign(data, { resetPasswordToken: null, resetPasswordExpiration: null })
  return data
}

export const sendAccountNotices: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update') return doc
  const username = String(doc.username ?? doc.email ?? '')
  const when = new Date().toUTCString()
  const after = ['If this was not you, ask another administrator to secure the account at once.']
  const notices: { to: string; subject: string; heading: string; text: string }[] = []
  if (context[flag(doc.id)] && doc.email) {
    delete context[flag(doc.id)]
    notices.push({
      to: doc.email,
      subject: 'Your back-office password was changed',
      heading: 'Your password was changed',
      text: `The password of the administrator account ${username} was changed on ${when}.`,
    })
  }
  const before = previousDoc?.email ?? null
  const now = doc.email ?? null
  if (before !== now) {
    const text = `The e-mail address of the administrator account ${username} was changed from ${before ?? '(none)'} to ${now ?? '(none)'} on ${when}.`
    for (const to of [before, now]) {
      if (to)
        notices.push({
          to,
          subject: 'The e-mail address of your back-office account was changed',
          heading: 'Your e-mail address was changed',
          text,
        })
    }
  }
  for (const notice of notices) {
    const body = renderMail({
      locale: 'en',
      heading: notice.heading,
      paragraphs: [notice.text],
      action: { label: 'Open the back office', url: siteUrl('/admin') },
      after,
    })
    await queueMail(req.payload, { to: notice.to, subject: notice.subject, ...body }, req)
  }
  return doc
}
