import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './conformance'
import { adminHeaders, body, from } from './helpers'

// The newsletter's double opt-in over HTTP: POST /api/newsletter's language and honeypot, and
// the RFC 8058 one-click endpoint, one row per case. The tokens come from the queued mail, as
// the subscriber gets them (administrators read the outbox; no API shows a token).

const oneClick = '/api/newsletter/unsubscribe'
const form = { 'List-Unsubscribe': 'One-Click' }

async function cms(request: APIRequestContext, path: string) {
  const auth = (await adminHeaders(request)).Authorization.replace('Bearer', 'JWT')
  return body(await request.get(`/api/cms/${path}`, { headers: { Authorization: auth } }))
}

/** Subscribes an address and returns its queued confirmation mail. */
async function subscribeAndReadMail(
  request: APIRequestContext,
  email: string,
  query = '',
  headers: Record<string, string> = {},
) {
  const res = await request.post(`/api/newsletter${query}`, {
    data: { name: 'Rahim Uddin', email, consent: true },
    headers: { ...from(), ...headers },
  })
  expect(res.status()).toBe(201)
  const list = await cms(request, `mail-outbox?where[to][equals]=${encodeURIComponent(email)}&sort=createdAt`)
  expect(list.totalDocs).toBe(1)
  return list.docs[0] as { subject: string; html: string; text: string; headers: Record<string, string> }
}

const tokenOf = (mail: { headers: Record<string, string> }) =>
  new URL(mail.headers['List-Unsubscribe'].slice(1, -1)).searchParams.get('token')!
const address = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`

test.describe('POST /api/newsletter', () => {
  const languageCases: [string, string, Record<string, string>, string][] = [
    ['?locale=fr', '?locale=fr', { 'Accept-Language': 'de, ja;q=0.8' }, 'fr'],
    ['the locale cookie', '', { Cookie: 'locale=es', 'Accept-Language': 'ja' }, 'es'],
    ['Accept-Language', '', { 'Accept-Language': 'de-DE, ja;q=0.9, en;q=0.5' }, 'ja'],
    ['nothing', '', {}, 'en'],
  ]
  for (const [label, query, headers, locale] of languageCases) {
    test(`writes the confirmation mail in the language of ${label}: ${locale}`, async ({ request }) => {
      const mail = await subscribeAndReadMail(request, address(`lang-${locale}`), query, headers)
      expect(mail.html).toContain(`<html lang="${locale}"`)
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    })
  }

  test('an unknown ?locale= is a 400', async ({ request }) => {
    const res = await request.post('/api/newsletter?locale=xx', {
      data: { name: 'Rahim Uddin', email: address('xx'), consent: true },
      headers: from(),
    })
    expect(res.status()).toBe(400)
    expect(await body(res)).toMatchObject({ success: false, message: expect.stringContaining('Unknown locale') })
  })

  test('a bot (filled honeypot) gets the same 201, and nothing is stored or mailed', async ({ request }) => {
    const email = address('bot')
    const res = await request.post('/api/newsletter', {
      data: { name: 'Spam Bot', email, consent: true, website: 'http://spam.example' },
      headers: from(),
    })
    expect(res.status()).toBe(201)
    expect(
      (await cms(request, `newsletter-subscriptions?where[email][equals]=${encodeURIComponent(email)}`)).totalDocs,
    ).toBe(0)
    expect((await cms(request, `mail-outbox?where[to][equals]=${encodeURIComponent(email)}`)).totalDocs).toBe(0)
  })

  test('the panel shows the subscription and never a token', async ({ request }) => {
    const email = address('panel')
    await subscribeAndReadMail(request, email)
    const [doc] = (await cms(request, `newsletter-subscriptions?where[email][equals]=${encodeURIComponent(email)}`))
      .docs
    expect(doc).toMatchObject({ subscription: 'pending', locale: 'en' })
    expect(JSON.stringify(doc)).not.toMatch(/token|SentAt/i)
  })
})

test.describe(`POST ${oneClick} (RFC 8058)`, () => {
  test('unsubscribes at once with List-Unsubscribe=One-Click; again answers the same', async ({ request }) => {
    const email = address('one-click')
    const token = tokenOf(await subscribeAndReadMail(request, email))
    for (let i = 0; i < 2; i++) {
      const res = await request.post(`${oneClick}?token=${token}`, { form, headers: from() })
      expect(res.status()).toBe(200)
      expect(await body(res)).toEqual({ success: true, data: { subscription: 'unsubscribed' } })
    }
    const [doc] = (await cms(request, `newsletter-subscriptions?where[email][equals]=${encodeURIComponent(email)}`))
      .docs
    expect(doc.subscription).toBe('unsubscribed')
  })

  test('as multipart/form-data too', async ({ request }) => {
    const token = tokenOf(await subscribeAndReadMail(request, address('multipart')))
    const res = await request.post(`${oneClick}?token=${token}`, { multipart: form, headers: from() })
    expect(res.status()).toBe(200)
  })

  test("a browser's form post (the unsubscribe page's button) is sent back to the page: 303", async ({ request }) => {
    const token = tokenOf(await subscribeAndReadMail(request, address('navigate'), '?locale=ar'))
    const res = await request.post(`${oneClick}?token=${token}`, {
      form,
      headers: { ...from(), 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' },
      maxRedirects: 0,
    })
    expect(res.status()).toBe(303)
    expect(res.headers().location).toBe(`/newsletter/unsubscribe?token=${token}&lang=ar`)
  })

  const refused: [
    string,
    (token: string) => { url: string; init: Parameters<APIRequestContext['post']>[1] },
    number,
    string,
  ][] = [
    [
      'an unknown token',
      () => ({ url: `${oneClick}?token=${'A'.repeat(43)}`, init: { form } }),
      404,
      'This unsubscribe link is not valid.',
    ],
    ['no token', () => ({ url: oneClick, init: { form } }), 404, 'This unsubscribe link is not valid.'],
    [
      'another body',
      (t) => ({ url: `${oneClick}?token=${t}`, init: { form: { 'List-Unsubscribe': 'Yes' } } }),
      400,
      'The body must be List-Unsubscribe=One-Click (RFC 8058).',
    ],
    [
      'an empty body',
      (t) => ({
        url: `${oneClick}?token=${t}`,
        init: { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: '' },
      }),
      400,
      'The body must be List-Unsubscribe=One-Click (RFC 8058).',
    ],
    [
      'JSON',
      (t) => ({ url: `${oneClick}?token=${t}`, init: { data: form } }),
      415,
      'Send List-Unsubscribe=One-Click form-encoded (RFC 8058).',
    ],
    [
      'a huge body',
      (t) => ({
        url: `${oneClick}?token=${t}`,
        init: {
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          data: `List-Unsubscribe=One-Click&x=${'x'.repeat(5000)}`,
        },
      }),
      413,
      'The request body is too large (at most 1024 bytes).',
    ],
  ]
  for (const [label, make, status, message] of refused) {
    test(`${label}: ${status}, and the subscriber is untouched`, async ({ request }) => {
      const email = address('refused')
      const token = tokenOf(await subscribeAndReadMail(request, email))
      const { url, init } = make(token)
      const res = await request.post(url, {
        ...init,
        headers: { ...from(), ...(init?.headers as Record<string, string>) },
      })
      expect(res.status()).toBe(status)
      expect(await body(res)).toMatchObject({ success: false, message })
      const [doc] = (await cms(request, `newsletter-subscriptions?where[email][equals]=${encodeURIComponent(email)}`))
        .docs
      expect(doc.subscription).toBe('pending')
    })
  }

  test('GET never unsubscribes: a person who opens the address is sent to the page with the button', async ({
    request,
  }) => {
    const email = address('get')
    const token = tokenOf(await subscribeAndReadMail(request, email))
    const res = await request.get(`${oneClick}?token=${token}`, { headers: from(), maxRedirects: 0 })
    expect(res.status()).toBe(303)
    expect(res.headers().location).toBe(`/newsletter/unsubscribe?token=${token}`)
    const [doc] = (await cms(request, `newsletter-subscriptions?where[email][equals]=${encodeURIComponent(email)}`))
      .docs
    expect(doc.subscription).toBe('pending')
    expect((await request.delete(`${oneClick}?token=${token}`, { headers: from() })).headers().allow).toBe(
      'GET, HEAD, OPTIONS, POST',
    )
  })
})

test.describe("POST /api/newsletter/confirm (the confirm page's button)", () => {
  const confirmTokenOf = (mail: { text: string }) =>
    new URL(mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?\S+/)![0]).searchParams.get('token')!

  test('opening the link changes nothing; the POST confirms (200, again the same), a browser is sent back to the page (303)', async ({
    request,
  }) => {
    const email = address('confirm')
    const token = confirmTokenOf(await subscribeAndReadMail(request, email))
    const page = await request.get(`/newsletter/confirm?token=${token}`, { headers: from() })
    expect(page.status()).toBe(200)
    const state = async () =>
      (await cms(request, `newsletter-subscriptions?where[email][equals]=${encodeURIComponent(email)}`)).docs[0]
        .subscription
    expect(await state()).toBe('pending')

    const navigation = await request.post(`/api/newsletter/confirm?token=${token}`, {
      headers: { ...from(), Accept: 'text/html' },
      maxRedirects: 0,
    })
    expect(navigation.status()).toBe(303)
    expect(navigation.headers().location).toBe(`/newsletter/confirm?token=${token}&lang=en`)
    expect(await state()).toBe('confirmed')
    const again = await request.post(`/api/newsletter/confirm?token=${token}`, { headers: from() })
    expect(again.status()).toBe(200)
    expect(await body(again)).toEqual({ success: true, data: { subscription: 'confirmed' } })
  })

  test('an unknown token: 404 in the contract shape; GET: 405 with Allow', async ({ request }) => {
    const res = await request.post(`/api/newsletter/confirm?token=${'A'.repeat(43)}`, { headers: from() })
    expect(res.status()).toBe(404)
    expect(await body(res)).toMatchObject({ success: false, message: 'This confirmation link is not valid.' })
    const get = await request.get(`/api/newsletter/confirm?token=${'A'.repeat(43)}`, { headers: from() })
    expect(get.status()).toBe(405)
    expect(get.headers().allow).toBe('OPTIONS, POST')
  })
})
