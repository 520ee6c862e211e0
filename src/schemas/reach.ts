import { z } from './zod'

/**
 * Reach: what the site counts of its readers, without cookies and without keeping anyone's
 * address (docs/decisions/038-reach.md). The counts are daily aggregates; a visitor is one
 * address and browser on one day (the hash that tells them apart changes every day), so the
 * visitors of a period are the sum of its days'.
 */

/** What a daily aggregate counts. */
export const reachMetrics = ['views', 'visitors', 'downloads', 'searches', 'misses'] as const
export type ReachMetric = (typeof reachMetrics)[number]

/** The breakdowns of the counts. */
const breakdowns = ['page', 'publication', 'language', 'country', 'referrer', 'device', 'search'] as const

/** What the daily aggregates are kept by: the whole site (the totals, `site`), or a breakdown. */
export const reachDimensions = ['site', ...breakdowns] as const
export type ReachDimension = (typeof reachDimensions)[number]

/** The device classes, from the browser's user agent. */
export const reachDevices = ['phone', 'tablet', 'desktop'] as const

/** `by` of GET /api/reach: a day each, or one of the breakdowns. */
export const reachBreakdowns = ['day', ...breakdowns] as const
export type ReachBreakdown = (typeof reachBreakdowns)[number]

/**
 * The most distinct values the breakdowns that grow with what visitors send (a section's name, a
 * referring site, the words of a search) keep for one day: past them, that day's new values are
 * counted together under `reachOther`, so nobody can fill the table with invented values. The
 * instances check against what is stored when they write, so two writing at once may each add
 * a few past the cap.
 */
export const reachDailyValueCaps: Partial<Record<ReachDimension, number>> = { page: 1000, referrer: 300, search: 300 }
/** The key of the values past a day's cap, counted together (no page, referrer or wording is empty). */
export const reachOther = ''

/** The longest period one call may ask for, in days (the default retention, three years, and a little). */
export const maxReachDays = 1200
/** The most rows a breakdown answers (largest first); `day` answers every day of the period. */
export const maxReachRows = 500

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a date as YYYY-MM-DD.')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Give a date that exists, as YYYY-MM-DD.',
  )
  // Year 0000 (1 BC) is no date of PostgreSQL's: a 400 here, not a database error.
  .refine((value) => !value.startsWith('0000'), 'Give a date from the year 0001 on, as YYYY-MM-DD.')

/** Days from one YYYY-MM-DD to another. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)

/** The refusal of a period longer than `maxReachDays` (also one whose `to` is today by default). */
export const periodTooLong = `A period may span at most ${maxReachDays} days.`

/** GET /api/reach's query. Without `from` and `to`: the last 30 days, today included (the site's time zone). */
export const reachQuerySchema = z
  .object({
    from: day.optional().describe("First day, YYYY-MM-DD (the site's time zone). Default: 29 days before `to`"),
    to: day.optional().describe('Last day, YYYY-MM-DD. Default: today'),
    by: z.enum(reachBreakdowns).default('day').describe('`day` (the default), or the breakdown to answer'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '`from` must not come after `to`.',
    path: ['from'],
  })
  .refine((query) => !query.from || !query.to || daysBetween(query.from, query.to) < maxReachDays, {
    message: periodTooLong,
    path: ['from'],
  })
export type ReachQuery = z.infer<typeof reachQuerySchema>

const count = z.number().int().nonnegative()

/** One row of a breakdown (or one day): every count, zero where the breakdown does not have it. */
export const reachRowSchema = z.object({
  key: z
    .string()
    .describe(
      'The day (YYYY-MM-DD), page path, publication id, language code, country (ISO 3166-1 alpha-2, `unknown` when the address has none), referrer domain, device class or search words. By `page`, `referrer` and `search`, an empty key counts together the values past a daily cap (1,000 pages, 300 referrers, 300 wordings a day): other values',
    ),
  label: z.string().nullable().describe("A publication's title (English); null for the other breakdowns"),
  views: count.describe('Pages served (search pages included)'),
  visitors: count.describe('Visitors: a distinct address and browser per day, summed over the days'),
  downloads: count.describe('Publication PDFs downloaded'),
  searches: count.describe('Searches made (by `day` only)'),
  misses: count.describe('Searches that found nothing (by `day`, and by `search`: each wording)'),
  lowOrMiddleIncome: z
    .boolean()
    .nullable()
    .describe('By `country`: whether the World Bank classes the country as low- or middle-income; else null'),
})
export type ReachRow = z.infer<typeof reachRowSchema>

const share = z
  .number()
  .min(0)
  .max(1)
  .nullable()
  .describe('Of what came from a known country, the share from low- and middle-income countries; null when none did')

/** GET /api/reach's answer. */
export const reachReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(reachBreakdowns),
  totals: z.object({
    views: count,
    visitors: count,
    downloads: count,
    searches: count,
    misses: count,
    lowOrMiddleIncomeShare: z.object({ views: share, downloads: share }),
  }),
  rows: z.array(reachRowSchema).describe(`Largest first (\`day\`: every day in order); at most ${maxReachRows}`),
})
export type ReachReport = z.infer<typeof reachReportSchema>
