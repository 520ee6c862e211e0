import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './conformance'
import { operations } from '../../../src/openapi/document'
import { adminHeaders, from } from './helpers'

// A few hundred malformed requests against every endpoint, anonymous and as an administrator:
// whatever comes in, the answer is a 4xx (or a success), never a 500 or a stack trace.

type Body = [string, string | Buffer, string]

const badIds = ['abc', '0', '-1', '1.5', '9'.repeat(40), '%00', '..%2F..%2Fetc', '1%20OR%201=1', "1'--"]
const badBodies: Body[] = [
  ['broken JSON', '{"a":', 'application/json'],
  ['array', '[{"title":1}]', 'application/json'],
  ['number', '42', 'application/json'],
  ['null', 'null', 'application/json'],
  [
    'wrong types',
    JSON.stringify({
      name: [],
      title: {},
      tabId: 5,
      sectionId: null,
      content: 7,
      displayOrder: 'x',
      isActive: 'maybe',
      memberType: true,
      email: 1,
      username: {},
      password: [],
    }),
    'application/json',
  ],
  [
    'huge strings',
    JSON.stringify({
      name: 'x'.repeat(50_000),
      title: 'y'.repeat(50_000),
      content: '<p>' + 'z'.repeat(200_000) + '</p>',
      memberName: 'm'.repeat(10_000),
    }),
    'application/json',
  ],
  ['unknown fields only', JSON.stringify({ __proto__: { admin: true }, constructor: 'x', zzz: 1 }), 'application/json'],
  ['prototype pollution', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}', 'application/json'],
  ['text/plain', 'hello', 'text/plain'],
  [
    'bad multipart',
    '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nno end',
    'multipart/form-data; boundary=xyz',
  ],
  ['multipart without boundary', 'abc', 'multipart/form-data'],
  [
    'NUL characters',
    JSON.stringify({
      name: 'a\u0000b',
      title: 'x\u0000',
      email: 'a@b.c\u0000',
      username: 'ad\u0000min',
      password: 'p\u0000',
      tabId: 'about',
      sectionId: 'x',
      content: '<p>\u0000</p>',
      memberName: 'n\u0000',
      subject: 'hello\u0000',
      message: 'long enough\u0000 message',
      consent: true,
    }),
    'application/json',
  ],
  ['binary garbage', Buffer.from([0, 255, 1, 254, 2, 253, 0, 0]), 'application/octet-stream'],
  [
    // Valid JSON, but no text PostgreSQL can store: a 400 naming the field, never the database's error.
    'lone surrogates',
    '{"name":"a\\ud800b","title":"\\udc00","subject":"x\\ud800","content":"<p>\\ud800</p>","message":"long enough \\ud800 message","email":"a\\ud800@b.c","username":"\\ud800","password":"\\udfff"}',
    'application/json',
  ],
  [
    'years 0000 and 10000',
    JSON.stringify({
      startsAt: '0000-01-01T10:00:00Z',
      endsAt: '10000-01-01T10:00:00Z',
      at: '0000-06-01T10:00',
      date: '10000-12-31',
      from: '0000-01-01',
      to: '10000-01-01',
      publishedAt: '0000-01-01T00:00:00Z',
    }),
    'application/json',
  ],
]
const badQueries = [
  '?sectionId=a%00b',
  '?tabId=../../',
  '?locale=xx',
  '?memberType=%00',
  '?category[$ne]=1',
  '?tabId=about&tabId=join',
  `?sectionId=${'s'.repeat(5000)}`,
  '?from=0000-01-01&to=10000-01-01',
  // A lone surrogate as UTF-8 bytes (no valid UTF-8), and a character of four bytes.
  '?q=%ED%A0%80&id=%ED%A0%80',
  '?page=%F0%9F%98%80&limit=%F0%9F%98%80',
]

/** OAI-PMH's own arguments, malformed (its answer to those is an OAI-PMH error, 200 or 400, never a 500). */
const badOaiQueries = [
  '?verb=ListRecords&resumptionToken=%C3%A9%C3%A9%C3%A9%E2%82%AC',
  '?verb=ListRecords&metadataPrefix=oai_dc&from=0000-01-01&until=10000-01-01',
  '?verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-13-45T99:99:99Z',
  '?verb=GetRecord&metadataPrefix=oai_dc&identifier=%ED%A0%80',
  '?verb=GetRecord&metadataPrefix=%00&identifier=oai:x:1',
  '?verb=ListSets&resumptionToken=' + 'x'.repeat(5000),
  '?verb=Identify&verb=Identify',
  '?verb=%F0%9F%98%80',
]

const url = (path: string, id?: string) => path.replace(/\{\w+\}/g, id ?? '1')

async function send(
  request: APIRequestContext,
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: Body,
) {
  const res = await request.fetch(target, {
    method: method.toUpperCase(),
    headers: { ...headers, ...from(), ...(body ? { 'Content-Type': body[2] } : {}) },
    data: body?.[1],
    failOnStatusCode: false,
  })
  const text = await res.text()
  return { status: res.status(), text }
}

/** A well-formed id that no record has: nothing stored is changed or removed by the bad requests. */
const absentId = '987654321'

/**
 * What to send to an operation: every bad body at a well-formed id no record has, and every bad id (with the
 * bad bodies in turn, where the operation takes one): each bad part is sent at least once, without
 * the full cross product of ids and bodies.
 */
function casesOf(method: string, path: string): { target: string; body?: Body }[] {
  const takesBody = method !== 'get' && method !== 'delete'
  const cases: { target: string; body?: Body }[] = takesBody
    ? badBodies.map((body) => ({ target: url(path, absentId), body }))
    : [{ target: url(path, absentId) }]
  if (path.includes('{'))
    badIds.forEach((id, i) =>
      cases.push({ target: url(path, id), body: takesBody ? badBodies[i % badBodies.length] : undefined }),
    )
  if (method === 'get') for (const query of badQueries) cases.push({ target: url(path) + query })
  if (path === '/oai') for (const query of badOaiQueries) cases.push({ target: path + query })
  return cases
}

/** Requests in flight at once: the server, not the test's waiting, sets the pace. */
const inFlight = 4

// The two run side by side, in two workers.
test.describe.configure({ mode: 'parallel' })

for (const who of ['anonymous', 'administrator'] as const) {
  test(`malformed requests as ${who} never get a 500`, async ({ request }) => {
    test.setTimeout(180_000)
    const headers = who === 'administrator' ? await adminHeaders(request) : {}
    const failures: string[] = []
    const queue = operations
      // Logging out and ending the other sessions would end the session under test.
      .filter(
        (op) =>
          who !== 'administrator' ||
          !(op.path === '/api/logout' || (op.path === '/api/sessions' && op.method === 'delete')),
      )
      .flatMap((op) => casesOf(op.method, op.path).map((c) => ({ method: op.method, ...c })))
    const sent = queue.length
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { method, target, body } = next
          const { status, text } = await send(request, method, target, headers, body)
          if (status >= 500 || /\n\s+at .+:\d+:\d+/.test(text))
            failures.push(`${method.toUpperCase()} ${target} ${body?.[0] ?? ''} -> ${status} ${text.slice(0, 120)}`)
        }
      }),
    )
    test.info().annotations.push({ type: 'requests sent', description: String(sent) })
    console.log(`${who}: ${sent} malformed requests, ${failures.length} answered with a 500`)
    expect(failures).toEqual([])
    expect(sent).toBeGreaterThan(300)
  })
}
