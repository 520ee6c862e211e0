import { admin, expect, jsonBody, test } from './fixtures'
import { freshLoopback, send } from './http'

/*
 * The third security review (issue #51): each finding's attack, over real HTTP against the
 * production build. The rules behind them are also tested closer in: the second step and the
 * rule (tests/integration/two-step.int.test.ts), passkey replay (tests/e2e/admin/two-step-login),
 * newsletter state (tests/integration/newsletter-sending.int.test.ts), calendars and instants
 * (tests/unit/calendar.test.ts, wall-time.test.ts), OAI-PMH (tests/integration/oai.int.test.ts).
 */

async function adminToken(baseURL: string): Promise<string> {
  const login = await send(baseURL, { method: 'POST', path: '/api/login', from: freshLoopback(), ...jsonBody(admin) })
  expect(login.status).toBe(200)
  return login.json().data.token as string
}

test.describe('finding 8: text that is not Unicode is a 400 naming its field, never a database error', () => {
  // JSON.stringify writes an unpaired surrogate as the escape `\ud800`; the server's parser reads it back.
  const lone = 'Cyclone \ud800 shelters'

  test('in a content item, a news story and a newsletter edition', async ({ direct }) => {
    const token = await adminToken(direct.baseURL)
    const bearer = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const attempts = [
      {
        path: '/api/content',
        body: { tabId: 'research', sectionId: 'areas', title: 'Shelters', content: `<p>${lone}</p>`, isActive: true },
        field: 'content',
      },
      { path: '/api/news', body: { title: 'Shelters', body: `<p>${lone}</p>` }, field: 'body' },
      {
        path: '/api/newsletters',
        body: { subject: 'Shelters', body: [{ type: 'text', html: `<p>${lone}</p>` }] },
        field: 'body.0.html',
      },
      { path: '/api/content', body: { tabId: 'research', sectionId: 'areas', title: lone }, field: 'title' },
    ]
    for (const { path, body, field } of attempts) {
      const res = await direct.send({ method: 'POST', path, headers: bearer, body: JSON.stringify(body) })
      expect(res.status, `${path} ${field}: ${res.text.slice(0, 300)}`).toBe(400)
      expect(res.json().errors, path).toEqual({
        [field]: 'Contains a character that is not text (an unpaired surrogate, U+D800-U+DFFF).',
      })
    }
  })
})

test.describe('finding 8: dates the database cannot store are a 400 in the reach figures', () => {
  test('year 0000, a period that reaches before year 1, and one too long up to today', async ({ direct }) => {
    const headers = { authorization: `Bearer ${await adminToken(direct.baseURL)}` }
    for (const [query, field, message] of [
      ['from=0000-01-01&to=0000-01-05', 'from', 'Give a date from the year 0001 on, as YYYY-MM-DD.'],
      ['to=0000-01-05', 'to', 'Give a date from the year 0001 on, as YYYY-MM-DD.'],
      ['from=0001-01-01', 'from', 'A period may span at most 1200 days.'],
    ]) {
      const res = await direct.send({ path: `/api/reach?${query}`, headers })
      expect(res.status, `${query}: ${res.text.slice(0, 300)}`).toBe(400)
      expect(res.json().errors?.[field], query).toBe(message)
    }
    // A `to` in year 1's first month: its default `from` starts at 0001-01-01, not before.
    const early = await direct.send({ path: '/api/reach?to=0001-01-10', headers })
    expect(early.status, early.text.slice(0, 300)).toBe(200)
  })
})

test.describe('finding 6: OAI-PMH answers odd arguments with its own errors', () => {
  test('a resumption token of multi-byte characters and a year 0000 are protocol errors, not 500s', async ({
    direct,
  }) => {
    for (const [query, code] of [
      [`verb=ListRecords&resumptionToken=${encodeURIComponent(`e30.${'é'.repeat(22)}`)}`, 'badResumptionToken'],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=0000-01-01', 'badArgument'],
      ['verb=ListIdentifiers&metadataPrefix=oai_dc&until=0000-01-01T00:00:00Z', 'badArgument'],
    ]) {
      const res = await direct.send({ path: `/oai?${query}` })
      expect(res.status, query).toBe(200)
      expect(res.text, query).toContain(`code="${code}"`)
    }
  })
})

test.describe('finding 7: a client mistake is a 4xx, on Payload paths too', () => {
  test("Payload's e-mail verification is a 404 for anyone (it was a 500 with a stack trace)", async ({ direct }) => {
    for (const path of ['/api/cms/users/verify/anything', '/api/cms/users/verify/']) {
      const res = await direct.send({ method: 'POST', path })
      expect(res.status, path).toBe(404)
      expect(res.json(), path).toEqual({
        success: false,
        code: 'not_found',
        message: 'This site does not verify e-mail addresses.',
      })
    }
  })

  test('a filter that does not apply to its field (contains on rich text) is a 400', async ({ direct }) => {
    const res = await direct.send({ path: '/api/cms/content-items?where[content][contains]=x' })
    expect(res.status, res.text.slice(0, 300)).toBe(400)
    expect(res.text).not.toMatch(/\n\s+at /)
  })
})

test.describe('finding 13: a file given by its address is refused, never fetched', () => {
  test('a new image, photo or publication with a `url` and no file is a 400 (it was a 500)', async ({ direct }) => {
    const headers = { authorization: `JWT ${await adminToken(direct.baseURL)}`, 'content-type': 'application/json' }
    // The metadata service's address, an address nothing listens on, and one that would answer.
    const urls = [
      'http://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1:9/x.png',
      `${direct.baseURL}/favicon.ico`,
    ]
    for (const collection of ['media', 'photos', 'publications'])
      for (const url of urls) {
        const res = await direct.send({
          method: 'POST',
          path: `/api/cms/${collection}`,
          headers,
          body: JSON.stringify({ filename: 'x.png', url, alt: 'x', title: 'x' }),
        })
        expect(res.status, `${collection} ${url}: ${res.text.slice(0, 300)}`).toBe(400)
        expect(res.json().errors?.[0]?.message).toBe(
          'Send the file itself: the site does not fetch a file from an address.',
        )
      }
  })
})
