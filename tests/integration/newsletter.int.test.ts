import { sql } from '@payloadcms/db-postgres'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocaleCode } from '../../src/i18n/config'
import { messages } from '../../src/i18n/messages'
import {
  confirmSubscription,
  findByConfirmToken,
  findByUnsubscribeToken,
  forgetStalePending,
  subscribe,
  unsubscribe,
} from '../../src/core/newsletter/subscriptions'
import * as confirmRoute from '../../app/api/newsletter/confirm/route'
import { NextRequest } from 'next/server'
import { startMailWorker, type MailWorker } from '../../src/core/mail/worker'
import { createAdmin } from '../helpers/fixtures'
import { rawHeader, TestSmtp } from '../helpers/smtp'
import { testPayload, unique } from '../helpers/payload'

// The double opt-in at the outbox: what each step stores and which mail it queues (the SMTP
// delivery of the outbox is the worker's, tested with a real SMTP server elsewhere).

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const address = () => `${unique('reader').toLowerCase()}@example.org`
const now = () => new Date().toISOString()

async function post(email: string, locale: LocaleCode = 'en', name = 'Nasrin Akter') {
  await subscribe(payload, { name, email, consent: true }, { receivedAt: now(), locale })
}

const subscriber = async (email: string) =>
  (
    await payload.find({
      collection: 'newsletter-subscriptions',
      where: { email: { equals: email } },
      overrideAccess: true,
      showHiddenFields: true,
    })
  ).docs[0]

const mailsTo = async (email: string) =>
  (
    await payload.find({
      collection: 'mail-outbox',
      where: { to: { equals: email } },
      sort: 'createdAt',
      overrideAccess: true,
      limit: 50,
    })
  ).docs

/** The link of a mail's plain text that starts with `path`, as a URL. */
function linkIn(text: string, path: string): URL {
  const found = text.match(new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?\\S+`))
  if (!found) throw new Error(`no ${path} link in:\n${text}`)
  return new URL(found[0])
}

const setColumn = (id: number, column: 'received_at' | 'confirmation_sent_at' | 'notice_sent_at', iso: string) =>
  payload.db.drizzle.execute(
    sql`UPDATE "newsletter_subscriptions" SET ${sql.identifier(column)} = ${iso} WHERE "id" = ${id}`,
  )

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

describe('subscribing (double opt-in)', () => {
  it("stores a new address pending, in the visitor's language, and queues a confirmation mail in that language", async () => {
    const email = address()
    await post(email, 'fr', 'Amélie <b>Durand</b>')
    const row = await subscriber(email)
    expect(row).toMatchObject({ subscription: 'pending', locale: 'fr', consent: true, status: 'new' })
    expect(row.confirmedAt ?? null).toBeNull()

    const [mail, ...more] = await mailsTo(email)
    expect(more).toHaveLength(0)
    const fr = messages.fr.newsletter.mail
    expect(mail).toMatchObject({ status: 'queued', subject: fr.confirm.subject })
    expect(mail.html).toContain('<html lang="fr" dir="ltr">')
    expect(mail.html).toContain(fr.confirm.action)
    // Sent to an address whose owner has not acted yet: none of the visitor's own text.
    expect(mail.text).toContain(`${fr.greetingUnconfirmed}\n`)
    expect(mail.text).not.toContain('Durand')
    expect(mail.html).not.toContain('Durand')

    // RFC 8058: an https/http URL to POST to, and the one-click marker.
    const headers = mail.headers as Record<string, string>
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const oneClick = new URL(headers['List-Unsubscribe'].replace(/^<|>$/g, ''))
    expect(oneClick.protocol).toMatch(/^https?:$/)
    expect(oneClick.pathname).toBe('/api/newsletter/unsubscribe')
    expect(oneClick.searchParams.get('token')).toBe(row.unsubscribeToken)

    // The visible unsubscribe link goes to the page (with the button), in French.
    const page = linkIn(mail.text, '/newsletter/unsubscribe')
    expect(page.searchParams.get('lang')).toBe('fr')
    expect(page.searchParams.get('token')).toBe(row.unsubscribeToken)
    expect(mail.html).toContain(`href="${page.href.replace(/&/g, '&amp;')}"`)

    // Following the confirmation link confirms, on a page in French.
    const confirm = linkIn(mail.text, '/newsletter/confirm')
    expect(confirm.searchParams.get('lang')).toBe('fr')
    expect(await confirmSubscription(payload, confirm.searchParams.get('token'))).toEqual({
      state: 'confirmed',
      locale: 'fr',
    })
    const confirmed = await subscriber(email)
    expect(confirmed.subscription).toBe('confirmed')
    expect(confirmed.confirmedAt).toBeTruthy()
    // Following it again says the same and changes nothing.
    expect(await confirmSubscription(payload, confirm.searchParams.get('token'))).toEqual({
      state: 'confirmed',
      locale: 'fr',
    })
    expect((await subscriber(email)).confirmedAt).toBe(confirmed.confirmedAt)
  })

  it('writes an Arabic mail right-to-left', async () => {
    const email = address()
    await post(email, 'ar')
    const [mail] = await mailsTo(email)
    expect(mail.subject).toBe(messages.ar.newsletter.mail.confirm.subject)
    expect(mail.html).toContain('<html lang="ar" dir="rtl">')
    expect(mail.html).toContain('text-align:right')
  })

  it('sends a pending address its link again at most once per 15 minutes, the same link', async () => {
    const email = address()
    await post(email)
    await post(email)
    expect(await mailsTo(email)).toHaveLength(1)
    const row = await subscriber(email)
    await setColumn(row.id, 'confirmation_sent_at', new Date(Date.now() - 16 * 60_000).toISOString())
    await post(email, 'es', 'Someone Else')
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(2)
    expect(mails[1].subject).toBe(messages.es.newsletter.mail.confirm.subject)
    expect(linkIn(mails[1].text, '/newsletter/confirm').searchParams.get('token')).toBe(
      linkIn(mails[0].text, '/newsletter/confirm').searchParams.get('token'),
    )
    // Nobody renames a subscriber by posting their address.
    expect((await subscriber(email)).name).toBe('Nasrin Akter')
  })

  it('changes nothing for a confirmed address, and tells its owner at most once a day', async () => {
    const email = address()
    await post(email, 'ja')
    const token = linkIn((await mailsTo(email))[0].text, '/newsletter/confirm').searchParams.get('token')
    await confirmSubscription(payload, token)
    const before = await subscriber(email)

    await post(email, 'en', 'Another Name')
    await post(email, 'en', 'Another Name')
    const after = await subscriber(email)
    for (const field of [
      'name',
      'consent',
      'status',
      'subscription',
      'locale',
      'receivedAt',
      'confirmedAt',
      'updatedAt',
      'confirmToken',
      'unsubscribeToken',
    ] as const) {
      expect(after[field]).toEqual(before[field])
    }
    const mails = await mailsTo(email)
    expect(mails.map((m) => m.subject)).toEqual([
      messages.ja.newsletter.mail.confirm.subject,
      messages.ja.newsletter.mail.already.subject,
    ])
    expect((mails[1].headers as Record<string, string>)['List-Unsubscribe']).toContain(before.unsubscribeToken)
    // Set off by anyone's POST: greets nobody by the name stored with the address (second review, row 4).
    expect(mails[1].text).toContain(`${messages.ja.newsletter.mail.greetingUnconfirmed}\n`)
    expect(mails[1].text).not.toContain('Nasrin Akter')
    expect(mails[1].html).not.toContain('Nasrin Akter')

    // A day later, one more notice.
    await setColumn(before.id, 'notice_sent_at', daysAgo(1.01))
    await post(email)
    expect(await mailsTo(email)).toHaveLength(3)
  })
})

describe('unsubscribing', () => {
  it('sets unsubscribed at once, says so by mail once, and the link keeps working', async () => {
    const email = address()
    await post(email, 'bn')
    const first = (await mailsTo(email))[0]
    await confirmSubscription(payload, linkIn(first.text, '/newsletter/confirm').searchParams.get('token'))
    const { unsubscribeToken } = await subscriber(email)

    expect(await findByUnsubscribeToken(payload, unsubscribeToken)).toEqual({ subscription: 'confirmed', locale: 'bn' })
    expect(await unsubscribe(payload, unsubscribeToken)).toEqual({ state: 'unsubscribed', locale: 'bn' })
    const row = await subscriber(email)
    expect(row.subscription).toBe('unsubscribed')
    expect(row.unsubscribedAt).toBeTruthy()
    // Again: the same answer, no second notice.
    expect(await unsubscribe(payload, unsubscribeToken)).toEqual({ state: 'unsubscribed', locale: 'bn' })
    const mails = await mailsTo(email)
    expect(mails.map((m) => m.subject)).toEqual([
      messages.bn.newsletter.mail.confirm.subject,
      messages.bn.newsletter.mail.unsubscribed.subject,
    ])
    expect(mails[1].html).toContain('lang="bn"')

    // The old confirmation link never brings the address back.
    expect(
      await confirmSubscription(payload, linkIn(first.text, '/newsletter/confirm').searchParams.get('token')),
    ).toEqual({ state: 'invalid' })
    expect((await subscriber(email)).subscription).toBe('unsubscribed')
  })

  it('a pending address can be unsubscribed from its confirmation mail', async () => {
    const email = address()
    await post(email)
    const [mail] = await mailsTo(email)
    expect(
      await unsubscribe(payload, linkIn(mail.text, '/newsletter/unsubscribe').searchParams.get('token')),
    ).toMatchObject({ state: 'unsubscribed' })
    expect((await subscriber(email)).subscription).toBe('unsubscribed')
  })

  it('subscribing again after unsubscribing needs a new confirmation', async () => {
    const email = address()
    await post(email)
    const [mail] = await mailsTo(email)
    const { id, unsubscribeToken } = await subscriber(email)
    await unsubscribe(payload, unsubscribeToken)
    await setColumn(id, 'confirmation_sent_at', new Date(Date.now() - 16 * 60_000).toISOString())

    await post(email, 'fr')
    const row = await subscriber(email)
    // The opt-out stays recorded until the new link is confirmed.
    expect(row).toMatchObject({ id, subscription: 'unsubscribed', locale: 'fr', unsubscribeToken })
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(3) // confirmation, unsubscribed notice, new confirmation
    const newLink = linkIn(mails[2].text, '/newsletter/confirm').searchParams.get('token')
    expect(newLink).not.toBe(linkIn(mail.text, '/newsletter/confirm').searchParams.get('token'))
    expect(await findByConfirmToken(payload, newLink)).toEqual({ state: 'open', locale: 'fr' })
    expect(await confirmSubscription(payload, newLink)).toEqual({ state: 'confirmed', locale: 'fr' })
  })

  it('an opt-out asked again and never confirmed is kept as an opt-out, not forgotten after 7 days (second review, row 9)', async () => {
    const email = address()
    await post(email)
    const { id, unsubscribeToken } = await subscriber(email)
    await unsubscribe(payload, unsubscribeToken)
    await setColumn(id, 'confirmation_sent_at', new Date(Date.now() - 16 * 60_000).toISOString())
    await post(email, 'en', 'Someone Else')
    const link = linkIn((await mailsTo(email))[2].text, '/newsletter/confirm').searchParams.get('token')
    // Eight days on, unconfirmed: the sweep forgets pending rows, not this one.
    await setColumn(id, 'received_at', daysAgo(8))
    await forgetStalePending(payload)
    expect(await subscriber(email)).toMatchObject({ id, subscription: 'unsubscribed' })
    expect((await subscriber(email)).unsubscribedAt).toBeTruthy()
    // And the late link no longer confirms.
    expect(await confirmSubscription(payload, link)).toEqual({ state: 'invalid' })
  })

  it.each([undefined, '', 'short', 'x'.repeat(43), `${'A'.repeat(42)}!`, ['a', 'b']])(
    'refuses a token that is not one (%j)',
    async (token) => {
      expect(await unsubscribe(payload, token)).toEqual({ state: 'invalid' })
      expect(await confirmSubscription(payload, token)).toEqual({ state: 'invalid' })
      expect(await findByUnsubscribeToken(payload, token)).toBeUndefined()
    },
  )
})

describe('forgetting pending subscribers', () => {
  it('forgets pending addresses after 7 days, and their link no longer confirms before that happens', async () => {
    const stale = address()
    const fresh = address()
    const kept = address()
    await post(stale)
    await post(fresh)
    await post(kept)
    await confirmSubscription(
      payload,
      linkIn((await mailsTo(kept))[0].text, '/newsletter/confirm').searchParams.get('token'),
    )
    for (const email of [stale, kept]) await setColumn((await subscriber(email)).id, 'received_at', daysAgo(7.01))

    expect(
      await confirmSubscription(
        payload,
        linkIn((await mailsTo(stale))[0].text, '/newsletter/confirm').searchParams.get('token'),
      ),
    ).toEqual({ state: 'invalid' })
    expect(await forgetStalePending(payload)).toBeGreaterThanOrEqual(1)
    expect(await subscriber(stale)).toBeUndefined()
    expect((await subscriber(fresh)).subscription).toBe('pending')
    expect((await subscriber(kept)).subscription).toBe('confirmed')
    // Its confirmation mail (name, address, link) is forgotten with it; the others' stay.
    expect(await mailsTo(stale)).toEqual([])
    expect((await mailsTo(fresh)).length).toBe(1)
  })

  it('a new post for a forgotten address starts afresh', async () => {
    const email = address()
    await post(email)
    await setColumn((await subscriber(email)).id, 'received_at', daysAgo(8))
    await post(email, 'zh', 'New Name')
    expect(await subscriber(email)).toMatchObject({ name: 'New Name', subscription: 'pending', locale: 'zh' })
  })
})

describe('what administrators see', () => {
  it('the list and the CSV export show the subscription, never the link tokens', async () => {
    const email = address()
    await post(email)
    const admin = await createAdmin(payload)
    const found = await payload.find({
      collection: 'newsletter-subscriptions',
      where: { email: { equals: email } },
      overrideAccess: false,
      user: admin.user,
    })
    expect(found.docs[0].subscription).toBe('pending')
    expect(found.docs[0]).not.toHaveProperty('unsubscribeToken')
    expect(found.docs[0]).not.toHaveProperty('confirmToken')

    const { token } = await payload.login({
      collection: 'users',
      data: { username: admin.username, password: admin.password },
    })
    const { default: config } = await import('@payload-config')
    const request = new Request('http://localhost/api/cms/exports/download', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({
        data: { format: 'csv', collectionSlug: 'newsletter-subscriptions', where: { email: { equals: email } } },
      }),
    })
    const res = await handleEndpoints({ config, path: new URL(request.url).pathname, request })
    expect(res.status).toBe(200)
    const [header, line] = (await res.text()).trim().split('\n')
    const columns = header.split(',')
    expect(columns).toContain('subscription')
    expect(line.split(',')[columns.indexOf('subscription')]).toBe('pending')
    expect(header).not.toMatch(/token|SentAt/i)
  })
})

describe('delivered on a real SMTP server', () => {
  let smtp: TestSmtp
  let worker: MailWorker
  beforeAll(async () => {
    smtp = await new TestSmtp().start()
    worker = startMailWorker(payload, {
      smtp: { url: smtp.url, from: '"Climate & Humanitarian Research" <no-reply@example.org>', host: 'test' },
      pollMs: 100,
    })
  })
  afterAll(async () => {
    await worker.stop()
    await smtp.stop()
  })

  it('the confirmation, then the unsubscribe notice, reach the subscriber with the RFC 8058 headers, in Arabic, right-to-left', async () => {
    const email = address()
    await post(email, 'ar', 'Layla Hassan')
    const [mail] = await smtp.waitFor(email)
    expect(mail.envelopeTo).toEqual([email])
    expect((mail.to as { text: string }).text).toBe(email)
    expect(mail.subject).toBe(messages.ar.newsletter.mail.confirm.subject)
    expect(mail.html).toContain('<html lang="ar" dir="rtl">')
    expect(mail.text).toContain(`${messages.ar.newsletter.mail.greetingUnconfirmed}\n`)
    const { unsubscribeToken } = await subscriber(email)
    expect(rawHeader(mail, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<https?://[^>]+/api/newsletter/unsubscribe\\?token=${unsubscribeToken}>$`),
    )
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

    // The delivered link confirms; the delivered one-click token unsubscribes.
    expect(
      await confirmSubscription(payload, linkIn(mail.text as string, '/newsletter/confirm').searchParams.get('token')),
    ).toMatchObject({ state: 'confirmed' })
    const oneClick = new URL(rawHeader(mail, 'List-Unsubscribe')!.slice(1, -1))
    expect(await unsubscribe(payload, oneClick.searchParams.get('token'))).toMatchObject({ state: 'unsubscribed' })
    const [, notice] = await smtp.waitFor(email, 2)
    expect(notice.subject).toBe(messages.ar.newsletter.mail.unsubscribed.subject)
    expect(notice.html).toContain('dir="rtl"')
    // The owner has acted on the address: this one greets them by the name they gave.
    expect(notice.text).toContain('مرحبًا Layla Hassan،')
    expect((await subscriber(email)).subscription).toBe('unsubscribed')
  })
})

describe('confirming (second review, row 4)', () => {
  it("reading the link changes nothing; only the POST of the page's button confirms", async () => {
    const email = address()
    await post(email, 'es')
    const token = linkIn((await mailsTo(email))[0].text, '/newsletter/confirm').searchParams.get('token')!
    // What the page does on GET (a mail gateway following the link): it only reads.
    expect(await findByConfirmToken(payload, token)).toEqual({ state: 'open', locale: 'es' })
    expect(await findByConfirmToken(payload, token)).toEqual({ state: 'open', locale: 'es' })
    expect((await subscriber(email)).subscription).toBe('pending')

    const press = await confirmRoute.POST(
      new NextRequest(`http://site.test/api/newsletter/confirm?token=${token}`, {
        method: 'POST',
        headers: { accept: 'text/html' },
      }),
      { params: Promise.resolve({}) },
    )
    expect(press.status).toBe(303)
    expect(press.headers.get('location')).toBe(`/newsletter/confirm?token=${token}&lang=es`)
    expect((await subscriber(email)).subscription).toBe('confirmed')
    expect(await findByConfirmToken(payload, token)).toEqual({ state: 'confirmed', locale: 'es' })
  })
})
