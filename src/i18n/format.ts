import type { LocaleCode } from './config'

/** 1.8 MB, 740 kB ... in one of the site's languages (binary multiples, as file managers count). */
export function formatBytes(bytes: number, locale: LocaleCode): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit ? 1 : 0,
  }).format(value)
}

/** A day (`2026-05-01`) as the language writes it: "1 May 2026", "১ মে, ২০২৬", "2026年5月1日" ... */
export function formatDay(day: string, locale: LocaleCode): string {
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}
