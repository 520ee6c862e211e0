import { dayFormatter } from '@/core/reach/days'
import { maxReachDays, type ReachBreakdown, type ReachReport } from '@/schemas/reach'
import { adminApi } from '../ui/admin-api'

/** A period of whole days, YYYY-MM-DD, both included (the organisation's days, as the counts). */
export type ReachPeriod = { from: string; to: string }

/** The periods the screen offers in one choice; a custom one is typed as two dates. */
export const reachPresets = ['last7', 'last30', 'last12Months'] as const
export type ReachPreset = (typeof reachPresets)[number]

const dayMs = 86_400_000
const asDate = (day: string) => new Date(`${day}T00:00:00Z`)
const asDay = (date: Date) => date.toISOString().slice(0, 10)

/** Today on the organisation's clock (`timeZone`, SITE_TIME_ZONE), which the counts' days follow. */
export const todayIn = (timeZone: string, now = new Date()): string => dayFormatter(timeZone)(now.getTime())

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return asDay(new Date(asDate(day).getTime() + days * dayMs))
}

/** Days from `from` to `to`, both included. */
export function daysIn({ from, to }: ReachPeriod): number {
  return Math.round((asDate(to).getTime() - asDate(from).getTime()) / dayMs) + 1
}

/** A preset period ending today: the last 7 or 30 days, or the 12 months up to today (a year ago tomorrow on). */
export function presetPeriod(preset: ReachPreset, today: string): ReachPeriod {
  if (preset === 'last7') return { from: addDays(today, -6), to: today }
  if (preset === 'last30') return { from: addDays(today, -29), to: today }
  const yearAgo = asDate(today)
  const day = yearAgo.getUTCDate()
  yearAgo.setUTCDate(1)
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1)
  // 29 February has no day a year before: the last day of that February.
  const lastOfMonth = new Date(Date.UTC(yearAgo.getUTCFullYear(), yearAgo.getUTCMonth() + 1, 0)).getUTCDate()
  yearAgo.setUTCDate(Math.min(day, lastOfMonth))
  return { from: addDays(asDay(yearAgo), 1), to: today }
}

/** Everything the site keeps: the longest period one call may ask for, up to today. */
export function allKeptPeriod(today: string): ReachPeriod {
  return { from: addDays(today, -(maxReachDays - 1)), to: today }
}

/** What is wrong with a custom period, by its field and message key (under `reach.`); null when it can be shown. */
export function customPeriodProblem(
  from: string,
  to: string,
  today: string,
): { field: 'from' | 'to'; key: 'fromRequired' | 'toRequired' | 'fromAfterTo' | 'toFuture' | 'tooLong' } | null {
  const valid = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && asDay(asDate(day)) === day
  if (!valid(from)) return { field: 'from', key: 'fromRequired' }
  if (!valid(to)) return { field: 'to', key: 'toRequired' }
  if (to > today) return { field: 'to', key: 'toFuture' }
  if (from > to) return { field: 'from', key: 'fromAfterTo' }
  if (daysIn({ from, to }) > maxReachDays) return { field: 'from', key: 'tooLong' }
  return null
}

/** The query key of one report: a change of period asks again for every table. */
export const reachKey = (by: ReachBreakdown, { from, to }: ReachPeriod) => ['reach', by, from, to] as const

/** One report of `GET /api/reach`, as the signed-in administrator. */
export const readReach = (by: ReachBreakdown, { from, to }: ReachPeriod) =>
  adminApi<ReachReport>(`/api/reach?${new URLSearchParams({ from, to, by })}`)

/** A downloaded table's file name: `reach-pages-2026-10-29-to-2026-11-27.csv`. */
export const csvName = (table: string, { from, to }: ReachPeriod) => `reach-${table}-${from}-to-${to}.csv`
