import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { isLocale, localeCodes, type LocaleCode } from '../../i18n/config'
import type { EditionAudienceCounts, EditionProgress } from '../../schemas/newsletter-edition'
import { rowsOf, sqlRunnerOf } from '../db/raw-sql'
import { setting } from '../config'
import { siteOrigin } from '../mail/links'
import type { MailMessage } from '../mail/outbox'
import type { NewsletterHooks } from '../mail/worker'
import { nudgeMailWorker } from '../mail/outbox'
import { editionLanguage, readEdition, writtenLanguages } from './edition'
import { oneClickUrl, unsubscribePageUrl } from './links'
import { personalise, renderEdition, type RenderedEdition } from './render'
import { bouncesBeforeEnd } from './states'

/*
 * Sending an edition (docs/decisions/036). "Send" queues one outbox message per confirmed
 * subscriber of its audience, in the same transaction that marks it `sending`: the outbox's
 * unique (edition, subscriber) index makes a second queueing add nobody twice. The messages
 * carry no text: the worker makes each one when its turn comes (`composeEditionMessage`), in the
 * subscriber's language, and drops it if the subscription ended meanwhile. When none is left
 * queued, the edition is `sent` and its totals are kept with it.
 */

type SQL = ReturnType<typeof sql>
type Db = Awaited<ReturnType<typeof sqlRunnerOf>>
const run = async <Row>(db: Db, query: SQL) => rowsOf<Row>(await db.execute(query))

/** The subscribers an edition goes to: confirmed, of its languages when it names some. */
function audienceWhere(edition: number): SQL {
  return sql`s."subscription" = 'confirmed' AND (
    (SELECT "audience" FROM "newsletters" WHERE "id" = ${edition}) = 'everyone'
    OR s."locale"::text IN (SELECT "value"::text FROM "newsletters_languages" WHERE "parent_id" = ${edition}))`
}

/** The language each subscriber language gets, as SQL: theirs when written, else English. */
const sentInSql = (written: readonly LocaleCode[]) =>
  written.length > 1
    ? sql`CASE WHEN s."locale"::text IN (${sql.join(
        written.map((code) => sql`${code}`),
        sql`, `,
      )}) THEN s."locale"::text ELSE 'en' END`
    : sql`'en'`

/** How many subscribers the edition would reach now, by language. */
export async function audienceCounts(payload: Payload, edition: number): Promise<EditionAudienceCounts> {
  const written = await writtenLanguages(payload, edition)
  const rows = await run<{ locale: string; subscribers: string }>(
    payload.db.drizzle,
    sql`SELECT s."locale"::text AS "locale", count(*) AS "subscribers" FROM "newsletter_subscriptions" s
        WHERE ${audienceWhere(edition)} GROUP BY s."locale"`,
  )
  const languages = localeCodes
    .map((locale) => {
      const subscribers = Number(rows.find((row) => row.locale === locale)?.subscribers ?? 0)
      return { locale, subscribers, sentIn: editionLanguage(written, locale) }
    })
    .filter((row) => row.subscribers > 0)
  return {
    total: languages.reduce((sum, row) => sum + row.subscribers, 0),
    inEnglish: languages
      .filter((row) => row.locale !== 'en' && row.sentIn === 'en')
      .reduce((s, r) => s + r.subscribers, 0),
    languages,
  }
}

export type StartResult = { started: true; recipients: number } | { started: false }

/**
 * Starts sending a draft or scheduled edition whose English subject is written: marks it
 * `sending` (through Payload, so the archive's cache and the activity log hear of it) and
 * queues its messages, in one transaction. `{ started: false }` when it is in no state to start
 * (another request or instance started it first, it was cancelled, it has no English edition).
 */
export async function startSending(payload: Payload, edition: number, user?: unknown): Promise<StartResult> {
  const written = await writtenLanguages(payload, edition)
  if (!written.includes('en')) return { started: false }
  const req = await createLocalReq({ user: user as never }, payload)
  await initTransaction(req)
  try {
    // The edition's row, locked to this transaction: a send racing this one waits here, then
    // finds it `sending` and starts nothing (Payload's update by `where` reads, then writes).
    const db = await sqlRunnerOf(req)
    const free = await run<{ id: number }>(
      db,
      sql`SELECT "id" FROM "newsletters" WHERE "id" = ${edition} AND "status" IN ('draft', 'scheduled') FOR UPDATE`,
    )
    if (free.length === 0) {
      await killTransaction(req)
      return { started: false }
    }
    const { docs } = await payload.update({
      collection: 'newsletters',
      where: { and: [{ id: { equals: edition } }, { status: { in: ['draft', 'scheduled'] } }] },
      data: { status: 'sending', startedAt: new Date().toISOString(), scheduledFor: null },
      overrideAccess: true,
      depth: 0,
      req,
    })
    if (docs.length === 0) {
      await killTransaction(req)
      return { started: false }
    }
    // One statement for every recipient: the subject in their language (or English) is kept
    // for the outbox screen; the text and HTML are made when each is sent.
    const queued = await run<{ id: number }>(
      db,
      sql`INSERT INTO "mail_outbox" ("edition", "subscriber", "to", "subject", "text", "html", "status", "attempts", "next_attempt_at", "created_at", "updated_at")
          SELECT ${edition}, s."id", s."email", l."subject", '', '', 'queued', 0, now(), now(), now()
          FROM "newsletter_subscriptions" s
          JOIN "newsletters_locales" l ON l."_parent_id" = ${edition} AND l."_locale"::text = ${sentInSql(written)}
          WHERE ${audienceWhere(edition)}
          ON CONFLICT ("edition", "subscriber") DO NOTHING
          RETURNING "id"`,
    )
    // The figures of the whole sending (a second queueing adds nobody, and counts everyone).
    await db.execute(sql`UPDATE "newsletters" SET
        "totals_recipients" = (SELECT count(*) FROM "mail_outbox" WHERE "edition" = ${edition}),
        "totals_in_english" = (SELECT count(*) FROM "newsletter_subscriptions" s WHERE ${audienceWhere(edition)}
          AND s."locale"::text <> 'en' AND s."locale"::text NOT IN (${sql.join(
            written.map((code) => sql`${code}`),
            sql`, `,
          )}))
      WHERE "id" = ${edition}`)
    const recipients = queued.length
    await commitTransaction(req)
    // An edition nobody gets is sent at once; the others when the worker has sent the last.
    await finishIfDone(payload, edition)
    nudgeMailWorker()
    return { started: true, recipients }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** Live figures of a sending, from the outbox; the stored totals once it has ended. */
export async function editionProgress(payload: Payload, edition: number): Promise<EditionProgress> {
  const [row] = await run<Record<'sent' | 'failed' | 'skipped' | 'left' | 'recipients' | 'in_english', string | null>>(
    payload.db.drizzle,
    sql`SELECT
          count(*) FILTER (WHERE o."status" = 'sent') AS "sent",
          count(*) FILTER (WHERE o."status" = 'failed') AS "failed",
          count(*) FILTER (WHERE o."status" = 'cancelled') AS "skipped",
          count(*) FILTER (WHERE o."status" = 'queued') AS "left",
          (SELECT "totals_recipients" FROM "newsletters" WHERE "id" = ${edition}) AS "recipients",
          (SELECT "totals_in_english" FROM "newsletters" WHERE "id" = ${edition}) AS "in_english"
        FROM "mail_outbox" o WHERE o."edition" = ${edition}`,
  )
  const n = (value: string | null | undefined) => Number(value ?? 0)
  return {
    recipients: n(row?.recipients),
    sent: n(row?.sent),
    failed: n(row?.failed),
    skipped: n(row?.skipped),
    left: n(row?.left),
    inEnglish: n(row?.in_english),
  }
}

/** The figures of a sending that has ended (sent, failed, not sent), as an UPDATE's assignments. */
const settledTotals = (edition: number) => sql`
  "totals_sent" = (SELECT count(*) FROM "mail_outbox" WHERE "edition" = ${edition} AND "status" = 'sent'),
  "totals_failed" = (SELECT count(*) FROM "mail_outbox" WHERE "edition" = ${edition} AND "status" = 'failed'),
  "totals_skipped" = (SELECT count(*) FROM "mail_outbox" WHERE "edition" = ${edition} AND "status" = 'cancelled')`

/**
 * A sending with nothing left queued becomes `sent`, its totals kept (the outbox forgets sent
 * mail after 30 days). Any instance may call it at any time: only one UPDATE changes the status.
 */
export async function finishIfDone(payload: Payload, edition: number): Promise<boolean> {
  const db = payload.db.drizzle
  const [done] = await run<{ id: number }>(
    db,
    sql`UPDATE "newsletters" SET "status" = 'sent', "sent_at" = now(), "updated_at" = now(), ${settledTotals(edition)}
        WHERE "id" = ${edition} AND "status" = 'sending'
          AND NOT EXISTS (SELECT 1 FROM "mail_outbox" WHERE "edition" = ${edition} AND "status" = 'queued')
        RETURNING "id"`,
  )
  return Boolean(done)
}

export type CancelResult = 'cancelled' | 'unscheduled' | 'not-cancellable'

/**
 * Cancel: a scheduled edition goes back to `draft` (nothing was sent); a sending one stops:
 * its messages not yet sent are marked not sent, and it is `cancelled` with the totals so far.
 */
export async function cancelSending(payload: Payload, edition: number, user?: unknown): Promise<CancelResult> {
  const req = await createLocalReq({ user: user as never }, payload)
  const unscheduled = await payload.update({
    collection: 'newsletters',
    where: { and: [{ id: { equals: edition } }, { status: { equals: 'scheduled' } }] },
    data: { status: 'draft', scheduledFor: null },
    overrideAccess: true,
    depth: 0,
    req,
  })
  if (unscheduled.docs.length > 0) return 'unscheduled'
  await initTransaction(req)
  try {
    const { docs } = await payload.update({
      collection: 'newsletters',
      where: { and: [{ id: { equals: edition } }, { status: { equals: 'sending' } }] },
      data: { status: 'cancelled', sentAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
      req,
    })
    if (docs.length === 0) {
      await killTransaction(req)
      return 'not-cancellable'
    }
    const db = await sqlRunnerOf(req)
    await db.execute(sql`UPDATE "mail_outbox" SET "status" = 'cancelled', "next_attempt_at" = NULL, "updated_at" = now()
      WHERE "edition" = ${edition} AND "status" = 'queued'`)
    await db.execute(sql`UPDATE "newsletters" SET ${settledTotals(edition)}
        WHERE "id" = ${edition}`)
    await commitTransaction(req)
    return 'cancelled'
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * What runs every few seconds in the server (src/core/newsletter/start.ts): scheduled editions
 * whose time has come start, and sendings with nothing left queued end (the instance that sent
 * the last message may have stopped before it could say so). Returns what it started.
 */
export async function sendDueEditions(payload: Payload): Promise<number[]> {
  const db = payload.db.drizzle
  const due = await run<{ id: number }>(
    db,
    sql`SELECT "id" FROM "newsletters" WHERE "status" = 'scheduled' AND "scheduled_for" <= now() AND "deleted_at" IS NULL ORDER BY "scheduled_for"`,
  )
  const started: number[] = []
  for (const { id } of due) if ((await startSending(payload, id)).started) started.push(id)
  const sending = await run<{ id: number }>(db, sql`SELECT "id" FROM "newsletters" WHERE "status" = 'sending'`)
  for (const { id } of sending) await finishIfDone(payload, id)
  return started
}

type Subscriber = { email: string; locale: string; subscription: string; unsubscribe_token: string | null }

/** Each edition's mail in each language, made once per process (an edition cannot change once sending). */
const rendered = new Map<string, Promise<RenderedEdition | null>>()

function renderedEdition(
  payload: Payload,
  { edition, startedAt }: { edition: number; startedAt: string | null },
  locale: LocaleCode,
): Promise<RenderedEdition | null> {
  const key = `${edition}:${startedAt}:${locale}`
  let found = rendered.get(key)
  if (!found) {
    found = readEdition(payload, edition, locale).then((read) => (read ? renderEdition(read) : null))
    found.catch(() => rendered.delete(key))
    // A few editions at most are sent at once: the oldest is forgotten first.
    if (rendered.size >= 32) rendered.delete(rendered.keys().next().value as string)
    rendered.set(key, found)
  }
  return found
}

/**
 * The message for one outbox row of an edition, made when it is sent: in the subscriber's
 * language, with their unsubscribe links. Null when it must not be sent: the subscription has
 * ended, or the edition is no longer being sent.
 */
export async function composeEditionMessage(
  payload: Payload,
  { edition, subscriber }: { edition: number; subscriber: number },
): Promise<MailMessage | null> {
  const db = payload.db.drizzle
  const [[row], [state]] = await Promise.all([
    run<Subscriber>(
      db,
      sql`SELECT "email", "locale"::text AS "locale", "subscription", "unsubscribe_token" FROM "newsletter_subscriptions" WHERE "id" = ${subscriber}`,
    ),
    run<{ status: string; started_at: string | null }>(
      db,
      sql`SELECT "status", "started_at"::text AS "started_at" FROM "newsletters" WHERE "id" = ${edition}`,
    ),
  ])
  if (!row || row.subscription !== 'confirmed' || !row.unsubscribe_token || state?.status !== 'sending') return null
  const locale = isLocale(row.locale) ? row.locale : 'en'
  const mail = await renderedEdition(payload, { edition, startedAt: state.started_at }, locale)
  if (!mail) return null
  const message = personalise(mail, unsubscribePageUrl(row.unsubscribe_token, locale))
  return {
    to: row.email,
    ...message,
    // The same each time: a message sent again after a crash is recognisably the same one.
    messageId: `<newsletter-${edition}-${subscriber}@${new URL(siteOrigin()).hostname}>`,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(row.unsubscribe_token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/**
 * A permanent refusal (5xx) of a subscriber's address for an edition: counted once per edition;
 * the third ends the subscription, with the reason kept for the inbox.
 */
export async function recordBounce(
  payload: Payload,
  { edition, subscriber }: { edition: number; subscriber: number },
): Promise<void> {
  await payload.db.drizzle.execute(sql`UPDATE "newsletter_subscriptions" SET
      "bounces" = COALESCE("bounces", 0) + 1, "last_bounce_edition" = ${edition}, "updated_at" = now(),
      "subscription" = CASE WHEN COALESCE("bounces", 0) + 1 >= ${bouncesBeforeEnd} THEN 'unsubscribed' ELSE "subscription" END,
      "unsubscribed_at" = CASE WHEN COALESCE("bounces", 0) + 1 >= ${bouncesBeforeEnd} AND "subscription" <> 'unsubscribed' THEN now() ELSE "unsubscribed_at" END,
      "end_reason" = CASE WHEN COALESCE("bounces", 0) + 1 >= ${bouncesBeforeEnd} AND "subscription" <> 'unsubscribed' THEN 'bounced' ELSE "end_reason" END
    WHERE "id" = ${subscriber} AND "last_bounce_edition" IS DISTINCT FROM ${edition}`)
}

/** The test send: the edition in one language to one address, marked as a test, with no unsubscribe of anyone's. */
export async function editionTestMessage(
  payload: Payload,
  edition: number,
  locale: LocaleCode,
  to: string,
): Promise<MailMessage | null> {
  const read = await readEdition(payload, edition, locale)
  if (!read) return null
  const mail = await renderEdition(read, { test: true })
  return { to, ...personalise(mail, unsubscribePageUrl('test', read.language)) }
}

/** What the mail worker needs to send editions (src/core/mail/worker.ts), paced by NEWSLETTER_RATE. */
export const newsletterHooks = (payload: Payload): NewsletterHooks => ({
  rate: setting('NEWSLETTER_RATE'),
  compose: (message) => composeEditionMessage(payload, message),
  bounced: (message) => recordBounce(payload, message),
  settled: (edition) => finishIfDone(payload, edition),
})
