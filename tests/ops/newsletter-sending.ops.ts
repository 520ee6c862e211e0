import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { rawHeader, TestSmtp } from '../helpers/smtp'
import { send } from '../security/http'
import { startCluster, type Cluster } from '../../scripts/lib/embedded-postgres'
import { startSite, type Site, withoutSeed } from './helpers'
import { freePort } from '../../scripts/lib/free-port'

// docs/decisions/036, end to end: a site of its own (the real start script, on a PostgreSQL server
// of its own as the organisation's host runs it) sends an edition to 5,000 confirmed subscribers
// in the seven languages through a real SMTP server, at NEWSLETTER_RATE, and is killed with
// kill -9 halfway: started again, it sends the rest, and each subscriber has the edition once, in
// their language or in English.

const subscribers = 5_000
const rate = 3_000
const languages = ['en', 'bn', 'es', 'ar', 'fr', 'zh', 'ja'] as const
/** The languages the edition is written in; the others get English. */
const subjects: Partial<Record<(typeof languages)[number], string>> = {
  en: 'Monsoon notes from the field',
  fr: 'Notes de terrain de la mousson',
  ar: 'ملاحظات ميدانية عن الرياح الموسمية',
  zh: '季风田野笔记',
}

test.describe('a newsletter edition to 5,000 subscribers', () => {
  let dir: string
  let cluster: Cluster
  let site: Site | undefined
  const smtp = new TestSmtp('ops-newsletter', 'ops-Secret-7713', { headersOnly: true })
  let env: NodeJS.ProcessEnv

  async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: cluster.urlFor('site') })
    await client.connect()
    try {
      return (await client.query<T>(sql, values)).rows
    } finally {
      await client.end()
    }
  }

  const api = async (method: string, target: string, token: string, body?: unknown) => {
    const res = await send(site!.baseURL, {
      method,
      path: target,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, body: JSON.parse(res.text) }
  }

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-ops-newsletter-'))
    fs.chmodSync(dir, 0o711)
    cluster = await startCluster({ dataDir: path.join(dir, 'pg'), persistent: true, keepRunning: true })
    await cluster.createDatabase('site')
    smtp.port = await freePort()
    await smtp.start()
    env = {
      ...process.env,
      ...withoutSeed,
      DATABASE_URL: cluster.urlFor('site'),
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: path.join(dir, 'data'),
      MEDIA_DIR: path.join(dir, 'media'),
      SMTP_URL: smtp.url,
      NEWSLETTER_RATE: String(rate),
      MAIL_RETRY_DELAYS: '1,1,1,1,1',
    }
  })

  test.afterAll(async () => {
    await site?.kill()
    await smtp.stop()
    await cluster?.stop()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  test('each gets it once in their language (or English), at the rate, through a kill -9 halfway; with a working one-click unsubscribe', async () => {
    test.setTimeout(900_000)
    site = await startSite(env)

    // 5,000 confirmed subscribers, the languages in turn.
    const emails = Array.from({ length: subscribers }, (_, i) => `reader-${i}@subscribers.example`)
    const locales = emails.map((_, i) => languages[i % languages.length])
    const tokens = emails.map(() => randomBytes(32).toString('base64url'))
    await query(
      `INSERT INTO "newsletter_subscriptions" ("name", "email", "consent", "subscription", "locale", "status",
         "received_at", "confirmed_at", "unsubscribe_token", "bounces", "updated_at", "created_at")
       SELECT 'Reader', e, true, 'confirmed', l::"enum_newsletter_subscriptions_locale", 'new', now(), now(), t, 0, now(), now()
       FROM unnest($1::text[], $2::text[], $3::text[]) AS s(e, l, t)`,
      [emails, locales, tokens],
    )

    const login = await send(site.baseURL, {
      method: 'POST',
      path: '/api/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD }),
    })
    expect(login.status, login.text).toBe(200)
    const token = JSON.parse(login.text).data.token as string

    const created = await api('POST', '/api/newsletters', token, {
      subject: subjects.en,
      body: [{ type: 'text', html: '<p>What the rains brought this year.</p>' }],
    })
    expect(created.status).toBe(201)
    const id = created.body.data.id as number
    for (const locale of ['fr', 'ar', 'zh'] as const)
      expect(
        (await api('PUT', `/api/newsletters/${id}?locale=${locale}`, token, { subject: subjects[locale] })).status,
      ).toBe(200)
    const audience = (await api('GET', `/api/newsletters/${id}/audience`, token)).body.data
    expect(audience.total).toBe(subscribers)
    expect(audience.inEnglish).toBe(locales.filter((l) => ['bn', 'es', 'ja'].includes(l)).length)

    const started = Date.now()
    const sent = await api('POST', `/api/newsletters/${id}/send`, token, {})
    expect(sent.status).toBe(200)
    expect(sent.body.data.totals.recipients).toBe(subscribers)

    // Halfway, the site dies at once (its every process: as when its machine goes away).
    await expect.poll(() => smtp.received.length, { timeout: 300_000, intervals: [200] }).toBeGreaterThan(2_000)
    await site.kill()
    const beforeKill = smtp.received.length
    expect(beforeKill).toBeLessThan(subscribers)

    site = await startSite(env)
    const recipients = () => new Set(smtp.received.flatMap((m) => m.envelopeTo)).size
    await expect.poll(recipients, { timeout: 600_000, intervals: [1_000] }).toBe(subscribers)
    await expect
      .poll(async () => (await api('GET', `/api/newsletters/${id}`, token)).body.data.status, { timeout: 60_000 })
      .toBe('sent')

    // Each subscriber has it once: one Message-ID each, and a message the dead site had just
    // handed over when it died sent again at most once (the same Message-ID).
    const byRecipient = new Map<string, Set<string>>()
    for (const mail of smtp.received) {
      const [to] = mail.envelopeTo
      byRecipient.set(to, (byRecipient.get(to) ?? new Set()).add(mail.messageId ?? ''))
    }
    expect([...byRecipient.values()].every((ids) => ids.size === 1)).toBe(true)
    expect(smtp.received.length - subscribers).toBeLessThanOrEqual(1)
    console.log(
      `  ${subscribers} subscribers: ${beforeKill} received before kill -9, all in ${((Date.now() - started) / 1000).toFixed(0)} s (restart included), ${smtp.received.length - subscribers} received twice`,
    )

    // In their language, or in English where the edition has none. One assertion over all the
    // messages (the recipients whose subject is another): Playwright's bookkeeping of each
    // `expect` grows with the test's steps, and 10,000 of them took 40 s of the worker's CPU.
    const localeOf = new Map(emails.map((email, i) => [email, locales[i]]))
    const wrongSubject = smtp.received.filter((mail) => {
      const locale = localeOf.get(mail.envelopeTo[0])!
      return mail.subject !== (subjects[locale] ?? subjects.en)
    })
    expect(wrongSubject.map((mail) => `${mail.envelopeTo[0]}: ${mail.subject}`)).toEqual([])

    // At most NEWSLETTER_RATE in any minute, across both lives of the site: the most messages
    // received within 60 s of one another.
    const times = smtp.received.map((m) => m.receivedAt).sort((a, b) => a - b)
    let start = 0
    let busiestMinute = 0
    for (let end = 0; end < times.length; end++) {
      while (times[end] - times[start] >= 60_000) start++
      busiestMinute = Math.max(busiestMinute, end - start + 1)
    }
    expect(busiestMinute).toBeGreaterThan(0)
    expect(busiestMinute).toBeLessThanOrEqual(rate)

    const doc = (await api('GET', `/api/newsletters/${id}`, token)).body.data
    expect(doc.totals).toMatchObject({ recipients: subscribers, sent: subscribers, failed: 0, left: 0 })

    // The outbox stays paged: one page of this edition's 5,000 messages.
    const outbox = await send(site.baseURL, {
      path: `/api/cms/mail-outbox?limit=50&where[edition][equals]=${id}&depth=0`,
      headers: { authorization: `JWT ${token}` },
    })
    expect(outbox.status).toBe(200)
    const page = JSON.parse(outbox.text)
    expect(page.docs).toHaveLength(50)
    expect(page.totalDocs).toBe(subscribers)

    // A mail program's one-click unsubscribe, from one of the messages.
    const one = smtp.received.find((m) => m.envelopeTo[0] === emails[3])!
    const oneClick = new URL(rawHeader(one, 'List-Unsubscribe')!.slice(1, -1))
    const unsubscribe = await send(site.baseURL, {
      method: 'POST',
      path: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(unsubscribe.status).toBe(200)
    const [row] = await query<{ subscription: string }>(
      `SELECT "subscription" FROM "newsletter_subscriptions" WHERE "email" = $1`,
      [emails[3]],
    )
    expect(row.subscription).toBe('unsubscribed')
  })
})
