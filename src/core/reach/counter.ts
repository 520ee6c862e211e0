import { createHash, createHmac } from 'node:crypto'
import type http from 'node:http'
import type { Pool, PoolClient } from 'pg'
import { clientAddressHeader } from '../../security/client-address'
import { derivedKey } from '../../security/keyed-hash'
import { reachDailyValueCaps, reachOther, type ReachDimension, type ReachMetric } from '../../schemas/reach'
import { defaultReachRetentionMonths } from '../../schemas/site-settings'
import { classify, countable, type Hit } from './classify'
import { countryOf } from './country'
import { dayFormatter } from './days'
import { reachHeader, registerReachCounter } from './registry'

/**
 * The reach counter of one site instance (docs/decisions/038-reach.md). It adds up what it
 * serves in memory and writes the sums to PostgreSQL every `flushSeconds` (and when it stops):
 * daily counts per breakdown, never an event. Several instances each write their own sums,
 * which add up in `reach_daily`.
 *
 * Visitors: a counted request's visitor is a keyed hash (HMAC-SHA-256) of its address and user
 * agent under the day's key, derived from PAYLOAD_SECRET and the day (src/security/keyed-hash.ts):
 * every instance has the same key without it being stored anywhere, so neither the database nor
 * a backup holds it. Each breakdown the visitor counts in gets a mark, the SHA-256 of that hash,
 * the breakdown and its value (128 bits kept); a mark new to `reach_marks` is one more visitor
 * there. Marks of different breakdowns share nothing, so the table cannot be joined into a
 * visitor's path; the marks are deleted once the day is over, and each day has its own key, so
 * no one can tell a visitor from one day to the next or get an address back.
 */

type Options = {
  pool: Pool
  /** The days are the organisation's (SITE_TIME_ZONE). */
  timeZone: string
  flushSeconds: number
  log?: (line: string) => void
  now?: () => number
}

/** Counts kept in memory before a write fails twice in a row are dropped beyond this many keys. */
const maxPending = 200_000
const retentionSweepMs = 60 * 60 * 1000

const keyOf = (day: string, dimension: ReachDimension, value: string, metric: ReachMetric) =>
  `${day}\t${dimension}\t${value}\t${metric}`

/** Search words as counted: lower case, spaces collapsed, at most 100 characters. */
export const searchWording = (words: string) =>
  words.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 100)

export type ReachCounter = ReturnType<typeof createReachCounter>

export function createReachCounter({ pool, timeZone, flushSeconds, log = console.log, now = Date.now }: Options) {
  const formatDay = dayFormatter(timeZone)
  // Formatting a date in a time zone is slow next to the rest: once a second is enough.
  let clock = { at: 0, day: '' }
  const dayOf = (at: number) => {
    if (at - clock.at >= 1000 || at < clock.at) clock = { at, day: formatDay(at) }
    return clock.day
  }
  let counts = new Map<string, number>()
  /** Per day: mark (hex) → the breakdown and value it stands for. */
  let marks = new Map<string, Map<string, string>>()
  /** The day's key of the visitor hashes, made once a day (null without PAYLOAD_SECRET: no visitors counted). */
  let dayKey: { day: string; key: Buffer | null } = { day: '', key: null }
  const dayKeyOf = (day: string) => {
    if (dayKey.day !== day) {
      let key: Buffer | null
      try {
        key = derivedKey('reach-day', day)
      } catch {
        key = null
      }
      dayKey = { day, key }
    }
    return dayKey.key
  }
  let timer: NodeJS.Timeout | undefined
  let flushing: Promise<void> | undefined
  let sweptAt = 0
  let failures = 0

  const add = (day: string, dimension: ReachDimension, value: string, metric: ReachMetric, n = 1) => {
    const key = keyOf(day, dimension, value, metric)
    counts.set(key, (counts.get(key) ?? 0) + n)
  }

  /**
   * The breakdowns each of the day's visitors has been marked in, by the visitor's keyed hash
   * (never the address): a visitor's next page costs one hash, not one per breakdown. In memory
   * only, and dropped with the day (or when it grows past bounds: the table still tells).
   */
  let marked = { day: '', visitors: new Map<string, Set<string>>() }

  const markVisitor = (
    day: string,
    key: Buffer,
    address: string,
    userAgent: string,
    breakdowns: [ReachDimension, string][],
  ) => {
    // Digested straight to text: a known visitor's page costs this hash and no buffer.
    const id = createHmac('sha256', key).update(address).update('\0').update(userAgent).digest('base64')
    if (marked.day !== day || marked.visitors.size >= maxPending) marked = { day, visitors: new Map() }
    let seen = marked.visitors.get(id)
    if (!seen) marked.visitors.set(id, (seen = new Set()))
    let today: Map<string, string> | undefined
    let visitor: Buffer | undefined
    for (const [dimension, value] of breakdowns) {
      const entry = `${dimension}\t${value}`
      if (seen.has(entry)) continue
      seen.add(entry)
      visitor ??= Buffer.from(id, 'base64')
      const mark = createHash('sha256').update(visitor).update(entry).digest('hex').slice(0, 32)
      if (!today && !(today = marks.get(day))) marks.set(day, (today = new Map()))
      today.set(mark, entry)
    }
  }

  /** Counts a page view or a download: the address and user agent are used here and not kept. */
  function count(hit: Hit, address: string, userAgent: string) {
    const day = dayOf(now())
    const metric: ReachMetric = hit.kind === 'view' ? 'views' : 'downloads'
    const breakdowns: [ReachDimension, string][] = [
      ['site', ''],
      [hit.kind === 'view' ? 'page' : 'publication', hit.target],
      ['language', hit.language],
      ['country', countryOf(address)],
      ['device', hit.device],
    ]
    if (hit.referrer) breakdowns.push(['referrer', hit.referrer])
    for (const [dimension, value] of breakdowns) add(day, dimension, value, metric)
    const key = dayKeyOf(day)
    if (key) markVisitor(day, key, address, userAgent, breakdowns)
  }

  function search(words: string, hits: number) {
    const day = dayOf(now())
    add(day, 'site', '', 'searches')
    if (hits > 0) return
    add(day, 'site', '', 'misses')
    const wording = searchWording(words)
    if (wording) add(day, 'search', wording, 'misses')
  }

  /** Watches a request to the public server: counted once its response is finished, if it may be. */
  function watch(req: http.IncomingMessage, res: http.ServerResponse) {
    delete req.headers[reachHeader]
    const method = req.method ?? 'GET'
    if (!countable(method, req.headers)) return
    req.headers[reachHeader] = '1'
    const target = req.url ?? '/'
    res.once('finish', () => {
      try {
        const queryAt = target.indexOf('?')
        const hit = classify({
          method,
          pathname: decodeURIComponent(queryAt === -1 ? target : target.slice(0, queryAt)),
          search: new URLSearchParams(queryAt === -1 ? '' : target.slice(queryAt + 1)),
          headers: req.headers,
          status: res.statusCode,
        })
        if (hit) count(hit, String(req.headers[clientAddressHeader] ?? ''), String(req.headers['user-agent'] ?? ''))
      } catch {
        // A path that does not decode is not a page of the site: nothing to count.
      }
    })
  }

  /** Earlier days' marks deleted, at every write (one lookup on the key when there is nothing to delete). */
  async function forgetEarlierDays() {
    await pool.query('DELETE FROM "reach_marks" WHERE "day" < $1::date', [formatDay(now())])
  }

  /** Deletes the daily counts older than the retention the site settings give (36 months by default). */
  async function sweep() {
    await pool.query(
      `DELETE FROM "reach_daily" WHERE "day" < $1::date - make_interval(months => COALESCE(
         (SELECT "reach_retention_months"::int FROM "site_settings" LIMIT 1), $2::int))`,
      [formatDay(now()), defaultReachRetentionMonths],
    )
    sweptAt = now()
  }

  /**
   * A capped breakdown's values new to the day (`reachDailyValueCaps`), past the day's cap, are
   * counted under `reachOther` instead: those with the most counts in this write are kept first.
   */
  async function foldPastCaps(client: PoolClient, sums: Map<string, number>) {
    const fresh = new Map<string, Map<string, number>>()
    for (const [key, n] of sums) {
      const [day, dimension, value] = key.split('\t') as [string, ReachDimension, string, ReachMetric]
      if (!reachDailyValueCaps[dimension] || value === reachOther) continue
      const group = `${day}\t${dimension}`
      const values = fresh.get(group) ?? new Map<string, number>()
      values.set(value, (values.get(value) ?? 0) + n)
      fresh.set(group, values)
    }
    const folded = new Set<string>()
    for (const [group, values] of fresh) {
      const [day, dimension] = group.split('\t') as [string, ReachDimension]
      const { rows } = await client.query<{ kept: string; known: string[] | null }>(
        `SELECT count(DISTINCT "value") FILTER (WHERE "value" <> $3) AS "kept",
                array_agg(DISTINCT "value") FILTER (WHERE "value" = ANY($4::text[])) AS "known"
           FROM "reach_daily" WHERE "dimension" = $2 AND "day" = $1::date`,
        [day, dimension, reachOther, [...values.keys()]],
      )
      const known = new Set(rows[0]?.known ?? [])
      let room = reachDailyValueCaps[dimension]! - Number(rows[0]?.kept ?? 0)
      const unknown = [...values].filter(([value]) => !known.has(value)).sort(([, a], [, b]) => b - a)
      for (const [value] of unknown) {
        if (room > 0) room--
        else folded.add(`${group}\t${value}`)
      }
    }
    if (folded.size === 0) return
    for (const [key, n] of [...sums]) {
      const [day, dimension, value, metric] = key.split('\t') as [string, ReachDimension, string, ReachMetric]
      if (!folded.has(`${day}\t${dimension}\t${value}`)) continue
      sums.delete(key)
      const other = keyOf(day, dimension, reachOther, metric)
      sums.set(other, (sums.get(other) ?? 0) + n)
    }
  }

  async function write(client: PoolClient, batch: Map<string, number>, batchMarks: Map<string, Map<string, string>>) {
    // A download counts on its publication: the file's name becomes the publication's id.
    const files = new Set<string>()
    const collect = (entry: string) => {
      const [dimension, value] = entry.split('\t')
      if (dimension === 'publication') files.add(value)
    }
    for (const key of batch.keys()) collect(key.slice(11))
    for (const day of batchMarks.values()) for (const entry of day.values()) collect(entry)
    const publications = new Map<string, string>()
    if (files.size > 0) {
      const { rows } = await client.query<{ id: number; filename: string }>(
        'SELECT "id", "filename" FROM "publications" WHERE "filename" = ANY($1::text[])',
        [[...files]],
      )
      for (const row of rows) publications.set(row.filename, String(row.id))
    }
    const sums = new Map<string, number>()
    const put = (day: string, entry: string, metric: ReachMetric, n: number) => {
      const [dimension, raw] = entry.split('\t') as [ReachDimension, string]
      const value = dimension === 'publication' ? publications.get(raw) : raw
      if (value === undefined) return
      const key = keyOf(day, dimension, value, metric)
      sums.set(key, (sums.get(key) ?? 0) + n)
    }
    for (const [key, n] of batch) {
      const [day, dimension, value, metric] = key.split('\t') as [string, string, string, ReachMetric]
      put(day, `${dimension}\t${value}`, metric, n)
    }
    for (const [day, dayMarks] of batchMarks) {
      const { rows } = await client.query<{ mark: string }>(
        `INSERT INTO "reach_marks" ("day", "mark")
         SELECT $1::date, decode(m, 'hex') FROM unnest($2::text[]) AS m
         ON CONFLICT DO NOTHING RETURNING encode("mark", 'hex') AS "mark"`,
        [day, [...dayMarks.keys()]],
      )
      for (const { mark } of rows) put(day, dayMarks.get(mark) ?? '', 'visitors', 1)
    }
    await foldPastCaps(client, sums)
    // In one order on every instance, so that two writing at once never deadlock.
    const rows = [...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, n]) => [...key.split('\t'), n])
    if (rows.length === 0) return
    const column = (i: number) => rows.map((row) => row[i])
    await client.query(
      `INSERT INTO "reach_daily" ("day", "dimension", "value", "metric", "count")
       SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::bigint[])
       ON CONFLICT ("day", "dimension", "value", "metric") DO UPDATE SET "count" = "reach_daily"."count" + EXCLUDED."count"`,
      [column(0), column(1), column(2), column(3), column(4)],
    )
  }

  /** Writes what was counted since the last write (one transaction); on failure it is kept for the next. */
  async function flushOnce() {
    const batch = counts
    const batchMarks = marks
    counts = new Map()
    marks = new Map()
    try {
      await forgetEarlierDays()
      if (batch.size > 0 || batchMarks.size > 0) {
        const client = await pool.connect()
        try {
          await client.query('BEGIN')
          await write(client, batch, batchMarks)
          await client.query('COMMIT')
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {})
          throw error
        } finally {
          client.release()
        }
      }
      failures = 0
      if (now() - sweptAt >= retentionSweepMs) await sweep()
    } catch (error) {
      failures++
      if (failures === 1 || failures % 10 === 0)
        log(`[reach] could not write the counts (${(error as Error).message}); kept for the next try`)
      // Kept for the next write, within bounds: counting never costs the site its memory.
      if (counts.size + batch.size <= maxPending)
        for (const [key, n] of batch) counts.set(key, (counts.get(key) ?? 0) + n)
      for (const [day, dayMarks] of batchMarks) {
        const current = marks.get(day) ?? new Map<string, string>()
        if (current.size + dayMarks.size <= maxPending) for (const [m, entry] of dayMarks) current.set(m, entry)
        marks.set(day, current)
      }
    }
  }

  function flush(): Promise<void> {
    flushing ??= flushOnce().finally(() => {
      flushing = undefined
    })
    return flushing
  }

  const counter = {
    pool,
    watch,
    count,
    search,
    flush,
    sweep,
    /** Forgets earlier days' marks, then writes every `flushSeconds`; searches on the pages reach it from now on. */
    async start() {
      await forgetEarlierDays().catch((error: Error) =>
        log(`[reach] earlier days not forgotten yet (${error.message})`),
      )
      timer = setInterval(() => void flush(), flushSeconds * 1000)
      timer.unref()
      registerReachCounter(counter)
    },
    /** Writes what is left; nothing is counted after. */
    async stop({ limitMs = 10_000 }: { limitMs?: number } = {}) {
      if (timer) clearInterval(timer)
      registerReachCounter(undefined)
      // A stop never waits on the database longer than the limit: the counts are then lost.
      let timeout: NodeJS.Timeout | undefined
      await Promise.race([flush(), new Promise((resolve) => (timeout = setTimeout(resolve, limitMs)))])
      clearTimeout(timeout)
      void pool.end().catch(() => {})
    },
  }
  return counter
}
