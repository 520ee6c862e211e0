import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { isLocale, type LocaleCode } from '../../i18n/config'
import { queueMail } from '../mail/outbox'
import type { NewsletterInput } from '../../schemas/newsletter'
import { alreadySubscribedMail, confirmationMail, unsubscribedMail, type Recipient } from './mails'
import { confirmationResendMs, noticeIntervalMs, pendingLifetimeMs, type SubscriptionState } from './states'
import { isTokenShape, newToken } from './tokens'
import { rowsOf } from '../db/raw-sql'

/**
 * The newsletter's double opt-in (docs/decisions/016-*). The state
 * changes that must hold across instances and racing requests (a throttle, a confirmation, an
 * unsubscribe) are single conditional UPDATEs: whoever's UPDATE returns the row acts.
 */

type Row = {
  id: number
  email: string
  name: string
  locale: string
  subscription: SubscriptionState
  confirm_token: string | null
  unsubscribe_token: string | null
}

const returning = sql`RETURNING "id", "email", "name", "locale", "subscription", "confirm_token", "unsubscribe_token"`

async function rows(payload: Payload, query: ReturnType<typeof sql>): Promise<Row[]> {
  return rowsOf<Row>(await payload.db.drizzle.execute(query))
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString()

const recipient = (row: Row): Recipient => ({
  email: row.email,
  name: row.name,
  locale: isLocale(row.locale) ? row.locale : 'en',
  unsubscribeToken: row.unsubscribe_token ?? '',
})

/**
 * Pending subscribers who did not confirm within 7 days are forgotten, and so are the mails the
 * outbox kept for them (their name, address and link); returns how many subscribers.
 */
export async function forgetStalePending(payload: Payload): Promise<number> {
  const deleted = await rows(
    payload,
    sql`DELETE FROM "newsletter_subscriptions" WHERE "subscription" = 'pending' AND "received_at" < ${ago(pendingLifetimeMs)} ${returning}`,
  )
  if (deleted.length > 0) {
    const addresses = deleted.map((row) => row.email)
    await rows(
      payload,
      sql`DELETE FROM "mail_outbox" WHERE lower("to") IN (${sql.join(
        addresses.map((address) => sql`${address}`),
        sql`, `,
      )}) RETURNING "id"`,
    )
  }
  return deleted.length
}

async function findByEmail(payload: Payload, email: string): Promise<Row | undefined> {
  return (await rows(payload, sql`SELECT * FROM "newsletter_subscriptions" WHERE "email" = ${email}`))[0]
}

/**
 * A visitor's POST /api/newsletter (its answer is the same whatever happens here, so it tells
 * nobody whether an address is on the list):
 * - a new address is stored `pending` and sent the confirmation link;
 * - a pending one asked again gets the link again, at most once per 15 minutes, and its 7 days
 *   start again; an unsubscribed one gets a new link on the same terms, and stays unsubscribed
 *   (its opt-out kept) until that link is confirmed;
 * - a confirmed one changes nothing; its owner gets one "already subscribed" notice a day at most.
 * The visitor's name is never overwritten (anyone can post any address).
 */
export async function subscribe(
  payload: Payload,
  { name, email }: NewsletterInput,
  { receivedAt, locale }: { receivedAt: string; locale: LocaleCode },
): Promise<void> {
  const address = email.trim().toLowerCase()
  await forgetStalePending(payload)
  const existing = await findByEmail(payload, address)
  if (!existing) {
    const confirmToken = newToken()
    let doc
    try {
      doc = await payload.create({
        collection: 'newsletter-subscriptions',
        data: {
          name,
          email: address,
          consent: true,
          status: 'new',
          receivedAt,
          subscription: 'pending',
          locale,
          confirmToken,
          unsubscribeToken: newToken(),
          confirmationSentAt: receivedAt,
        },
        overrideAccess: true,
        showHiddenFields: true,
      })
    } catch (error) {
      // Lost the race to another request for the same address: that one sends the mail.
      if (await findByEmail(payload, address)) return
      throw error
    }
    await queueMail(
      payload,
      confirmationMail({ email: address, name, locale, unsubscribeToken: doc.unsubscribeToken! }, confirmToken),
    )
    return
  }
  if (existing.subscription === 'confirmed') {
    const [claimed] = await rows(
      payload,
      sql`UPDATE "newsletter_subscriptions" SET "notice_sent_at" = now()
          WHERE "id" = ${existing.id} AND "subscription" = 'confirmed' AND ("notice_sent_at" IS NULL OR "notice_sent_at" < ${ago(noticeIntervalMs)}) ${returning}`,
    )
    if (claimed) await queueMail(payload, alreadySubscribedMail(recipient(claimed)))
    return
  }
  // Pending: the link sent again. Unsubscribed and asking again: a new link, while the opt-out
  // stays recorded as it is until that link is confirmed (a pending row would be forgotten
  // after 7 days, and the opt-out with it).
  const [claimed] = await rows(
    payload,
    sql`UPDATE "newsletter_subscriptions" SET
          "locale" = ${locale}, "received_at" = ${receivedAt}, "confirmation_sent_at" = now(), "updated_at" = now(),
          "confirm_token" = CASE WHEN "subscription" = 'pending' AND "confirm_token" IS NOT NULL THEN "confirm_token" ELSE ${newToken()} END,
          "unsubscribe_token" = COALESCE("unsubscribe_token", ${newToken()})
        WHERE "id" = ${existing.id} AND "subscription" <> 'confirmed'
          AND ("confirmation_sent_at" IS NULL OR "confirmation_sent_at" < ${ago(confirmationResendMs)}) ${returning}`,
  )
  if (claimed?.confirm_token) await queueMail(payload, confirmationMail(recipient(claimed), claimed.confirm_token))
}

export type ConfirmResult = { state: 'confirmed'; locale: LocaleCode } | { state: 'invalid' }

/** The rows a confirmation token may confirm now (see `confirmSubscription`). */
const openLink = (token: string) => sql`"confirm_token" = ${token} AND "received_at" >= ${ago(pendingLifetimeMs)}
  AND ("subscription" = 'pending' OR ("subscription" = 'unsubscribed' AND "confirmation_sent_at" > "unsubscribed_at"))`

/**
 * The confirm page's button (a POST: mail scanners follow GET links): a subscriber whose link
 * was sent in the last 7 days becomes confirmed. Pressing it again shows the same success; an
 * expired, replaced or unknown link is invalid, and a link sent before an unsubscribe never
 * brings the address back.
 */
export async function confirmSubscription(payload: Payload, token: unknown): Promise<ConfirmResult> {
  if (!isTokenShape(token)) return { state: 'invalid' }
  const [row] = await rows(
    payload,
    sql`UPDATE "newsletter_subscriptions" SET
          "subscription" = 'confirmed', "confirmed_at" = now(), "updated_at" = now(), "end_reason" = NULL, "bounces" = 0
        WHERE ${openLink(token)} ${returning}`,
  )
  const found =
    row ??
    (
      await rows(
        payload,
        sql`SELECT * FROM "newsletter_subscriptions" WHERE "confirm_token" = ${token} AND "subscription" = 'confirmed'`,
      )
    )[0]
  return found ? { state: 'confirmed', locale: recipient(found).locale } : { state: 'invalid' }
}

/** What the confirm page shows for a link (it only reads: GET never confirms). */
export async function findByConfirmToken(
  payload: Payload,
  token: unknown,
): Promise<{ state: 'open' | 'confirmed'; locale: LocaleCode } | undefined> {
  if (!isTokenShape(token)) return undefined
  const [open] = await rows(payload, sql`SELECT * FROM "newsletter_subscriptions" WHERE ${openLink(token)}`)
  if (open) return { state: 'open', locale: recipient(open).locale }
  const [done] = await rows(
    payload,
    sql`SELECT * FROM "newsletter_subscriptions" WHERE "confirm_token" = ${token} AND "subscription" = 'confirmed'`,
  )
  return done ? { state: 'confirmed', locale: recipient(done).locale } : undefined
}

export type UnsubscribeResult = { state: 'unsubscribed'; locale: LocaleCode } | { state: 'invalid' }

/**
 * The one-click POST or the page's button: the subscriber (confirmed or still pending) is
 * unsubscribed at once and told so by mail once; again is a no-op with the same answer. The
 * link works for as long as the subscriber exists: its token never changes.
 */
export async function unsubscribe(payload: Payload, token: unknown): Promise<UnsubscribeResult> {
  if (!isTokenShape(token)) return { state: 'invalid' }
  const [row] = await rows(
    payload,
    sql`UPDATE "newsletter_subscriptions" SET "subscription" = 'unsubscribed', "unsubscribed_at" = now(), "end_reason" = 'visitor', "updated_at" = now()
        WHERE "unsubscribe_token" = ${token} AND "subscription" <> 'unsubscribed' ${returning}`,
  )
  if (row) {
    await queueMail(payload, unsubscribedMail(recipient(row)))
    return { state: 'unsubscribed', locale: recipient(row).locale }
  }
  const found = await findByUnsubscribeToken(payload, token)
  return found?.subscription === 'unsubscribed' ? { state: 'unsubscribed', locale: found.locale } : { state: 'invalid' }
}

/** What the unsubscribe page shows for a link (it only reads: GET never unsubscribes). */
export async function findByUnsubscribeToken(
  payload: Payload,
  token: unknown,
): Promise<{ subscription: SubscriptionState; locale: LocaleCode } | undefined> {
  if (!isTokenShape(token)) return undefined
  const [row] = await rows(payload, sql`SELECT * FROM "newsletter_subscriptions" WHERE "unsubscribe_token" = ${token}`)
  return row ? { subscription: row.subscription, locale: recipient(row).locale } : undefined
}
