import { randomInt } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import nodemailer from 'nodemailer'
import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'
import { redact, retryDelays as configuredDelays, type SmtpSettings } from './config'
import { registerMailWorker, type MailAttachment, type MailMessage } from './outbox'
import { rowsOf } from '../db/raw-sql'

/**
 * Sends what the outbox holds (src/core/mail/outbox.ts). Any number of instances may run one: a
 * message is claimed with `FOR UPDATE SKIP LOCKED`, and the claim moves its next attempt a lease
 * ahead, so a process that dies mid-send leaves it to be tried again rather than lost. A failed
 * attempt waits longer each time (retryDelays); after the last one the message is `failed` and an
 * administrator may retry it from the outbox screen.
 *
 * Each worker holds a PostgreSQL advisory lock named by its own number for as long as it lives,
 * and writes that number on what it claims: a message claimed by a worker whose lock is free
 * (its process was killed, its machine died) is taken over at once instead of after the lease.
 * A message the dead worker had handed to SMTP just before it died is sent again: once more at
 * most, with the same Message-ID for a newsletter's, so that mail systems can tell it is the same.
 */

/** The advisory locks' first key: the mail workers' (the second is each worker's number). */
const workerLockClass = 7411

export type WorkerOptions = {
  smtp: SmtpSettings
  /** Seconds between attempts; its length + 1 is the number of attempts. */
  retryDelays?: number[]
  pollMs?: number
  /** How long a claimed message is left alone by the other instances while it is being sent. */
  leaseSeconds?: number
  /** Days a sent message stays in the outbox. */
  keepSentDays?: number
  /** How the newsletter's messages are made and paced (src/core/newsletter/sending.ts). */
  newsletter?: NewsletterHooks
}

/** A newsletter's message in the outbox: its edition and subscriber. */
export type EditionMessage = { edition: number; subscriber: number }

export type NewsletterHooks = {
  /** Messages a minute at most, counted across every instance (NEWSLETTER_RATE). */
  rate: number
  /** The message to send; null when it must not be sent (the subscription ended, the sending stopped). */
  compose: (message: EditionMessage) => Promise<MailMessage | null>
  /** The address was refused for good. */
  bounced: (message: EditionMessage) => Promise<void>
  /** A message of the edition is settled (sent, failed or dropped): the edition may be done. */
  settled: (edition: number) => Promise<unknown>
}

export type MailWorker = { nudge: () => void; stop: (waitMs?: number) => Promise<void>; drain: () => Promise<void> }

type Row = {
  id: number
  to: string
  reply_to: string | null
  subject: string
  text: string
  html: string
  headers: Record<string, string> | null
  attachments: MailAttachment[] | null
  attempts: number | string
  edition: number | string | null
  subscriber: number | string | null
}

/**
 * The server refused the recipient for good (a 5xx answer to RCPT TO: no such mailbox, domain
 * not accepted): trying again later would be refused the same way, as any mail server would bounce
 * it. Everything else (the server away, a 4xx, a refused login) is worth another try.
 */
function isPermanentRejection(error: unknown): boolean {
  const e = error as { responseCode?: unknown; command?: unknown; code?: unknown }
  return (
    typeof e.responseCode === 'number' && e.responseCode >= 500 && (e.code === 'EENVELOPE' || e.command === 'RCPT TO')
  )
}

export function startMailWorker(
  payload: Payload,
  {
    smtp,
    retryDelays = configuredDelays(),
    pollMs = 5_000,
    leaseSeconds = 300,
    keepSentDays = 30,
    newsletter,
  }: WorkerOptions,
): MailWorker {
  const transport = nodemailer.createTransport(
    {
      url: smtp.url,
      requireTLS: smtp.requireTLS,
      // One connection kept open and reused (a newsletter is thousands of messages in a row).
      pool: true,
      maxConnections: 1,
      maxMessages: 100,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    } as Parameters<typeof nodemailer.createTransport>[0],
    { from: smtp.from },
  )
  const db = payload.db.drizzle
  const maxAttempts = retryDelays.length + 1
  // This worker's number, and the connection that holds its lock while it lives.
  const instance = randomInt(1, 2 ** 31 - 1)
  let holder: PoolClient | undefined
  const holdLock = async () => {
    if (holder) return
    const pool: Pool = payload.db.pool
    const client = await pool.connect()
    try {
      await client.query('SELECT pg_advisory_lock($1, $2)', [workerLockClass, instance])
    } catch (error) {
      client.release(true)
      throw error
    }
    // The connection lost (the database restarted): the lock with it. Taken again before the next claim.
    client.on('error', () => {
      if (holder === client) holder = undefined
      client.release(true)
    })
    holder = client
  }
  const releaseLock = () => {
    holder?.release(true)
    holder = undefined
  }
  let stopped = false
  let running: Promise<void> | undefined
  let again = false
  let outage = false

  /**
   * One due message, claimed for this process, or none. Mail people wait for (a password reset,
   * a confirmation) goes before the newsletter's, which is paced: at most `rate` claimed in any
   * minute. Claims take turns across instances (an advisory lock), so the count holds for all.
   */
  const newsletterTurn = newsletter
    ? sql`(SELECT count(*) FROM "mail_outbox" WHERE "edition" IS NOT NULL AND "claimed_at" > now() - interval '60 seconds') < ${newsletter.rate}`
    : sql`FALSE`
  const claim = (): Promise<Row | undefined> =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('site.mail.claim'))`)
      const result = await tx.execute(sql`
        UPDATE "mail_outbox" SET "attempts" = "attempts" + 1, "claimed_at" = now(), "claimed_by" = ${instance},
          "next_attempt_at" = now() + make_interval(secs => ${leaseSeconds}), "updated_at" = now()
        WHERE "id" = (
          SELECT "id" FROM "mail_outbox"
          WHERE "status" = 'queued' AND ("next_attempt_at" IS NULL OR "next_attempt_at" <= now()
            OR ("claimed_by" IS NOT NULL AND "claimed_by" <> ${instance} AND NOT EXISTS (
              SELECT 1 FROM pg_locks l WHERE l."locktype" = 'advisory' AND l."classid" = ${workerLockClass}
                AND l."objid"::bigint = "mail_outbox"."claimed_by" AND l."objsubid" = 2)))
            AND ("edition" IS NULL OR ${newsletterTurn})
          ORDER BY ("edition" IS NOT NULL), "next_attempt_at" NULLS FIRST, "id"
          LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING "id", "to", "reply_to", "subject", "text", "html", "headers", "attachments", "attempts", "edition", "subscriber"`)
      return rowsOf<Row>(result)[0]
    })

  /** The editions of the messages settled in this run (sent, failed or dropped). */
  const touched = new Set<number>()

  /** The message being sent just now, if any: what a stop that cannot wait hands back. */
  let sending: number | undefined
  const deliver = async (row: Row) => {
    const attempts = Number(row.attempts)
    const edition: EditionMessage | undefined =
      row.edition != null && row.subscriber != null && newsletter
        ? { edition: Number(row.edition), subscriber: Number(row.subscriber) }
        : undefined
    sending = row.id
    try {
      const message: MailMessage | null = edition
        ? await newsletter!.compose(edition)
        : {
            to: row.to,
            replyTo: row.reply_to || undefined,
            subject: row.subject,
            text: row.text,
            html: row.html,
            headers: row.headers ?? undefined,
            attachments: row.attachments ?? undefined,
          }
      if (!message) {
        await db.execute(sql`
          UPDATE "mail_outbox" SET "status" = 'cancelled', "next_attempt_at" = NULL, "updated_at" = now()
          WHERE "id" = ${row.id}`)
        if (edition) touched.add(edition.edition)
        return
      }
      await transport.sendMail({
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments,
        messageId: message.messageId,
      })
      await db.execute(sql`
        UPDATE "mail_outbox" SET "status" = 'sent', "sent_at" = now(), "next_attempt_at" = NULL, "last_error" = NULL, "updated_at" = now()
        WHERE "id" = ${row.id}`)
      if (edition) touched.add(edition.edition)
      if (outage) payload.logger.info('mail: the SMTP server accepts messages again')
      outage = false
    } catch (error) {
      const reason = redact(error instanceof Error ? error.message : String(error), smtp.url).slice(0, 1000)
      const delay = retryDelays[attempts - 1]
      const permanent = isPermanentRejection(error)
      if (attempts >= maxAttempts || delay === undefined || permanent) {
        await db.execute(sql`
          UPDATE "mail_outbox" SET "status" = 'failed', "last_error" = ${reason}, "next_attempt_at" = NULL, "updated_at" = now()
          WHERE "id" = ${row.id}`)
        payload.logger.error(`mail: message ${row.id} failed after ${attempts} attempts: ${reason}`)
        if (edition) {
          if (permanent) await newsletter!.bounced(edition)
          touched.add(edition.edition)
        }
      } else {
        await db.execute(sql`
          UPDATE "mail_outbox" SET "last_error" = ${reason}, "next_attempt_at" = now() + make_interval(secs => ${delay}), "claimed_by" = NULL, "updated_at" = now()
          WHERE "id" = ${row.id}`)
        // One line per outage, not one per message.
        if (!outage) payload.logger.warn(`mail: sending through ${smtp.host} failed, will retry: ${reason}`)
        outage = true
      }
    } finally {
      sending = undefined
    }
  }

  // Sent mail is kept a while for the outbox screen, then forgotten: it holds visitors' names,
  // addresses and links. Checked at most once an hour.
  let prunedAt = 0
  const prune = async () => {
    if (Date.now() - prunedAt < 3_600_000) return
    prunedAt = Date.now()
    await db.execute(
      sql`DELETE FROM "mail_outbox" WHERE "status" = 'sent' AND "sent_at" < now() - make_interval(days => ${keepSentDays})`,
    )
  }

  let outboxAway = false
  const work = async () => {
    try {
      await holdLock()
      for (let row = await claim(); row && !stopped; row = await claim()) await deliver(row)
      // The editions whose messages this run settled may have none left: asked once per run.
      for (const edition of touched) await newsletter?.settled(edition)
      touched.clear()
      await prune()
      outboxAway = false
    } catch (error) {
      // The database is away (decision 012): the next poll tries again. Said once per outage.
      if (!outboxAway)
        payload.logger.warn(
          `mail: the outbox could not be read: ${redact(error instanceof Error ? error.message : String(error), smtp.url)}`,
        )
      outboxAway = true
    }
  }

  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve()
    if (running) {
      again = true
      return running
    }
    running = work().finally(() => {
      running = undefined
      if (again && !stopped) {
        again = false
        void run()
      }
    })
    return running
  }

  const timer = setInterval(() => void run(), pollMs)
  timer.unref?.()
  const worker: MailWorker = {
    nudge: () => void run(),
    /** Sends every message due now (tests, and a last pass before stopping). */
    drain: async () => {
      await run()
      while (running) await running
    },
    /**
     * Claims nothing more and lets the message being sent finish, for at most `waitMs`; one
     * still being sent then is handed back (due now, its attempt not counted), so that another
     * instance sends it at once rather than after the lease. The server may have taken it just
     * before: a stop that cannot wait risks a message twice rather than late.
     */
    stop: async (waitMs = 10_000) => {
      stopped = true
      clearInterval(timer)
      registerMailWorker(undefined)
      let wait: NodeJS.Timeout | undefined
      const finished = await Promise.race([
        (running ?? Promise.resolve()).then(() => true),
        new Promise<false>((resolve) => (wait = setTimeout(() => resolve(false), waitMs))),
      ])
      clearTimeout(wait)
      if (!finished && sending !== undefined) {
        await db.execute(sql`
          UPDATE "mail_outbox" SET "next_attempt_at" = now(), "attempts" = greatest("attempts" - 1, 0), "claimed_by" = NULL, "updated_at" = now()
          WHERE "id" = ${sending} AND "status" = 'queued'`)
      }
      transport.close()
      releaseLock()
    },
  }
  registerMailWorker(worker)
  void run()
  return worker
}
