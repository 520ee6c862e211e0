import pg from 'pg'
import type { APIRequestContext } from '@playwright/test'
import { publicationForm } from '../../helpers/pdf'
import { expect, test } from './conformance'
import { adminHeaders, body, from } from './helpers'

/**
 * Reach, counted by the running site without cookies (docs/decisions/038-reach.md): simulated
 * visitors (an address and a browser each, through X-Forwarded-For: the e2e server trusts one
 * proxy) request pages, a PDF and a search; GET /api/reach reads the counts back once the
 * server has written them (every second in e2e). Other tests run at the same time, so each case
 * reads rows only it can have made: a referrer domain, a publication, search words of its own.
 */

let auth: Record<string, string>
test.beforeAll(async ({ request }) => {
  auth = await adminHeaders(request)
})

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const n = Number.parseInt(stamp.slice(-4), 36)
/** Addresses no other test uses (100.64.0.0/10), one per simulated visitor. */
const addressOf = (visitor: number) => `100.${64 + (n % 64)}.${(n >> 6) % 256}.${visitor + 1}`
const agentOf = (visitor: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Reader/${stamp}.${visitor}`
const visitor = (v: number, extra: Record<string, string> = {}) => ({
  'X-Forwarded-For': addressOf(v),
  'User-Agent': agentOf(v),
  ...extra,
})

type Row = { key: string; views: number; visitors: number; downloads: number; misses: number }

/** The row of `key` by `by`, once the counts written reach `until` (or the last read after 20 s). */
async function rowOf(request: APIRequestContext, by: string, key: string, until: (row: Row) => boolean) {
  let row: Row | undefined
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/reach?by=${by}`, { headers: auth })
        expect(res.status()).toBe(200)
        row = ((await body(res)).data.rows as Row[]).find((r) => r.key === key)
        return row !== undefined && until(row)
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true)
  return row as Row
}

test('100 page views from 10 visitors count as 100 views and 10 visitors; bots, Global Privacy Control and an invented tab (404) are not counted; no cookie is set', async ({
  request,
}) => {
  const referrer = `r${stamp}.example`
  const paths = ['/', '/?tab=about', '/?tab=research&section=publications', '/search', '/newsletter']
  const languages = ['en', 'bn', 'ar', 'fr']
  let cookies = 0
  for (let v = 0; v < 10; v++) {
    for (let i = 0; i < 10; i++) {
      const path = paths[(v + i) % paths.length]
      const res = await request.get(path, {
        headers: visitor(v, { Referer: `https://${referrer}/a/${i}`, 'Accept-Language': languages[v % 4] }),
      })
      expect(res.status(), path).toBe(200)
      if (res.headers()['set-cookie']) cookies++
    }
  }
  // Neither a crawler, nor a browser sending Global Privacy Control, nor a prefetch.
  const notCounted = [
    visitor(0, { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
    visitor(1, { 'Sec-GPC': '1' }),
    visitor(2, { 'Sec-Purpose': 'prefetch' }),
  ]
  for (const headers of notCounted) {
    const res = await request.get('/', { headers: { ...headers, Referer: `https://${referrer}/` } })
    expect(res.status()).toBe(200)
    if (res.headers()['set-cookie']) cookies++
  }
  expect(cookies).toBe(0)
  // A tab the site does not have is no page of it (404), and so no row of the counts.
  const invented = await request.get(`/?tab=invented${stamp}`, {
    headers: visitor(3, { Referer: `https://${referrer}/` }),
  })
  expect(invented.status()).toBe(404)
  const row = await rowOf(request, 'referrer', referrer, (r) => r.views >= 100)
  // One more second for anything wrongly counted to be written too.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  expect(await rowOf(request, 'referrer', referrer, () => true)).toMatchObject({
    views: 100,
    visitors: 10,
    downloads: 0,
  })
  expect(row.visitors).toBe(10)
})

test('a publication PDF downloaded counts on its publication, in its day and country', async ({ request }) => {
  const title = `Reach survey ${stamp}`
  const created = await request.post('/api/publications', {
    headers: auth,
    multipart: await publicationForm(title, { abstract: 'Downloads counted.', fileName: 'Reach Survey.pdf' }),
  })
  expect(created.status(), JSON.stringify(await body(created))).toBe(201)
  const publication = (await body(created)).data as { id: number; file: { url: string } }
  const before = await request.get('/api/reach?by=country', { headers: auth })
  const bangladesh = ((await body(before)).data.rows as Row[]).find((r) => r.key === 'BD')?.downloads ?? 0

  // From an address in Bangladesh, then the same reader again, and once with Global Privacy Control.
  const reader = { 'X-Forwarded-For': '103.4.145.20', 'User-Agent': agentOf(50) }
  for (const headers of [reader, reader, { ...reader, 'Sec-GPC': '1' }]) {
    const pdf = await request.get(publication.file.url, { headers })
    expect(pdf.status()).toBe(200)
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.headers()['set-cookie']).toBeUndefined()
  }
  const row = await rowOf(request, 'publication', String(publication.id), (r) => r.downloads >= 2)
  await new Promise((resolve) => setTimeout(resolve, 1500))
  expect(await rowOf(request, 'publication', String(publication.id), () => true)).toMatchObject({
    label: title,
    downloads: 2,
    visitors: 1,
  })
  expect(row.views).toBe(0)
  const country = await rowOf(request, 'country', 'BD', (r) => r.downloads >= bangladesh + 2)
  expect(country).toMatchObject({ lowOrMiddleIncome: true })
})

test('a search that finds nothing is counted with its words; one that finds something without them', async ({
  request,
}) => {
  const words = `zqx${stamp}`
  const res = await request.get(`/search?q=${words}`, { headers: visitor(7) })
  expect(res.status()).toBe(200)
  const row = await rowOf(request, 'search', words, (r) => r.misses >= 1)
  expect(row.misses).toBe(1)
  // A crawler's search is not counted.
  await request.get(`/search?q=${words}`, { headers: visitor(7, { 'User-Agent': 'Googlebot/2.1' }) })
  await new Promise((resolve) => setTimeout(resolve, 1500))
  expect((await rowOf(request, 'search', words, () => true)).misses).toBe(1)
  const days = await request.get('/api/reach', { headers: auth })
  const data = (await body(days)).data
  expect(data.by).toBe('day')
  expect(data.rows).toHaveLength(30)
  expect(data.rows.at(-1).key).toBe(data.to)
  expect(data.totals.searches).toBeGreaterThanOrEqual(1)
  expect(data.totals.misses).toBeGreaterThanOrEqual(1)
})

test('no address and no user agent of the simulated visitors is stored anywhere in the database, the counters of the form and login limits included', async ({
  request,
}) => {
  // A form sent (a bot's, which the honeypot drops: only its rate limit counts it) and a failed
  // login from the first visitor's address: counted per address, under a keyed hash of it.
  const form = await request.post('/api/newsletter', {
    data: { name: 'Reach Reader', email: `reader-${stamp}@example.org`, consent: true, website: 'http://x.example' },
    headers: visitor(0),
  })
  expect(form.status()).toBe(201)
  const login = await request.post('/api/login', {
    data: { username: `nobody-${stamp}`, password: 'not-the-password' },
    headers: visitor(0),
  })
  expect(login.status()).toBe(401)
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS "name" FROM information_schema.tables
       WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE'`,
    )
    expect(tables.length).toBeGreaterThan(20)
    // Each visitor's whole address (the activity log keeps a failed login's network, a /24, by design).
    const needles = [
      ...Array.from({ length: 10 }, (_, v) => `%${addressOf(v)}%`),
      '%103.4.145.20%',
      `%Reader/${stamp}%`,
    ]
    const found: string[] = []
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS "n" FROM ${name} t WHERE t::text LIKE ANY($1)`,
        [needles],
      )
      if (Number(rows[0].n) > 0) found.push(name)
    }
    expect(found).toEqual([])
  } finally {
    await client.end()
  }
})

test('GET /api/reach is for administrators, and refuses a period it cannot answer', async ({ request }) => {
  expect((await request.get('/api/reach', { headers: from() })).status()).toBe(401)
  const wrong = async (query: string) => {
    const res = await request.get(`/api/reach?${query}`, { headers: auth })
    expect(res.status(), query).toBe(400)
    return (await body(res)) as { code: string; errors?: Record<string, string> }
  }
  expect((await wrong('by=weather')).code).toBe('validation_failed')
  expect((await wrong('from=2026-13-01')).errors?.from).toMatch(/date/)
  expect((await wrong('from=2026-11-20&to=2026-11-01')).errors?.from).toMatch(/must not come after/)
  expect((await wrong('from=2020-01-01&to=2026-11-01')).errors?.from).toMatch(/at most/)
  const week = await request.get('/api/reach?from=2026-11-01&to=2026-11-07&by=day', { headers: auth })
  expect(week.status()).toBe(200)
  expect((await body(week)).data.rows.map((r: Row) => r.key)).toEqual([
    '2026-11-01',
    '2026-11-02',
    '2026-11-03',
    '2026-11-04',
    '2026-11-05',
    '2026-11-06',
    '2026-11-07',
  ])
})
