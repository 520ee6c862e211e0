import type { APIRequestContext } from '@playwright/test'
import { rawHeader, waitForMail } from '../mailbox'
import { expect, test } from './conformance'
import { confirmedSubscriber } from '../newsletter-subscriber'
import { adminHeaders, body, from } from './helpers'

// The newsletter's editions over HTTP (docs/decisions/036): every answer is checked against the
// OpenAPI document (conformance.ts); these cases add the statuses, codes and what a subscriber
// receives. The sending itself (rate, resuming, bounces) is tested on the worker
// (tests/integration/newsletter-sending.int.test.ts) and with 5,000 subscribers (tests/ops).

let auth: Record<string, string>
test.beforeAll(async ({ request }) => {
  auth = await adminHeaders(request)
})

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

async function create(request: APIRequestContext, data: Record<string, unknown>, query = '') {
  const res = await request.post(`/api/newsletters${query}`, { data, headers: auth })
  expect(res.status(), JSON.stringify(await body(res))).toBe(201)
  return (await body(res)).data as { id: number; slug: string; status: string; language: string }
}

test.describe('newsletter editions', () => {
  test('visitors read only editions that went out; writing is for administrators', async ({ request }) => {
    const list = await request.get('/api/newsletters')
    expect(list.status()).toBe(200)
    for (const edition of (await body(list)).data) expect(['sending', 'sent']).toContain(edition.status)

    const draft = await create(request, { subject: `Draft ${stamp()}` })
    expect(draft.status).toBe('draft')
    expect((await request.get(`/api/newsletters/${draft.id}`)).status()).toBe(404)
    expect((await body(await request.get('/api/newsletters'))).data.map((e: { id: number }) => e.id)).not.toContain(
      draft.id,
    )
    for (const [method, path] of [
      ['post', '/api/newsletters'],
      ['put', `/api/newsletters/${draft.id}`],
      ['delete', `/api/newsletters/${draft.id}`],
      ['post', `/api/newsletters/${draft.id}/send`],
      ['post', `/api/newsletters/${draft.id}/cancel`],
      ['post', `/api/newsletters/${draft.id}/test`],
      ['get', `/api/newsletters/${draft.id}/audience`],
    ] as const) {
      const res = await request[method](path, { data: {}, headers: from() })
      expect(res.status(), `${method} ${path}`).toBe(401)
      expect((await body(res)).code).toBe('unauthorized')
    }
    expect((await request.delete(`/api/newsletters/${draft.id}`, { headers: auth })).status()).toBe(200)
    expect((await request.get(`/api/newsletters/${draft.id}`, { headers: auth })).status()).toBe(404)
  })

  test('refuses what cannot be sent, with a message per field', async ({ request }) => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'subject'],
      [{ subject: 'x'.repeat(201) }, 'subject'],
      [{ subject: 'Ok', preheader: 'x'.repeat(201) }, 'preheader'],
      [{ subject: 'Ok', body: [{ type: 'video', src: 'x' }] }, 'body.0.type'],
      [{ subject: 'Ok', body: [{ type: 'button', label: 'Go', url: 'javascript:alert(1)' }] }, 'body.0.url'],
      [{ subject: 'Ok', body: [{ type: 'button', label: '', url: 'https://example.org' }] }, 'body.0.label'],
      [{ subject: 'Ok', body: [{ type: 'featured', kind: 'news', id: 999999999 }] }, 'body.0.id'],
      [{ subject: 'Ok', body: [{ type: 'image', image: 999999999 }] }, 'body.0.image'],
      [{ subject: 'Ok', audience: 'languages', languages: [] }, 'languages'],
      [{ subject: 'Ok', slug: 'confirm' }, 'slug'],
    ]
    for (const [data, field] of cases) {
      const res = await request.post('/api/newsletters', { data, headers: auth })
      const answer = await body(res)
      expect(res.status(), JSON.stringify(data)).toBe(400)
      expect(answer.code).toBe('validation_failed')
      expect(Object.keys(answer.errors), JSON.stringify(data)).toContain(field)
    }
  })

  test('an edition in several languages: each reader gets theirs, or English where it has none', async ({
    request,
  }) => {
    const [story] = (await body(await request.get('/api/news?limit=1'))).data
    const subject = `Monsoon month ${stamp()}`
    const draft = await create(request, {
      subject,
      preheader: 'Floods, heat and what we learnt',
      body: [
        { type: 'text', html: '<h2>Floods</h2><p>Our work this month.</p><script>alert(1)</script>' },
        { type: 'featured', kind: 'news', id: story.id },
        { type: 'button', label: 'Read the report', url: 'https://example.org/report' },
      ],
    })
    expect(draft.slug).toMatch(/^monsoon-month-/)
    const fr = await request.put(`/api/newsletters/${draft.id}?locale=fr`, {
      data: {
        subject: `Mois de mousson ${stamp()}`,
        body: [{ type: 'text', html: '<p>Notre travail ce mois-ci.</p>' }],
      },
      headers: auth,
    })
    expect(fr.status()).toBe(200)
    expect((await body(fr)).data).toMatchObject({ language: 'fr', translated: ['en', 'fr'] })

    const en = (await body(await request.get(`/api/newsletters/${draft.id}`, { headers: auth }))).data
    expect(en.body[0]).toEqual({ type: 'text', html: '<h2>Floods</h2><p>Our work this month.</p>' })
    expect(en.body[1]).toMatchObject({
      type: 'featured',
      kind: 'news',
      id: story.id,
      url: story.url,
      title: story.title,
    })
    const bn = (await body(await request.get(`/api/newsletters/${draft.id}?locale=bn`, { headers: auth }))).data
    expect(bn).toMatchObject({ language: 'en', subject })

    const audience = await request.get(`/api/newsletters/${draft.id}/audience`, { headers: auth })
    expect(audience.status()).toBe(200)
    const counts = (await body(audience)).data
    for (const row of counts.languages) expect(row.sentIn).toBe(['en', 'fr'].includes(row.locale) ? row.locale : 'en')

    // The e-mail as subscribers get it, in each language (English where there is none).
    const preview = (await body(await request.get(`/api/newsletters/${draft.id}/preview?locale=fr`, { headers: auth })))
      .data
    expect(preview).toMatchObject({ language: 'fr', subject: expect.stringMatching(/^Mois de mousson/) })
    expect(preview.html).toContain('Notre travail ce mois-ci.')
    expect(preview.text).toContain('Notre travail ce mois-ci.')
    const inBengali = await request.get(`/api/newsletters/${draft.id}/preview?locale=bn`, { headers: auth })
    expect((await body(inBengali)).data).toMatchObject({ language: 'en', subject })
    expect((await request.get(`/api/newsletters/${draft.id}/preview`, { headers: from() })).status()).toBe(401)

    // A test send goes to the administrator's own address, or says the account has none.
    const testSend = await request.post(`/api/newsletters/${draft.id}/test`, { data: { locale: 'fr' }, headers: auth })
    if (testSend.status() === 422) expect((await body(testSend)).code).toBe('unprocessable')
    else expect((await body(testSend)).data).toMatchObject({ locale: 'fr' })

    // Cleared: the French edition is gone, its readers get English.
    const cleared = await request.put(`/api/newsletters/${draft.id}?locale=fr`, {
      data: { subject: '' },
      headers: auth,
    })
    expect((await body(cleared)).data).toMatchObject({ language: 'en', translated: ['en'] })
    await request.delete(`/api/newsletters/${draft.id}`, { headers: auth })
  })

  test('scheduling and cancelling: back to a draft; a time past or unreadable is refused', async ({ request }) => {
    const draft = await create(request, { subject: `Later ${stamp()}` })
    for (const at of ['2020-01-01T10:00:00Z', 'next week']) {
      const res = await request.post(`/api/newsletters/${draft.id}/send`, { data: { at }, headers: auth })
      expect(res.status(), at).toBe(400)
      expect(Object.keys((await body(res)).errors)).toContain('at')
    }
    const at = new Date(Date.now() + 7 * 86_400_000).toISOString()
    const scheduled = await request.post(`/api/newsletters/${draft.id}/send`, { data: { at }, headers: auth })
    expect(scheduled.status()).toBe(200)
    expect((await body(scheduled)).data).toMatchObject({ status: 'scheduled', scheduledFor: at })
    const cancelled = await request.post(`/api/newsletters/${draft.id}/cancel`, { headers: auth })
    expect((await body(cancelled)).data).toMatchObject({ status: 'draft', scheduledFor: null })
    const again = await request.post(`/api/newsletters/${draft.id}/cancel`, { headers: auth })
    expect(again.status()).toBe(409)
    expect((await body(again)).code).toBe('conflict')
    await request.delete(`/api/newsletters/${draft.id}`, { headers: auth })
  })

  test('sent: each subscriber of the audience gets it once in their language, with a one-click unsubscribe; then it is in the archive and cannot change', async ({
    request,
  }) => {
    const reader = await confirmedSubscriber(request, 'zh')
    const subject = `Edition for Chinese readers ${stamp()}`
    // An image of the media library, and a story visitors cannot see (inactive).
    const media = await request.get('/api/cms/media?limit=1&depth=0', {
      headers: { Authorization: auth.Authorization.replace('Bearer', 'JWT') },
    })
    const [image] = (await body(media)).docs as { id: number }[]
    const hidden = await request.post('/api/news', {
      data: { title: `Not shown ${stamp()}`, publishedDate: '2026-01-01', isActive: false },
      headers: auth,
    })
    expect(hidden.status()).toBe(201)
    const hiddenStory = (await body(hidden)).data as { id: number }
    const draft = await create(request, {
      subject,
      body: [
        { type: 'text', html: '<p>Hello.</p>' },
        { type: 'image', image: image.id, alt: 'A field' },
        { type: 'featured', kind: 'news', id: hiddenStory.id },
      ],
      audience: 'languages',
      languages: ['zh'],
    })
    // Administrators read what is stored: the image's media id, the item visitors cannot see.
    const stored = (await body(await request.get(`/api/newsletters/${draft.id}`, { headers: auth }))).data
    expect(stored.body[1]).toMatchObject({ type: 'image', mediaId: image.id, alt: 'A field' })
    expect(stored.body[2]).toMatchObject({ type: 'featured', id: hiddenStory.id, shown: false })
    await request.put(`/api/newsletters/${draft.id}?locale=zh`, {
      data: { subject: `中文版 ${stamp()}`, body: [{ type: 'text', html: '<p>你好。</p>' }] },
      headers: auth,
    })
    const sent = await request.post(`/api/newsletters/${draft.id}/send`, { data: {}, headers: auth })
    expect(sent.status()).toBe(200)
    const sending = (await body(sent)).data
    expect(['sending', 'sent']).toContain(sending.status)
    expect(sending.totals.recipients).toBeGreaterThanOrEqual(1)

    const mail = await waitForMail(reader, (m) => (m.subject ?? '').startsWith('中文版'))
    expect(mail.html).toContain('你好。')
    expect(mail.html).toMatch(/<html[^>]*lang="zh"/)
    const oneClick = rawHeader(mail, 'List-Unsubscribe')!.slice(1, -1)
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.text).toContain(`/newsletter/${draft.slug}?lang=zh`)

    for (const res of [
      await request.post(`/api/newsletters/${draft.id}/send`, { data: {}, headers: auth }),
      await request.put(`/api/newsletters/${draft.id}`, { data: { subject: 'Changed' }, headers: auth }),
    ]) {
      expect(res.status()).toBe(409)
      expect((await body(res)).code).toBe('conflict')
    }

    await expect
      .poll(async () => (await body(await request.get(`/api/newsletters/${draft.id}`, { headers: auth }))).data.status)
      .toBe('sent')
    const archived = (await body(await request.get(`/api/newsletters/${draft.id}?locale=zh`))).data
    expect(archived).toMatchObject({ status: 'sent', language: 'zh', url: `/newsletter/${draft.slug}` })
    expect(archived.audience).toBeUndefined()
    // Visitors: the English body (zh has its own text only), the image without its id, no hidden item.
    const inEnglish = (await body(await request.get(`/api/newsletters/${draft.id}`))).data
    expect(inEnglish.body.map((b: { type: string }) => b.type)).toEqual(['text', 'image'])
    expect(inEnglish.body[1].mediaId).toBeUndefined()
    const listed = (await body(await request.get('/api/newsletters?limit=50'))).data
    expect(listed.map((e: { id: number }) => e.id)).toContain(draft.id)

    // The mail program's one-click unsubscribe works: nothing more is sent to that address.
    const unsubscribe = await request.post(oneClick, {
      form: { 'List-Unsubscribe': 'One-Click' },
      headers: from(),
    })
    expect(unsubscribe.status()).toBe(200)
  })
})
