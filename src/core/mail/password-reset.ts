import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { LocaleCode } from '../../i18n/config'
import { messages } from '../../i18n/messages'
import { adminPasswordProblem } from '../../schemas/admin-user'
import { invalidResetLink } from '../../schemas/password-reset'
import { recordActivity } from '../activity'
import { renderMail } from './layout'
import { siteUrl } from './links'
import { queueMail } from './outbox'
import { fillTemplate } from '../../i18n/fill'
import { rowsOf } from '../db/raw-sql'

/**
 * The administrators' password reset. Payload makes the token (random, 20
 * bytes) and keeps it with its expiry (one hour) on the account; the site mails the link in the
 * visitor's language, and the reset itself is the site's: the administrator password rules, a
 * token that works once even when two requests race, and every session of the account ended.
 */

/** The account's reset link that is still open (not used, not expired), if there is one. */
async function pendingResetToken(payload: Payload, address: string): Promise<string | null> {
  const found = await payload.db.drizzle.execute(sql`
    SELECT "reset_password_token" AS "token" FROM "users"
    WHERE "email" = ${address} AND "reset_password_token" IS NOT NULL AND "reset_password_expiration" > now()`)
  return rowsOf<{ token: string }>(found)[0]?.token ?? null
}

/**
 * Queues the reset mail when an account has this address; says nothing either way. A link that
 * is still open is mailed again rather than replaced: anyone who knows an administrator's
 * address may ask, and a new token would revoke the link the administrator is about to use.
 */
export async function requestPasswordReset(payload: Payload, email: string, locale: LocaleCode): Promise<void> {
  const address = email.trim().toLowerCase()
  const token =
    (await pendingResetToken(payload, address)) ??
    (await payload.forgotPassword({ collection: 'users', data: { email: address }, disableEmail: true }))
  if (!token) return
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: address } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const user = docs[0]
  if (!user?.email) return
  const m = messages[locale]
  const site = m.common.siteName
  const body = renderMail({
    locale,
    heading: m.mail.reset.title,
    paragraphs: [fillTemplate(m.mail.resetMail.intro, { username: String(user.username ?? user.email) })],
    action: {
      label: m.mail.reset.title,
      url: siteUrl(`/admin-reset?token=${encodeURIComponent(token)}&lang=${locale}`),
    },
    after: [m.mail.resetMail.validity, m.mail.resetMail.ignore],
  })
  await queueMail(payload, { to: user.email, subject: fillTemplate(m.mail.resetMail.subject, { site }), ...body })
  await recordActivity(payload, {
    action: 'password-reset-request',
    resource: 'users',
    docId: user.id,
    title: String(user.username ?? user.email),
    user,
  })
}

export class ResetRefused extends Error {
  constructor(
    readonly field: 'token' | 'password',
    message: string,
  ) {
    super(message)
  }
}

type Claimed = { id: number; username: string | null }

/**
 * Sets the new password of the account the token belongs to, once. The token is checked, then
 * the password against the rules (with the account's username), then the token is taken in one
 * statement (a second request with it finds nothing), the password set through Payload (its
 * hooks: the rules again, and the "your password was changed" mail), and every session ended.
 */
export async function resetPassword(payload: Payload, token: string, password: string): Promise<{ id: number }> {
  const db = payload.db.drizzle
  const found = await db.execute(sql`
    SELECT "id", "username" FROM "users"
    WHERE "reset_password_token" = ${token} AND "reset_password_expiration" > now()`)
  const account = rowsOf<Claimed>(found)[0]
  if (!account) throw new ResetRefused('token', invalidResetLink)
  const problem = adminPasswordProblem(password, account.username)
  if (problem) throw new ResetRefused('password', problem)
  const taken = await db.execute(sql`
    UPDATE "users" SET "reset_password_token" = NULL, "reset_password_expiration" = now()
    WHERE "id" = ${account.id} AND "reset_password_token" = ${token} AND "reset_password_expiration" > now()
    RETURNING "id"`)
  if (rowsOf(taken).length === 0) throw new ResetRefused('token', invalidResetLink)
  await payload.update({ collection: 'users', id: account.id, data: { password }, overrideAccess: true, depth: 0 })
  // Everyone signed in to this account, whoever it was, must log in again with the new password.
  await payload.db.updateOne({ collection: 'users', id: account.id, data: { sessions: [] } })
  return { id: account.id }
}
