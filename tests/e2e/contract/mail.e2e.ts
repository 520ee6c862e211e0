import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './conformance'
import { waitForMail } from '../mailbox'
import { admin, adminHeaders, body, from } from './helpers'

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`

/** A new administrator with an e-mail address, through the contract. */
async function adminWithEmail(request: APIRequestContext, auth: Record<string, string>, domain = 'e2e.example') {
  const username = unique('reset')
  const email = `${username}@${domain}`
  const res = await request.post('/api/users', {
    headers: auth,
    data: { username, email, password: `${username}-mangrove` },
  })
  expect(res.status(), await res.text()).toBe(201)
  return { id: (await body(res)).data.id as number, username, email }
}

/** The outbox rows to an address, through Payload's REST (administrators may read it). */
async function outboxTo(request: APIRequestContext, auth: Record<string, string>, to: string) {
  const res = await request.get(`/api/cms/mail-outbox?where[to][equals]=${encodeURIComponent(to)}&sort=-createdAt`, {
    headers: auth,
  })
  expect(res.status()).toBe(200)
  return (await body(res)).docs as { id: number; status: string; subject: string; lastError?: string }[]
}

test.describe('POST /api/forgot-password', () => {
  test('the same 200 for an account and for no account; the account gets a link to /admin-reset', async ({
    request,
  }) => {
    const auth = await adminHeaders(request)
    const account = await adminWithEmail(request, auth)
    const known = await request.post('/api/forgot-password', {
      data: { email: account.email, locale: 'en' },
      headers: from(),
    })
    const unknown = await request.post('/api/forgot-password', {
      data: { email: `${unique('nobody')}@e2e.example` },
      headers: from(),
    })
    expect(known.status()).toBe(200)
    expect(unknown.status()).toBe(200)
    expect(await body(known)).toEqual(await body(unknown))
    expect((await body(known)).data.message).toBe(
      'If an administrator account has this e-mail address, a link to choose a new password is on its way.',
    )
    const mail = await waitForMail(account.email, (m) => /admin-reset\?token=/.test(m.text ?? ''))
    expect(mail.text).toMatch(/\/admin-reset\?token=[0-9a-f]{40}&lang=en/)
  })

  for (const [data, field, message] of [
    [{ email: 'not-an-address' }, 'email', 'Please enter a valid email address.'],
    [{}, 'email', 'Please enter a valid email address.'],
    [{ email: 'a@b.example', locale: 'xx' }, 'locale', 'Unknown language.'],
  ] as const) {
    test(`${JSON.stringify(data)}: 400 with errors.${field}`, async ({ request }) => {
      const res = await request.post('/api/forgot-password', { data, headers: from() })
      expect(res.status()).toBe(400)
      expect((await body(res)).errors[field]).toBe(message)
    })
  }

  test('a burst from one address is throttled like login: 429 with Retry-After', async ({ request }) => {
    const ip = from()
    const email = `${unique('burst')}@e2e.example`
    const statuses: number[] = []
    for (let i = 0; i < 5; i++)
      statuses.push((await request.post('/api/forgot-password', { data: { email }, headers: ip })).status())
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200])
    const last = await request.post('/api/forgot-password', { data: { email }, headers: ip })
    expect(last.status()).toBe(429)
    expect(Number(last.headers()['retry-after'])).toBeGreaterThan(0)
    // Counted apart from logins: the same address still logs in at once, and its own way.
    for (let i = 0; i < 8; i++) await request.post('/api/forgot-password', { data: { email }, headers: ip })
    const login = await request.post('/api/login', { data: admin, headers: ip })
    expect(login.status()).toBe(200)
  })
})

test.describe('POST /api/reset-password', () => {
  test('400 for a token that is not one, 400 for a missing field', async ({ request }) => {
    const bad = await request.post('/api/reset-password', {
      data: { token: 'f'.repeat(40), password: 'tidal-river-2030' },
      headers: from(),
    })
    expect(bad.status()).toBe(400)
    expect((await body(bad)).errors.token).toBe('This reset link is invalid or has expired. Please ask for a new one.')
    const missing = await request.post('/api/reset-password', {
      data: { password: 'tidal-river-2030' },
      headers: from(),
    })
    expect(missing.status()).toBe(400)
    expect((await body(missing)).errors.token).toBeTruthy()
  })

  test('the link from the mail sets the password once; the old session ends; the owner is told', async ({
    request,
  }) => {
    const auth = await adminHeaders(request)
    const account = await adminWithEmail(request, auth)
    const login = await body(
      await request.post('/api/login', {
        data: { username: account.username, password: `${account.username}-mangrove` },
        headers: from(),
      }),
    )
    await request.post('/api/forgot-password', { data: { email: account.email }, headers: from() })
    const mail = await waitForMail(account.email, (m) => /admin-reset\?token=/.test(m.text ?? ''))
    const token = /token=([0-9a-f]+)/.exec(mail.text!)![1]
    const weak = await request.post('/api/reset-password', { data: { token, password: 'password' }, headers: from() })
    expect(weak.status()).toBe(400)
    expect((await body(weak)).errors.password).toBe('This password is too common. Choose a less predictable one.')
    const done = await request.post('/api/reset-password', {
      data: { token, password: 'sundarban-tide-77' },
      headers: from(),
    })
    expect(done.status()).toBe(200)
    expect((await request.get('/api/me', { headers: { Authorization: `Bearer ${login.data.token}` } })).status()).toBe(
      401,
    )
    expect(
      (
        await request.post('/api/login', {
          data: { username: account.username, password: 'sundarban-tide-77' },
          headers: from(),
        })
      ).status(),
    ).toBe(200)
    expect(
      (
        await request.post('/api/reset-password', { data: { token, password: 'another-tide-78' }, headers: from() })
      ).status(),
    ).toBe(400)
    await waitForMail(account.email, (m) => m.subject === 'Your back-office password was changed')
  })
})

test('a contact message reaches the notification address (NOTIFY_EMAIL on the first start) with Reply-To the visitor', async ({
  request,
}) => {
  const visitor = `${unique('visitor')}@e2e.example`
  const subject = `Partnership ${unique('s')}`
  const res = await request.post('/api/contact', {
    data: {
      name: 'Nusrat Jahan',
      email: visitor,
      subject,
      message: 'We would like to discuss a joint study on salinity.',
    },
    headers: from(),
  })
  expect(res.status()).toBe(201)
  const mail = await waitForMail('desk@e2e.example', (m) => m.subject === `New contact message: ${subject}`)
  expect(mail.replyTo?.value[0].address).toBe(visitor)
  expect(mail.text).toContain('We would like to discuss a joint study on salinity.')
  const link = /https?:\/\/\S+\/admin\/collections\/contact-messages\/\d+/.exec(mail.text!)![0]
  // The link leads to the message in the back office (for an administrator).
  const auth = await adminHeaders(request)
  const id = link.split('/').at(-1)
  const stored = await request.get(`/api/cms/contact-messages/${id}`, { headers: auth })
  expect((await body(stored)).subject).toBe(subject)
  // A bot's post (the honeypot filled) sends nothing.
  const botSubject = `Bot ${unique('b')}`
  await request.post('/api/contact', {
    data: {
      name: 'Bot',
      email: visitor,
      subject: botSubject,
      message: 'Buy cheap things now, please.',
      website: 'http://spam.example',
    },
    headers: from(),
  })
  await expect(
    waitForMail('desk@e2e.example', (m) => m.subject === `New contact message: ${botSubject}`, 4_000),
  ).rejects.toThrow()
})

test.describe('POST /api/mail-outbox/{id}/retry', () => {
  test('401 without a token, 404 for no such message', async ({ request }) => {
    expect((await request.post('/api/mail-outbox/1/retry')).status()).toBe(401)
    const auth = await adminHeaders(request)
    const res = await request.post('/api/mail-outbox/999999999/retry', { headers: auth })
    expect(res.status()).toBe(404)
    expect((await body(res)).success).toBe(false)
  })

  test('a failed message is queued again (200); a sent one is not (409)', async ({ request }) => {
    const auth = await adminHeaders(request)
    // The run's mail server refuses rejected.example for good: the reset mail fails at once.
    const refused = await adminWithEmail(request, auth, 'rejected.example')
    await request.post('/api/forgot-password', { data: { email: refused.email }, headers: from() })
    let failed: { id: number; status: string } | undefined
    await expect(async () => {
      failed = (await outboxTo(request, auth, refused.email)).find((m) => m.status === 'failed')
      expect(failed).toBeTruthy()
    }).toPass({ timeout: 30_000 })
    const retried = await request.post(`/api/mail-outbox/${failed!.id}/retry`, { headers: auth })
    expect(retried.status()).toBe(200)
    expect((await body(retried)).data).toEqual({ id: failed!.id, status: 'queued' })

    const delivered = await adminWithEmail(request, auth)
    await request.post('/api/forgot-password', { data: { email: delivered.email }, headers: from() })
    let sent: { id: number } | undefined
    await expect(async () => {
      sent = (await outboxTo(request, auth, delivered.email)).find((m) => m.status === 'sent')
      expect(sent).toBeTruthy()
    }).toPass({ timeout: 30_000 })
    const conflict = await request.post(`/api/mail-outbox/${sent!.id}/retry`, { headers: auth })
    expect(conflict.status()).toBe(409)
  })

  test('visitors cannot read the outbox through Payload either', async ({ request }) => {
    const res = await request.get('/api/cms/mail-outbox')
    expect(res.status()).toBe(403)
  })
})
