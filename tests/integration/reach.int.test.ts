import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReachCounter, type ReachCounter } from '../../src/core/reach/counter'
import { dayFormatter } from '../../src/core/reach/days'
import type { Hit } from '../../src/core/reach/classify'
import { reachBreakdowns } from '../../src/schemas/reach'
import { reachReport } from '../../src/server/data/reach'
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
    counter.count(view(`${unique('r')}.example`, `/news/${unique('story')}`), '192.0.2.77', agent)
    await counter.flush()
    const { rows } = await pool.query<{ found: string }>(
      `SELECT (SELECT count(*) FROM "reach_daily" t WHERE t::text LIKE ANY($1))
            + (SELECT count(*) FROM "reach_marks" t WHERE t::text LIKE ANY($1) OR encode(t."mark", 'escape') LIKE ANY($1))
            + (SELECT count(*) FROM "reach_salts" t WHERE t::text LIKE ANY($1)) AS "found"`,
      [['%192.0.2.77%', `%${agent}%`]],
    )
    expect(Number(rows[0].found)).toBe(0)
    // The marks are 16 bytes each, kept for today only, like the salts.
    const marks = await pool.query<{ size: number; before: string }>(
      `SELECT max(length("mark")) AS "size", count(*) FILTER (WHERE "day" < $1::date) AS "before" FROM "reach_marks"`,
      [today],
    )
    expect(marks.rows[0]).toEqual({ size: 16, before: '0' })
  })

  it("forgets earlier days' salts and marks at its next write", async () => {
    const counter = await instance()
    await pool.query(
      `INSERT INTO "reach_salts" ("day", "salt") VALUES ($1::date - 2, '\\x00'::bytea) ON CONFLICT DO NOTHING`,
      [today],
    )
    await pool.query(
      `INSERT INTO "reach_marks" ("day", "mark") VALUES ($1::date - 2, '\\x01'::bytea) ON CONFLICT DO NOTHING`,
      [today],
    )
    await counter.flush()
    const { rows } = await pool.query<{ salts: string; marks: string; todays: string }>(
      `SELECT (SELECT count(*) FROM "reach_salts" WHERE "day" < $1::date) AS "salts",
              (SELECT count(*) FROM "reach_marks" WHERE "day" < $1::date) AS "marks",
              (SELECT count(*) FROM "reach_salts" WHERE "day" = $1::date) AS "todays"`,
      [today],
    )
    expect(rows[0]).toEqual({ salts: '0', marks: '0', todays: '1' })
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
