import { expect, test } from './conformance'
import sharp from 'sharp'
import { adminHeaders, body } from './helpers'

// The news contract (docs/decisions/032): every answer is checked against the OpenAPI document
// (conformance.ts); these cases add the statuses, codes and messages.

let auth: Record<string, string>
test.beforeAll(async ({ request }) => {
  auth = await adminHeaders(request)
})

const stamp = () => Date.now().toString(36)
const jpeg = () =>
  sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer()

test.describe('news', () => {
  test('the seeded stories: newest first, one page with meta, filters by programme and year', async ({ request }) => {
    const res = await request.get('/api/news')
    expect(res.status()).toBe(200)
    const list = await body(res)
    expect(list.meta).toMatchObject({ page: 1, pages: expect.any(Number), total: expect.any(Number) })
    expect(list.data.length).toBeGreaterThanOrEqual(3)
    const dates = list.data.map((n: { publishedDate: string }) => n.publishedDate)
    expect(dates).toEqual([...dates].sort().reverse())
    const first = list.data[0]
    expect(first.url).toBe(`/news/${first.slug}`)

    const programme = first.programmes[0]
    const byProgramme = await body(await request.get(`/api/news?programme=${programme}`))
    expect(byProgramme.data.length).toBeGreaterThan(0)
    for (const story of byProgramme.data) expect(story.programmes).toContain(programme)
    const year = first.publishedDate.slice(0, 4)
    const byYear = await body(await request.get(`/api/news?year=${year}&limit=1`))
    expect(byYear.meta.page).toBe(1)
    for (const story of byYear.data) expect(story.publishedDate.startsWith(year)).toBe(true)
    expect((await body(await request.get('/api/news?year=1991'))).data).toEqual([])

    const one = await body(await request.get(`/api/news/${first.id}?locale=ar`))
    expect(one.data.id).toBe(first.id)
    expect(one.data.title).not.toBe(first.title)

    for (const [query, field] of [
      ['programme=cooking', 'programme'],
      ['year=later', 'year'],
      ['locale=xx', null],
      ['limit=0', 'limit'],
    ] as const) {
      const bad = await request.get(`/api/news?${query}`)
      expect(bad.status(), query).toBe(400)
      const answer = await body(bad)
      expect(answer.success).toBe(false)
      if (field) expect(Object.keys(answer.errors ?? {}), query).toContain(field)
    }
    expect((await request.get('/api/news/999999999')).status()).toBe(404)
    expect((await request.get('/api/news/abc')).status()).toBe(404)
  })

  test('visitors may not write: 401 without a token', async ({ request }) => {
    const data = { title: 'Not allowed', publishedDate: '2026-01-01' }
    expect((await request.post('/api/news', { data })).status()).toBe(401)
    expect((await request.put('/api/news/1', { data })).status()).toBe(401)
    expect((await request.delete('/api/news/1')).status()).toBe(401)
    const bad = await request.post('/api/news', { data, headers: { Authorization: 'Bearer not-a-token' } })
    expect([401, 403]).toContain(bad.status())
  })

  test('validation: the fields named, with their messages and the code', async ({ request }) => {
    const res = await request.post('/api/news', { headers: auth, data: { summary: 'x'.repeat(301) } })
    expect(res.status()).toBe(400)
    const answer = await body(res)
    expect(answer).toMatchObject({ success: false, code: 'validation_failed' })
    expect(answer.errors).toMatchObject({
      title: 'Title is required',
      summary: 'The summary must be at most 300 characters.',
      publishedDate: 'Choose the publication date (a date such as 2026-05-01).',
    })
    const badDate = await request.post('/api/news', {
      headers: auth,
      data: { title: `Bad date ${stamp()}`, publishedDate: '2026-02-30', programmes: ['cooking'] },
    })
    expect(badDate.status()).toBe(400)
    expect(Object.keys((await body(badDate)).errors).sort()).toEqual(['programmes.0', 'publishedDate'].sort())
  })

  test('add one (multipart, with a cover), read it in Arabic (English marked), draft, change, delete', async ({
    request,
  }) => {
    const title = `Cyclone shelters survey ${stamp()}`
    const created = await request.post('/api/news?locale=en', {
      headers: auth,
      multipart: {
        title,
        summary: 'What families found in the shelters.',
        body: '<p>Field notes.</p><script>alert(1)</script><p><a href="javascript:alert(1)">x</a></p>',
        coverAlt: 'A shelter on stilts',
        publishedDate: '2026-03-15',
        programmes: JSON.stringify(['disaster', 'humanitarian']),
        authors: JSON.stringify([{ name: 'N. Akter' }]),
        image: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await jpeg() },
      },
    })
    expect(created.status(), JSON.stringify(await body(created))).toBe(201)
    const story = (await body(created)).data
    expect(story).toMatchObject({
      title,
      slug: expect.stringMatching(/^cyclone-shelters-survey-/),
      publishedDate: '2026-03-15',
      programmes: ['disaster', 'humanitarian'],
      authors: [{ name: 'N. Akter', memberId: null, profileUrl: null }],
    })
    expect(story.body).toContain('Field notes.')
    expect(story.body).not.toMatch(/script|javascript:/)
    expect(story.cover.sizes.card.url).toMatch(/\.webp$/)
    expect((await request.get(story.cover.url)).status()).toBe(200)

    const arabic = await body(await request.get(`/api/news/${story.id}?locale=ar`))
    expect(arabic.data.title).toBe(title)
    expect(arabic.data.untranslated).toEqual(expect.arrayContaining(['title', 'summary', 'body', 'coverAlt']))
    const translated = await request.put(`/api/news/${story.id}?locale=ar`, {
      headers: auth,
      // A PUT replaces the fields: the shared ones come again.
      data: { title: 'مسح ملاجئ الأعاصير', publishedDate: '2026-03-15', programmes: ['disaster', 'humanitarian'] },
    })
    expect(translated.status(), JSON.stringify(await body(translated))).toBe(200)
    const arabicAgain = await body(await request.get(`/api/news/${story.id}?locale=ar`))
    expect(arabicAgain.data.title).toBe('مسح ملاجئ الأعاصير')
    expect(arabicAgain.data.untranslated).not.toContain('title')

    // A draft is not read by visitors, until a write without ?draft publishes it.
    const draft = await request.put(`/api/news/${story.id}?locale=en&draft=true`, {
      headers: auth,
      data: { title: `${title} (draft)`, publishedDate: '2026-03-15', programmes: ['disaster'] },
    })
    expect(draft.status()).toBe(200)
    expect((await body(await request.get(`/api/news/${story.id}`))).data.title).toBe(title)

    const listed = await body(await request.get('/api/news?programme=humanitarian&year=2026&limit=100'))
    expect(listed.data.map((n: { id: number }) => n.id)).toContain(story.id)

    expect((await request.delete(`/api/news/${story.id}`, { headers: auth })).status()).toBe(200)
    expect((await request.get(`/api/news/${story.id}`)).status()).toBe(404)
    const after = await body(await request.get('/api/news?programme=humanitarian&year=2026&limit=100'))
    expect(after.data.map((n: { id: number }) => n.id)).not.toContain(story.id)
  })

  test('a fresh draft is not read by visitors; a fake image is refused', async ({ request }) => {
    const title = `Draft story ${stamp()}`
    const created = await request.post('/api/news?draft=true', {
      headers: auth,
      data: { title, publishedDate: '2026-04-01' },
    })
    expect(created.status()).toBe(201)
    const { id } = (await body(created)).data
    expect((await request.get(`/api/news/${id}`)).status()).toBe(404)
    expect((await request.get(`/api/news/${id}`, { headers: auth })).status()).toBe(200)
    const fake = await request.post('/api/news', {
      headers: auth,
      multipart: {
        title,
        publishedDate: '2026-04-01',
        image: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload=alert(1)>') },
      },
    })
    expect(fake.status()).toBe(415)
    await request.delete(`/api/news/${id}`, { headers: auth })
  })
})
