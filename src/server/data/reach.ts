import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import { setting } from '@/core/config'
import { rowsOf } from '@/core/db/raw-sql'
import { dayFormatter } from '@/core/reach/days'
import { isLowOrMiddleIncome } from '@/core/reach/income'
import {
  daysBetween,
  maxReachDays,
  maxReachRows,
  periodTooLong,
  type ReachBreakdown,
  type ReachQuery,
  type ReachReport,
  type ReachRow,
} from '@/schemas/reach'
import { HttpError, invalidInput } from '../http'
import { getPayloadClient } from '../payload'

/**
 * The reach figures of a period (docs/decisions/038-reach.md), read from the daily aggregates
 * the site's instances write (src/core/reach/counter.ts): the totals, and a day each or one
 * breakdown. Administrators only (the route checks).
 */

type Sums = { views: number; visitors: number; downloads: number; searches: number; misses: number }
type SumRow = { key: string } & Record<keyof Sums, string | number | null>

const sumColumns = sql`
  COALESCE(SUM("count") FILTER (WHERE "metric" = 'views'), 0) AS "views",
  COALESCE(SUM("count") FILTER (WHERE "metric" = 'visitors'), 0) AS "visitors",
  COALESCE(SUM("count") FILTER (WHERE "metric" = 'downloads'), 0) AS "downloads",
  COALESCE(SUM("count") FILTER (WHERE "metric" = 'searches'), 0) AS "searches",
  COALESCE(SUM("count") FILTER (WHERE "metric" = 'misses'), 0) AS "misses"`

const sumsOf = (row: Partial<SumRow> | undefined): Sums => ({
  views: Number(row?.views ?? 0),
  visitors: Number(row?.visitors ?? 0),
  downloads: Number(row?.downloads ?? 0),
  searches: Number(row?.searches ?? 0),
  misses: Number(row?.misses ?? 0),
})

/** What a breakdown is ordered by: its main figure first. */
const orderOf: Record<Exclude<ReachBreakdown, 'day'>, ReturnType<typeof sql>> = {
  page: sql`"views" DESC, "visitors" DESC`,
  publication: sql`"downloads" DESC, "visitors" DESC`,
  language: sql`"views" + "downloads" DESC`,
  country: sql`"views" + "downloads" DESC`,
  referrer: sql`"views" DESC, "visitors" DESC`,
  device: sql`"views" + "downloads" DESC`,
  search: sql`"misses" DESC`,
}

const firstDay = '0001-01-01'

/** The period a query names: `to` today and `from` 29 days before it when not given. */
export function reachPeriod(query: Pick<ReachQuery, 'from' | 'to'>, at = Date.now()): { from: string; to: string } {
  const dayOf = dayFormatter(setting('SITE_TIME_ZONE'))
  const to = query.to ?? dayOf(at)
  const before = new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10)
  // The calendar PostgreSQL keeps starts at 0001-01-01 (a `to` in its first month reaches before it).
  const from = query.from ?? (before < firstDay ? firstDay : before)
  // `from` alone is checked against today here (the query's own check needs both ends).
  if (daysBetween(from, to) >= maxReachDays) throw new HttpError(400, invalidInput, { from: periodTooLong })
  return from <= to ? { from, to } : { from: to, to }
}

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null)

export async function reachReport(query: ReachQuery): Promise<ReachReport> {
  const { from, to } = reachPeriod(query)
  const payload = await getPayloadClient()
  const db = payload.db.drizzle
  const within = sql`"day" BETWEEN ${from}::date AND ${to}::date`
  const [totalsRow] = rowsOf<SumRow>(
    await db.execute(
      sql`SELECT '' AS "key", ${sumColumns} FROM "reach_daily" WHERE "dimension" = 'site' AND ${within}`,
    ),
  )
  const countries = rowsOf<SumRow>(
    await db.execute(
      sql`SELECT "value" AS "key", ${sumColumns} FROM "reach_daily" WHERE "dimension" = 'country' AND ${within} GROUP BY "value"`,
    ),
  )
  const known = { views: 0, downloads: 0 }
  const lmic = { views: 0, downloads: 0 }
  for (const row of countries) {
    const group = isLowOrMiddleIncome(row.key)
    if (group === null) continue
    const sums = sumsOf(row)
    known.views += sums.views
    known.downloads += sums.downloads
    if (group) {
      lmic.views += sums.views
      lmic.downloads += sums.downloads
    }
  }
  const totals = {
    ...sumsOf(totalsRow),
    lowOrMiddleIncomeShare: {
      views: share(lmic.views, known.views),
      downloads: share(lmic.downloads, known.downloads),
    },
  }
  return { from, to, by: query.by, totals, rows: await rowsFor(query.by, from, to, within) }
}

async function rowsFor(
  by: ReachBreakdown,
  from: string,
  to: string,
  within: ReturnType<typeof sql>,
): Promise<ReachRow[]> {
  const payload = await getPayloadClient()
  const db = payload.db.drizzle
  const row = (key: string, sums: Sums, extra: Partial<ReachRow> = {}): ReachRow => ({
    key,
    label: null,
    ...sums,
    lowOrMiddleIncome: null,
    ...extra,
  })
  if (by === 'day') {
    const found = new Map(
      rowsOf<SumRow>(
        await db.execute(
          sql`SELECT to_char("day", 'YYYY-MM-DD') AS "key", ${sumColumns} FROM "reach_daily"
              WHERE "dimension" = 'site' AND ${within} GROUP BY "day"`,
        ),
      ).map((r) => [r.key, sumsOf(r)]),
    )
    const days: ReachRow[] = []
    for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
      const day = new Date(at).toISOString().slice(0, 10)
      days.push(row(day, found.get(day) ?? sumsOf(undefined)))
    }
    return days
  }
  // Summed first, then ordered: ORDER BY takes an output column alone, not an expression of them.
  const found = rowsOf<SumRow>(
    await db.execute(
      sql`SELECT * FROM (
            SELECT "value" AS "key", ${sumColumns} FROM "reach_daily" WHERE "dimension" = ${by} AND ${within} GROUP BY "value"
          ) AS "sums" ORDER BY ${orderOf[by]}, "key" LIMIT ${maxReachRows}`,
    ),
  )
  if (by === 'country')
    return found.map((r) => row(r.key, sumsOf(r), { lowOrMiddleIncome: isLowOrMiddleIncome(r.key) }))
  if (by !== 'publication') return found.map((r) => row(r.key, sumsOf(r)))
  // A publication by its English title (deleted or in the trash, its id alone).
  const ids = found.map((r) => Number(r.key)).filter(Number.isSafeInteger)
  const titles = new Map<string, string>()
  if (ids.length > 0) {
    const { docs } = await payload.find({
      collection: 'publications',
      where: { id: { in: ids } },
      locale: 'en',
      depth: 0,
      limit: ids.length,
      pagination: false,
      overrideAccess: true,
      trash: true,
      select: { title: true },
    })
    for (const doc of docs) titles.set(String(doc.id), String(doc.title ?? ''))
  }
  return found.map((r) => row(r.key, sumsOf(r), { label: titles.get(r.key) ?? null }))
}
