import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parseSmtpUrl } from '../../src/core/config'
import { redact, smtpSettings } from '../../src/core/mail/config'
import { queueMail } from '../../src/core/mail/outbox'
import { renderMail } from '../../src/core/mail/layout'
import { retryMail } from '../../src/core/mail/retry'
import { startMailWorker, type MailWorker } from '../../src/core/mail/worker'
import { clearOutbox, rawHeader, TestSmtp } from '../helpers/smtp'
import { testPayload, unique } from '../helpers/payload'

const from = '"Climate & Humanitarian Research" <no-reply@example.org>'
const outboxOf = async (payload: Payload, id: number | string) =>
  payload.findByID({ collection: 'mail-outbox', id, overrideAccess: true })
const message = (to: string, extra: Partial<Parameters<typeof queueMail>[1]> = {}) => ({
  to,
  subject: `Hello ${to}`,
  ...renderMail({ locale: 'fr', heading: 'Bonjour', paragraphs: ['Un message.'] }),
  ...extra,
})

describe('the outbox and its SMTP worker', () => {
  let payload: Payload
  let smtp: TestSmtp
  const workers: MailWorker[] = []
  const worker = (options: Partial<Parameters<typeof startMailWorker>[1]> = {}) => {
    const w = startMailWorker(payload, { smtp: { url: smtp.url, from, host: 'test' }, pollMs: 100, ...options })
    workers.push(w)
    return w
  }

  beforeAll(async () => {
    payload = await testPayload()
    await clearOutbox(payload)
    smtp = await new TestSmtp().start()
  })
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()))
  })
  afterAll(async () => {
    await smtp.stop()
  })

  it('stores a message queued, then delivers it with its recipients, Reply-To and extra headers, and marks it sent', async () => {
    const to = `${unique('reader')}@example.org`
    const { id } = await queueMail(
      payload,
      message(to, {
        replyTo: 'visitor@example.net',
        headers: {
          'List-Unsubscribe': '<https://site.example/u?t=1>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
    )
    expect(await outboxOf(payload, id)).toMatchObject({ status: 'queued', attempts: 0 })
    worker()
    const [mail] = await smtp.waitFor(to)
    expect(mail.subject).toBe(`Hello ${to}`)
    expect(mail.from?.text).toContain('no-reply@example.org')
    expect(mail.replyTo?.text).toBe('visitor@example.net')
    expect(rawHeader(mail, 'List-Unsubscribe')).toBe('<https://site.example/u?t=1>')
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.html).toContain('lang="fr"')
    expect(mail.text).toContain('Un message.')
    await expect.poll(async () => (await outboxOf(payload, id)).status).toBe('sent')
    const row = await outboxOf(payload, id)
    expect(row.attempts).toBe(1)
    expect(row.sentAt).toBeTruthy()
  })

  it('keeps a message sent while the SMTP server is down, and delivers it once the server is back', async () => {
    const to = `${unique('patient')}@example.org`
    await smtp.stop()
    const w = worker({ retryDelays: [1, 1, 1, 1, 1] })
    const { id } = await queueMail(payload, message(to))
    try {
      // A failed attempt is recorded with its reason (the attempt is counted when it starts).
      await expect.poll(async () => (await outboxOf(payload, id)).lastError, { timeout: 10_000 }).toBeTruthy()
      const waiting = await outboxOf(payload, id)
      expect(waiting.status).toBe('queued')
      expect(waiting.attempts).toBeGreaterThanOrEqual(1)
      // The outbox never holds the SMTP password.
      expect(waiting.lastError).not.toContain(smtp.password)
    } finally {
      await smtp.start()
    }
    w.nudge()
    await smtp.waitFor(to, 1, 15_000)
    await expect.poll(async () => (await outboxOf(payload, id)).status).toBe('sent')
    expect(smtp.to(to)).toHaveLength(1)
  })

  it('delivers a message queued before the worker started, as after a restart of the site', async () => {
    const to = `${unique('restart')}@example.org`
    const { id } = await queueMail(payload, message(to))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await outboxOf(payload, id)).status).toBe('queued')
    expect(smtp.to(to)).toHaveLength(0)
    worker()
    await smtp.waitFor(to)
    await expect.poll(async () => (await outboxOf(payload, id)).status).toBe('sent')
  })

  it('gives up after the last retry with the reason, and an administrator can retry it', async () => {
    const to = `${unique('refused')}@example.org`
    const wrong = new TestSmtp('mailer', 'another-password')
    wrong.port = smtp.port
    // The same server, a wrong password: every attempt is refused.
    const w = startMailWorker(payload, {
      smtp: { url: wrong.url, from, host: 'test' },
      pollMs: 100,
      retryDelays: [0, 0],
    })
    workers.push(w)
    const { id } = await queueMail(payload, message(to))
    await expect.poll(async () => (await outboxOf(payload, id)).status, { timeout: 10_000 }).toBe('failed')
    const failed = await outboxOf(payload, id)
    expect(failed.attempts).toBe(3)
    expect(failed.lastError).toMatch(/auth|Invalid/i)
    expect(failed.lastError).not.toContain('another-password')
    await w.stop()
    workers.splice(workers.indexOf(w), 1)

    worker()
    await retryMail(payload, id)
    await smtp.waitFor(to)
    await expect.poll(async () => (await outboxOf(payload, id)).status).toBe('sent')
  })

  it('never logs in over plain SMTP to another machine: without STARTTLS nothing is sent', async () => {
    expect(smtpSettings({ SMTP_URL: 'smtp://u:p@mail.example:587' })?.requireTLS).toBe(true)
    expect(smtpSettings({ SMTP_URL: 'smtp://u:p@mail.example:587?requireTLS=false' })?.requireTLS).toBe(false)
    expect(smtpSettings({ SMTP_URL: 'smtps://u:p@mail.example:465' })?.requireTLS).toBe(false)
    expect(smtpSettings({ SMTP_URL: 'smtp://u:p@127.0.0.1:2525' })?.requireTLS).toBe(false)
    // The test server offers no STARTTLS, as a server whose offer was stripped on the way.
    const to = `${unique('plain')}@example.org`
    const w = startMailWorker(payload, {
      smtp: { url: smtp.url, from, host: 'test', requireTLS: true },
      pollMs: 100,
      retryDelays: [60],
    })
    workers.push(w)
    const { id } = await queueMail(payload, message(to))
    await expect
      .poll(async () => (await outboxOf(payload, id)).lastError ?? '', { timeout: 10_000 })
      .toMatch(/STARTTLS|TLS/i)
    expect((await outboxOf(payload, id)).status).toBe('queued')
    expect(smtp.to(to)).toEqual([])
    await clearOutbox(payload)
  })

  it('forgets sent mail after 30 days (it holds names, addresses and links); queued and failed mail stays', async () => {
    const old = await queueMail(payload, message(`${unique('old')}@example.org`))
    const waiting = await queueMail(payload, message(`${unique('waiting')}@example.org`))
    const db = payload.db.drizzle
    await db.execute(
      sql`UPDATE "mail_outbox" SET "status" = 'sent', "sent_at" = now() - interval '31 days' WHERE "id" = ${old.id}`,
    )
    await db.execute(
      sql`UPDATE "mail_outbox" SET "next_attempt_at" = now() + interval '1 day' WHERE "id" = ${waiting.id}`,
    )
    await worker().drain()
    await expect(outboxOf(payload, old.id)).rejects.toThrow()
    expect((await outboxOf(payload, waiting.id)).status).toBe('queued')
    await clearOutbox(payload)
  })

  it('sends each message once, however many instances run a worker', async () => {
    const to = `${unique('crowd')}@example.org`
    for (let i = 0; i < 6; i++) await queueMail(payload, message(to, { subject: `Part ${i}` }))
    worker()
    worker()
    worker()
    await smtp.waitFor(to, 6)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(
      smtp
        .to(to)
        .map((m) => m.subject)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4, 5].map((i) => `Part ${i}`))
  })

  it("takes over at once a message claimed by a worker whose process is gone, and leaves a live worker's claim alone", async () => {
    const lost = `${unique('lost')}@example.org`
    const held = `${unique('held')}@example.org`
    const claimed = async (to: string, by: number) => {
      const { id } = await queueMail(payload, message(to))
      // As a worker leaves a claim: attempted, its lease five minutes ahead, signed with its number.
      await payload.db.drizzle.execute(sql`UPDATE "mail_outbox" SET "attempts" = 1, "claimed_by" = ${by},
        "next_attempt_at" = now() + interval '5 minutes' WHERE "id" = ${id}`)
    }
    // A live worker: its advisory lock held on a connection of its own.
    const alive = await payload.db.pool.connect()
    try {
      await alive.query('SELECT pg_advisory_lock(7411, 424242)')
      await claimed(held, 424242)
      await claimed(lost, 171717)
      worker()
      await smtp.waitFor(lost)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(smtp.to(held)).toHaveLength(0)
    } finally {
      await alive.query('SELECT pg_advisory_unlock_all()')
      alive.release()
    }
  })

  it('fails at once, without retrying, a recipient the server refuses for good (5xx to RCPT TO)', async () => {
    const refusing = await new TestSmtp().start()
    refusing.rejectRecipients = /@nowhere\.example$/
    try {
      const to = `${unique('gone')}@nowhere.example`
      const w = startMailWorker(payload, {
        smtp: { url: refusing.url, from, host: 'test' },
        pollMs: 100,
        retryDelays: [60, 60],
      })
      workers.push(w)
      const { id } = await queueMail(payload, message(to))
      await expect.poll(async () => (await outboxOf(payload, id)).status, { timeout: 10_000 }).toBe('failed')
      const failed = await outboxOf(payload, id)
      expect(failed.attempts).toBe(1)
      expect(failed.lastError).toMatch(/550/)
    } finally {
      await refusing.stop()
    }
  })

  it('queues what Payload itself sends', async () => {
    const to = `${unique('payload')}@example.org`
    await payload.sendEmail({ to, subject: 'From Payload', html: '<p>Hi <b>there</b></p>' })
    const { docs } = await payload.find({
      collection: 'mail-outbox',
      where: { to: { equals: to } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ subject: 'From Payload', status: 'queued', text: 'Hi there' })
  })

  it('refuses an SMTP_URL it cannot use in one line that does not repeat it', () => {
    expect(() => parseSmtpUrl('http://user:pw@host')).toThrow(/smtp:\/\/ or smtps:\/\//)
    expect(() => parseSmtpUrl('smtp//user:topsecret@host')).toThrow(/not a valid URL/)
    try {
      parseSmtpUrl('smtp//user:topsecret@host')
    } catch (error) {
      expect((error as Error).message).not.toContain('topsecret')
    }
    expect(smtpSettings({ SMTP_URL: '' })).toBeUndefined()
    expect(smtpSettings({ SMTP_URL: 'smtps://u:p%40ss@mail.example:465' })?.host).toBe('smtps://mail.example:465')
    expect(redact('535 auth failed for u with p@ss', 'smtps://uname:p%40ss@mail.example:465')).toBe(
      '535 auth failed for u with ***',
    )
  })

  describe('a server that stops (docs/decisions/027-*)', () => {
    // Only this test's message is due: the worker must be sending it when it is told to stop.
    beforeEach(() => clearOutbox(payload))
    it('finishes the message it is sending before it stops', async () => {
      const to = `${unique('stopping')}@example.org`
      let release = () => {}
      smtp.holdData = new Promise((resolve) => (release = resolve))
      const { id } = await queueMail(payload, message(to))
      const w = startMailWorker(payload, { smtp: { url: smtp.url, from, host: 'test' }, pollMs: 100 })
      await expect.poll(async () => (await outboxOf(payload, id)).attempts, { timeout: 15_000 }).toBe(1)
      setTimeout(release, 500)
      await w.stop()
      smtp.holdData = undefined
      expect((await outboxOf(payload, id)).status).toBe('sent')
      expect(await smtp.waitFor(to)).toHaveLength(1)
    })

    it('hands back a message it cannot finish in time, and another instance sends it at once', async () => {
      const to = `${unique('handed-back')}@example.org`
      let release = () => {}
      smtp.holdData = new Promise((resolve) => (release = resolve))
      const { id } = await queueMail(payload, message(to))
      const stopping = startMailWorker(payload, {
        smtp: { url: smtp.url, from, host: 'test' },
        pollMs: 100,
        leaseSeconds: 300,
      })
      await expect.poll(async () => (await outboxOf(payload, id)).attempts, { timeout: 15_000 }).toBe(1)
      await stopping.stop(300)
      const handedBack = await outboxOf(payload, id)
      expect(handedBack).toMatchObject({ status: 'queued', attempts: 0 })
      expect(new Date(String(handedBack.nextAttemptAt)).getTime()).toBeLessThanOrEqual(Date.now() + 1000)
      smtp.holdData = undefined
      release()
      // Another instance's worker takes it now, not 300 s later when the lease would have run out.
      worker()
      await expect.poll(async () => (await outboxOf(payload, id)).status, { timeout: 10_000 }).toBe('sent')
    })
  })
})
