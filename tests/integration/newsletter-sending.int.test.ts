import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/core/db/raw-sql'
import { queueMail } from '../../src/core/mail/outbox'
import { startMailWorker, type MailWorker } from '../../src/core/mail/worker'
import {
  audienceCounts,
  cancelSending,
  editionProgress,
  newsletterHooks,
  sendDueEditions,
  startSending,
} from '../../src/core/newsletter/sending'
import type { SubscriptionState } from '../../src/core/newsletter/states'
import { newToken } from '../../src/core/newsletter/tokens'
import { htmlToLexical } from '../../src/core/rich-text'
import type { LocaleCode } from '../../src/i18n/config'
import { clearOutbox, rawHeader, TestSmtp } from '../helpers/smtp'
import { createAdmin } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

const from = '"Climate & Humanitarian Research" <no-reply@example.org>'

type Texts = Partial<Record<LocaleCode, { subject: string; html: string }>>

describe('sending a newsletter edition through the outbox', () => {
  let payload: Payload
  let smtp: TestSmtp
  const workers: MailWorker[] = []
  const worker = (rate = 6000) => {
    const w = startMailWorker(payload, {
      smtp: { url: smtp.url, from, host: 'test' },
      pollMs: 100,
      newsletter: { ...newsletterHooks(payload), rate },
    })
    workers.push(w)
    return w
  }

  /** An edition written in the languages given (English first), each with a text block and a button. */
  async function edition(texts: Texts, extra: Record<string, unknown> = {}): Promise<number> {
    let id = 0
    for (const [locale, { subject, html }] of Object.entries(texts) as [
      LocaleCode,
      { subject: string; html: string },
    ][]) {
      const data = {
        subject,
        body: [
          { blockType: 'text', content: await htmlToLexical(html, payload.config) },
          { blockType: 'button', label: `Read (${locale})`, url: 'https://example.org/report' },
        ],
        ...extra,
      }
      id = id
        ? (await payload.update({ collection: 'newsletters', id, locale, data: data as never, overrideAccess: true }))
            .id
        : (await payload.create({ collection: 'newsletters', locale, data: data as never, overrideAccess: true })).id
    }
    return id
  }

  /** A subscriber in `locale`, confirmed unless said otherwise. */
  async function subscriber(locale: LocaleCode, subscription: SubscriptionState = 'confirmed', prefix = 'reader') {
    const email = `${unique(prefix)}@${prefix === 'bouncing' ? 'rejected.example' : 'example.org'}`
    const doc = await payload.create({
      collection: 'newsletter-subscriptions',
      data: {
        name: `Reader ${locale}`,
        email,
        consent: true,
        subscription,
        status: 'new',
        locale,
        receivedAt: new Date().toISOString(),
        unsubscribeToken: newToken(),
      },
      overrideAccess: true,
      showHiddenFields: true,
    })
    return { id: doc.id, email, token: doc.unsubscribeToken! }
  }

  const statusOf = async (id: number) =>
    (await payload.findByID({ collection: 'newsletters', id, overrideAccess: true, depth: 0 })).status
  const outboxRows = async (id: number) =>
    rowsOf<{ subscriber: string; status: string }>(
      await payload.db.drizzle.execute(sql`SELECT "subscriber", "status" FROM "mail_outbox" WHERE "edition" = ${id}`),
    )

  beforeAll(async () => {
    payload = await testPayload()
    smtp = await new TestSmtp().start()
    smtp.rejectRecipients = /@rejected\.example$/i
  })
  beforeEach(async () => {
    // This file's editions go to every confirmed subscriber: only its own are in the table.
    await clearOutbox(payload)
    await payload.db.drizzle.execute(sql`DELETE FROM "newsletter_subscriptions"`)
  })
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()))
  })
  afterAll(async () => {
    await smtp.stop()
  })

  it('sends each confirmed subscriber one message in their language, or English where theirs is empty, with its own unsubscribe', async () => {
    const id = await edition({
      en: { subject: 'Our month in climate research', html: '<h2>Floods</h2><p>English news.</p>' },
      fr: { subject: 'Notre mois de recherche', html: '<p>Nouvelles en français.</p>' },
      ar: { subject: 'شهرنا في أبحاث المناخ', html: '<p>أخبار بالعربية.</p>' },
    })
    const en = await subscriber('en')
    const fr = await subscriber('fr')
    const ar = await subscriber('ar')
    const bn = await subscriber('bn')
    const pending = await subscriber('en', 'pending')
    const gone = await subscriber('fr', 'unsubscribed')

    expect(await audienceCounts(payload, id)).toMatchObject({ total: 4, inEnglish: 1 })
    expect(await startSending(payload, id)).toEqual({ started: true, recipients: 4 })
    expect(await statusOf(id)).toBe('sending')
    worker()

    const [toEn] = await smtp.waitFor(en.email)
    const [toFr] = await smtp.waitFor(fr.email)
    const [toAr] = await smtp.waitFor(ar.email)
    const [toBn] = await smtp.waitFor(bn.email)
    expect(toEn.subject).toBe('Our month in climate research')
    expect(toFr.subject).toBe('Notre mois de recherche')
    expect(toAr.subject).toBe('شهرنا في أبحاث المناخ')
    expect(toBn.subject).toBe('Our month in climate research')
    expect(toAr.html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/)
    expect(toFr.html).toContain('Nouvelles en français.')
    expect(toFr.text).toContain('Nouvelles en français.')
    expect(toFr.text).toContain('Read (fr): https://example.org/report')
    // Each message names its own subscriber's one-click address, and a visible unsubscribe page.
    for (const [mail, who] of [
      [toEn, en],
      [toFr, fr],
      [toAr, ar],
      [toBn, bn],
    ] as const) {
      expect(rawHeader(mail, 'List-Unsubscribe')).toContain(`token=${who.token}`)
      expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
      expect(mail.text).toContain(`/newsletter/unsubscribe?token=${who.token}`)
    }
    expect(toFr.html).toContain(`/newsletter/unsubscribe?token=${fr.token}&amp;lang=fr`)
    expect(smtp.to(pending.email)).toHaveLength(0)
    expect(smtp.to(gone.email)).toHaveLength(0)

    await expect.poll(() => statusOf(id)).toBe('sent')
    const doc = await payload.findByID({ collection: 'newsletters', id, overrideAccess: true })
    expect(doc.totals).toMatchObject({ recipients: 4, sent: 4, failed: 0, skipped: 0, inEnglish: 1 })
  })

  it('queues nobody twice: a second start is refused, and queueing again after a crash adds no one', async () => {
    const id = await edition({ en: { subject: 'Once only', html: '<p>Once.</p>' } })
    const a = await subscriber('en')
    const b = await subscriber('es')
    expect((await startSending(payload, id)).started).toBe(true)
    expect((await startSending(payload, id)).started).toBe(false)
    // As if the status had been lost while the messages stayed: queueing again adds nobody.
    await payload.db.drizzle.execute(sql`UPDATE "newsletters" SET "status" = 'draft' WHERE "id" = ${id}`)
    expect(await startSending(payload, id)).toEqual({ started: true, recipients: 0 })
    expect(await outboxRows(id)).toHaveLength(2)
    worker()
    await smtp.waitFor(a.email)
    await smtp.waitFor(b.email)
    await expect.poll(() => statusOf(id)).toBe('sent')
    expect(smtp.to(a.email)).toHaveLength(1)
    expect(smtp.to(b.email)).toHaveLength(1)
  })

  it('sends to the chosen languages only', async () => {
    const id = await edition(
      { en: { subject: 'For some', html: '<p>Some.</p>' } },
      { audience: 'languages', languages: ['bn', 'ja'] },
    )
    await subscriber('en')
    const bn = await subscriber('bn')
    const ja = await subscriber('ja')
    expect(await audienceCounts(payload, id)).toMatchObject({ total: 2, inEnglish: 2 })
    expect((await startSending(payload, id)).started).toBe(true)
    expect((await outboxRows(id)).map((row) => Number(row.subscriber)).sort()).toEqual([bn.id, ja.id].sort())
  })

  it('sends at most NEWSLETTER_RATE messages a minute, while other mail goes first', async () => {
    const id = await edition({ en: { subject: 'Paced', html: '<p>Slowly.</p>' } })
    const readers = await Promise.all(Array.from({ length: 5 }, () => subscriber('en')))
    await startSending(payload, id)
    worker(3)
    await expect.poll(async () => readers.filter((r) => smtp.to(r.email).length > 0).length).toBe(3)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(readers.filter((r) => smtp.to(r.email).length > 0)).toHaveLength(3)
    // A message someone waits for is not held behind the newsletter.
    const waiting = `${unique('reset')}@example.org`
    await queueMail(payload, { to: waiting, subject: 'Reset your password', text: 'Link.', html: '<p>Link.</p>' })
    await smtp.waitFor(waiting)
    expect(readers.filter((r) => smtp.to(r.email).length > 0)).toHaveLength(3)
    expect(await editionProgress(payload, id)).toMatchObject({ recipients: 5, sent: 3, left: 2 })
    expect(await statusOf(id)).toBe('sending')
  })

  it('sends nothing to a subscriber who unsubscribes during the sending', async () => {
    const id = await edition({ en: { subject: 'Stay or go', html: '<p>Hello.</p>' } })
    const stays = await subscriber('en')
    const leaves = await subscriber('en')
    await startSending(payload, id)
    await payload.db.drizzle.execute(
      sql`UPDATE "newsletter_subscriptions" SET "subscription" = 'unsubscribed' WHERE "id" = ${leaves.id}`,
    )
    worker()
    await smtp.waitFor(stays.email)
    await expect.poll(() => statusOf(id)).toBe('sent')
    expect(smtp.to(leaves.email)).toHaveLength(0)
    const doc = await payload.findByID({ collection: 'newsletters', id, overrideAccess: true })
    expect(doc.totals).toMatchObject({ recipients: 2, sent: 1, skipped: 1 })
  })

  it('records a permanent refusal on the subscriber, and ends the subscription after three editions', async () => {
    const bouncing = await subscriber('en', 'confirmed', 'bouncing')
    const bounces = async () =>
      payload.findByID({ collection: 'newsletter-subscriptions', id: bouncing.id, overrideAccess: true })
    worker()
    for (let n = 1; n <= 3; n++) {
      const id = await edition({ en: { subject: `Edition ${n}`, html: '<p>Refused.</p>' } })
      await startSending(payload, id)
      await expect.poll(() => statusOf(id)).toBe('sent')
      const doc = await bounces()
      expect(doc.bounces).toBe(n)
      expect(doc.subscription).toBe(n < 3 ? 'confirmed' : 'unsubscribed')
    }
    expect((await bounces()).endReason).toBe('bounced')
  })

  it('cancels: a scheduled edition back to a draft, a sending one stopped with what is left not sent', async () => {
    const scheduled = await edition({ en: { subject: 'Later', html: '<p>Later.</p>' } })
    await payload.update({
      collection: 'newsletters',
      id: scheduled,
      data: { status: 'scheduled', scheduledFor: new Date(Date.now() + 3_600_000).toISOString() },
      overrideAccess: true,
    })
    expect(await cancelSending(payload, scheduled)).toBe('unscheduled')
    expect(await statusOf(scheduled)).toBe('draft')

    const id = await edition({ en: { subject: 'Stopped', html: '<p>Stop.</p>' } })
    await Promise.all(Array.from({ length: 3 }, () => subscriber('en')))
    await startSending(payload, id)
    expect(await cancelSending(payload, id)).toBe('cancelled')
    expect(await statusOf(id)).toBe('cancelled')
    expect((await outboxRows(id)).every((row) => row.status === 'cancelled')).toBe(true)
    expect(await cancelSending(payload, id)).toBe('not-cancellable')
  })

  it('ten racing starts of one edition start it once (issue #51, finding 12)', async () => {
    const id = await edition({ en: { subject: 'Once only', html: '<p>Once.</p>' } })
    await subscriber('en')
    const starts = await Promise.all(Array.from({ length: 10 }, () => startSending(payload, id)))
    expect(starts.filter((start) => start.started)).toHaveLength(1)
    expect(await statusOf(id)).toBe('sending')
    expect(await outboxRows(id)).toHaveLength(1)
  })

  it("where a sending stands is the server's alone: an administrator's write through Payload leaves it (finding 12)", async () => {
    const admin = await createAdmin(payload)
    const id = await edition({ en: { subject: 'Gone out', html: '<p>Out.</p>' } })
    await payload.update({ collection: 'newsletters', id, data: { status: 'sent' }, overrideAccess: true })
    const before = await payload.findByID({ collection: 'newsletters', id, depth: 0 })
    const written = await payload.update({
      collection: 'newsletters',
      id,
      data: { status: 'draft', sentAt: null, startedAt: null, totals: { sent: 0 } },
      overrideAccess: false,
      user: admin.user,
      depth: 0,
    })
    expect(written.status).toBe('sent')
    expect(await statusOf(id)).toBe('sent')
    expect(written.totals).toEqual(before.totals)
    const created = await payload.create({
      collection: 'newsletters',
      data: { subject: `Born sent ${unique('s')}`, status: 'sent', audience: 'everyone' },
      overrideAccess: false,
      user: admin.user,
      depth: 0,
    })
    expect(created.status).toBe('draft')
  })

  it('starts a scheduled edition when its time has come', async () => {
    const id = await edition({ en: { subject: 'On time', html: '<p>Now.</p>' } })
    const reader = await subscriber('en')
    await payload.update({
      collection: 'newsletters',
      id,
      data: { status: 'scheduled', scheduledFor: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect(await sendDueEditions(payload)).toEqual([id])
    worker()
    await smtp.waitFor(reader.email)
    await expect.poll(() => statusOf(id)).toBe('sent')
  })
})
