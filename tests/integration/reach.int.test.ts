import { createHash, createHmac } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReachCounter, type ReachCounter } from '../../src/core/reach/counter'
import { dayFormatter } from '../../src/core/reach/days'
import type { Hit } from '../../src/core/reach/classify'
import { reachBreakdowns, reachDailyValueCaps, reachOther } from '../../src/schemas/reach'
import { reachReport } from '../../src/server/data/reach'
import { derivedKey } from '../../src/security/keyed-hash'
import { testPayload, unique } from '../helpers/payload'

// The reach counter against the real PostgreSQL (docs/decisions/038-reach.md): what several
// instances write adds up, a visitor is counted once a day whichever instance served them, and
// nothing that identifies a visitor is written.

const timeZone = 'Asia/Dhaka'
const today = dayFormatter(timeZone)(Date.now())
let pool: pg.Pool
const counters: ReachCounter[] = []

const instance = async () => {
  const counter = createReachCounter({
    pool: new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 }),
    timeZone,
    flushSeconds: 3600,
    log: () => {},
  })
  await counter.start()
  counters.push(counter)
  return counter
}

const view = (referrer: string, target = '/'): Hit => ({
  kind: 'view',
  target,
  language: 'bn',
  device: 'phone',
  referrer,
})

async function sums(dimension: string, value: string) {
  const { rows } = await pool.query<{ metric: string; count: string }>(
    'SELECT "metric", SUM("count") AS "count" FROM "reach_daily" WHERE "dimension" = $1 AND "value" = $2 AND "day" = $3::date GROUP BY "metric"',
    [dimension, value, today],
  )
  return Object.fromEntries(rows.map((row) => [row.metric, Number(row.count)]))
}

beforeAll(async () => {
  await testPayload() // migrated
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
})

afterAll(async () => {
  for (const counter of counters) await counter.stop()
  await pool.end()
})

describe('reach counter', () => {
  it('adds up what two instances count, and counts each visitor once a day whichever served them', async () => {
    const [a, b] = [await instance(), await instance()]
    const referrer = `${unique('r')}.example`
    // 10 visitors, 10 views each, served in turns by the two instances.
    for (let visitor = 0; visitor < 10; visitor++)
      for (let n = 0; n < 10; n++)
        (n % 2 ? a : b).count(
          view(referrer),
          `203.0.113.${visitor + 1}`,
          `Mozilla/5.0 (visitor ${visitor}) Firefox/133.0`,
        )
    await Promise.all([a.flush(), b.flush()])
    expect(await sums('referrer', referrer)).toEqual({ views: 100, visitors: 10 })
    // Later views of the same visitors add views, not visitors.
    a.count(view(referrer), '203.0.113.1', 'Mozilla/5.0 (visitor 0) Firefox/133.0')
    b.count(view(referrer), '203.0.113.2', 'Mozilla/5.0 (visitor 1) Firefox/133.0')
    await Promise.all([a.flush(), b.flush()])
    expect(await sums('referrer', referrer)).toEqual({ views: 102, visitors: 10 })
  })

  it('keeps neither the address nor the user agent: only counts, and marks that change every day', async () => {
    const counter = await instance()
    const agent = `Mozilla/5.0 (${unique('agent')}) Safari/605.1.15`
    const referrer = `${unique('r')}.example`
    counter.count(view(referrer, `/news/${unique('story')}`), '192.0.2.77', agent)
    await counter.flush()
    const { rows } = await pool.query<{ found: string }>(
      `SELECT (SELECT count(*) FROM "reach_daily" t WHERE t::text LIKE ANY($1))
            + (SELECT count(*) FROM "reach_marks" t WHERE t::text LIKE ANY($1) OR encode(t."mark", 'escape') LIKE ANY($1)) AS "found"`,
      [['%192.0.2.77%', `%${agent}%`]],
    )
    expect(Number(rows[0].found)).toBe(0)
    // The marks are 16 bytes each, kept for today only.
    const marks = await pool.query<{ size: number; before: string }>(
      `SELECT max(length("mark")) AS "size", count(*) FILTER (WHERE "day" < $1::date) AS "before" FROM "reach_marks"`,
      [today],
    )
    expect(marks.rows[0]).toEqual({ size: 16, before: '0' })
  })

  it("keeps the day's key nowhere: a copy of the database cannot test an address without the site's secret", async () => {
    const counter = await instance()
    const agent = `Mozilla/5.0 (${unique('agent')}) Safari/605.1.15`
    const referrer = `${unique('r')}.example`
    counter.count(view(referrer), '192.0.2.78', agent)
    await counter.flush()
    // No table keeps the day's key.
    const { rows: tables } = await pool.query<{ name: string }>(
      `SELECT table_name AS "name" FROM information_schema.tables WHERE table_schema = 'public' AND table_name LIKE 'reach%' ORDER BY 1`,
    )
    expect(tables.map((t) => t.name)).toEqual(['reach_daily', 'reach_marks'])
    // The mark this visit left, as only the site's secret can make it (the visitor hash under the
    // day's key derived from PAYLOAD_SECRET); under another secret there is no such mark.
    const markUnder = (key: Buffer) => {
      const visitor = createHmac('sha256', key).update('192.0.2.78').update('\0').update(agent).digest()
      return createHash('sha256').update(visitor).update(`referrer\t${referrer}`).digest('hex').slice(0, 32)
    }
    const stored = async (mark: string) =>
      Number(
        (
          await pool.query<{ n: string }>(
            `SELECT count(*) AS "n" FROM "reach_marks" WHERE "day" = $1::date AND "mark" = decode($2, 'hex')`,
            [today, mark],
          )
        ).rows[0].n,
      )
    expect(await stored(markUnder(derivedKey('reach-day', today)))).toBe(1)
    const secret = process.env.PAYLOAD_SECRET
    process.env.PAYLOAD_SECRET = 'another-secret-of-at-least-thirty-two-characters'
    try {
      expect(await stored(markUnder(derivedKey('reach-day', today)))).toBe(0)
    } finally {
      process.env.PAYLOAD_SECRET = secret
    }
  })

  it("forgets earlier days' marks at its next write", async () => {
    const counter = await instance()
    await pool.query(
      `INSERT INTO "reach_marks" ("day", "mark") VALUES ($1::date - 2, '\\x01'::bytea) ON CONFLICT DO NOTHING`,
      [today],
    )
    await counter.flush()
    const { rows } = await pool.query<{ marks: string }>(
      `SELECT count(*) AS "marks" FROM "reach_marks" WHERE "day" < $1::date`,
      [today],
    )
    expect(rows[0]).toEqual({ marks: '0' })
  })

  it('counts searches, and the words only of those that found nothing', async () => {
    const counter = await instance()
    const words = unique('Flood  Maps')
    const before = await sums('site', '')
    counter.search(words, 0)
    counter.search(words, 0)
    counter.search('cyclone shelters', 4)
    await counter.flush()
    const after = await sums('site', '')
    expect(after.searches - (before.searches ?? 0)).toBeGreaterThanOrEqual(3)
    expect(after.misses - (before.misses ?? 0)).toBeGreaterThanOrEqual(2)
    expect(await sums('search', words.toLowerCase().replace(/\s+/g, ' '))).toEqual({ misses: 2 })
    expect(await sums('search', 'cyclone shelters')).toEqual({})
  })

  it('keeps at most 300 referrers (and 300 missed wordings) a day: the values past the cap count together, none lost', async () => {
    // A day of its own that no other test writes, within the retention (and before today: its
    // write forgets the marks of the days before it, not today's).
    const at = Date.now() - 400 * 86_400_000
    const day = dayFormatter(timeZone)(at)
    const counter = createReachCounter({
      pool: new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 }),
      timeZone,
      flushSeconds: 3600,
      log: () => {},
      now: () => at,
    })
    counters.push(counter)
    const cap = reachDailyValueCaps.referrer!
    expect(cap).toBe(300)
    const hosts = Array.from({ length: cap + 5 }, (_, i) => `invented-${i}.example`)
    // The first host is the most visited of this write: it is kept, not folded.
    for (let i = 0; i < 5; i++) counter.count(view(hosts[0]), '198.51.100.1', 'Mozilla/5.0 Firefox/133.0')
    for (const host of hosts.slice(1)) counter.count(view(host), '198.51.100.2', 'Mozilla/5.0 Firefox/133.0')
    for (let i = 0; i < cap + 3; i++) counter.search(`invented words ${i}`, 0)
    await counter.flush()
    const read = async (dimension: string) =>
      (
        await pool.query<{ value: string; count: string }>(
          `SELECT "value", "count" FROM "reach_daily" WHERE "day" = $1::date AND "dimension" = $2 AND "metric" = $3`,
          [day, dimension, dimension === 'search' ? 'misses' : 'views'],
        )
      ).rows
    const referrers = await read('referrer')
    expect(referrers.filter((r) => r.value !== reachOther)).toHaveLength(cap)
    expect(referrers.find((r) => r.value === hosts[0])?.count).toBe('5')
    expect(referrers.find((r) => r.value === reachOther)?.count).toBe('5')
    expect(referrers.reduce((sum, r) => sum + Number(r.count), 0)).toBe(hosts.length + 4)
    const wordings = await read('search')
    expect(wordings.filter((r) => r.value !== reachOther)).toHaveLength(cap)
    expect(wordings.find((r) => r.value === reachOther)?.count).toBe('3')

    // Later the same day: a host already kept still counts on its own row, a new one with the others.
    counter.count(view(hosts[0]), '198.51.100.1', 'Mozilla/5.0 Firefox/133.0')
    counter.count(view('one-more.example'), '198.51.100.3', 'Mozilla/5.0 Firefox/133.0')
    await counter.flush()
    const later = await read('referrer')
    expect(later.filter((r) => r.value !== reachOther)).toHaveLength(cap)
    expect(later.find((r) => r.value === hosts[0])?.count).toBe('6')
    expect(later.find((r) => r.value === reachOther)?.count).toBe('6')
    await pool.query(`DELETE FROM "reach_daily" WHERE "day" = $1::date`, [day])
    await pool.query(`DELETE FROM "reach_marks" WHERE "day" = $1::date`, [day])
  })

  it('deletes the daily counts older than the retention the settings give (36 months by default)', async () => {
    const counter = await instance()
    const [old, kept] = [unique('old'), unique('kept')]
    await pool.query(
      `INSERT INTO "reach_daily" ("day", "dimension", "value", "metric", "count") VALUES
         ($1::date - interval '37 months', 'search', $2, 'misses', 1),
         ($1::date - interval '35 months', 'search', $3, 'misses', 1)`,
      [today, old, kept],
    )
    await counter.sweep()
    const { rows } = await pool.query<{ value: string }>(
      `SELECT "value" FROM "reach_daily" WHERE "value" = ANY($1::text[])`,
      [[old, kept]],
    )
    expect(rows.map((row) => row.value)).toEqual([kept])
    // A shorter retention set in the back office deletes more.
    const payload = await testPayload()
    await payload.updateGlobal({ slug: 'site-settings', data: { reachRetentionMonths: 12 }, overrideAccess: true })
    try {
      await counter.sweep()
      const left = await pool.query(`SELECT 1 FROM "reach_daily" WHERE "value" = $1`, [kept])
      expect(left.rowCount).toBe(0)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { reachRetentionMonths: 36 }, overrideAccess: true })
    }
  })

  it('reports every breakdown of a period, and the share from low- and middle-income countries', async () => {
    const counter = await instance()
    const referrer = `${unique('r')}.example`
    const totals = (await reachReport({ by: 'day' })).totals
    // Three views from Bangladesh, one from the United States, one from an unknown address.
    for (const address of ['103.4.145.1', '103.4.145.2', '103.4.145.3', '8.8.8.8', '10.1.2.3'])
      counter.count(view(referrer), address, `Mozilla/5.0 (${address}) Firefox/133.0`)
    await counter.flush()
    for (const by of reachBreakdowns) {
      const report = await reachReport({ by, from: today, to: today })
      expect(report).toMatchObject({ from: today, to: today, by })
      if (by === 'day') expect(report.rows.map((row) => row.key)).toEqual([today])
      else if (by !== 'publication') expect(report.rows.length, by).toBeGreaterThan(0) // downloads: the e2e test
    }
    const report = await reachReport({ by: 'referrer' })
    expect(report.rows.find((row) => row.key === referrer)).toMatchObject({ views: 5, visitors: 5, label: null })
    expect(report.totals.views - totals.views).toBeGreaterThanOrEqual(5)
    const countries = await reachReport({ by: 'country', from: today, to: today })
    expect(countries.rows.find((row) => row.key === 'BD')).toMatchObject({ lowOrMiddleIncome: true })
    expect(countries.rows.find((row) => row.key === 'US')).toMatchObject({ lowOrMiddleIncome: false })
    expect(countries.rows.find((row) => row.key === 'unknown')).toMatchObject({ lowOrMiddleIncome: null })
    const share = countries.totals.lowOrMiddleIncomeShare.views
    expect(share).toBeGreaterThan(0)
    expect(share).toBeLessThan(1)
  })
})
