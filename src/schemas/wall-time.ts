/*
 * Wall-clock times in the organisation's time zone (SITE_TIME_ZONE): what an editor types in a
 * date-and-time field is read in that zone, whatever the browser's or the server's own zone.
 */

const wallTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** Date.UTC, with the years 0-99 as themselves (Date.UTC reads them as 1900-1999). */
function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second))
  date.setUTCFullYear(year)
  return date.getTime()
}

/** The zone's offset from UTC at an instant, in milliseconds (Dhaka: +6 h). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  )
  const asUtc = utc(parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/**
 * Whether the fields name a real date and time of the years 0001-9999 (PostgreSQL has no year 0,
 * and Date.UTC reads the years 0-99 as 1900-1999).
 */
function isReal(year: number, month: number, day: number, hour: number, minute: number, second = 0): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return false
  const check = new Date(utc(year, month, day))
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day
}

/** `2026-11-27T10:00` in a time zone as an instant; null when it is not such a value or not a real date. */
export function fromWallTime(value: string, timeZone: string): Date | null {
  const match = wallTime.exec(value)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number)
  if (!isReal(year, month, day, hour, minute)) return null
  const naive = utc(year, month, day, hour, minute)
  // Twice: the offset at the guess may differ from the offset at the answer (a clock change between).
  let instant = naive - offsetAt(naive, timeZone)
  instant = naive - offsetAt(instant, timeZone)
  return new Date(instant)
}

/** An instant as `2026-11-27T10:00` in a time zone (a date-and-time field's value). */
export function toWallTime(date: Date, timeZone: string): string {
  const shifted = new Date(date.getTime() + offsetAt(date.getTime(), timeZone))
  return shifted.toISOString().slice(0, 16)
}

/** What `instantOf` reads, as a pattern for the contract: a wall time, or RFC 3339 with its offset. */
export const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?([Zz]|[+-]\d{2}:\d{2})?$/

/** RFC 3339: a date and time with seconds optional, and an offset (`Z`, `+06:00`). */
const withOffset = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/i

/**
 * An instant as the contract takes it: RFC 3339 with an offset (`2027-01-06T10:00:00Z`,
 * `2027-01-06T16:00+06:00`), or a wall time in `timeZone` (`2027-01-06T16:00`); null when it is
 * neither, or not a real date and time of the years 0001-9999.
 */
export function instantOf(value: string, timeZone: string): Date | null {
  const match = withOffset.exec(value)
  if (!match) return fromWallTime(value, timeZone)
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number)
  const second = Number(match[6] ?? 0)
  if (!isReal(year, month, day, hour, minute, second)) return null
  if (match[9] !== undefined && (Number(match[9]) > 23 || Number(match[10]) > 59)) return null
  const instant = new Date(value.toUpperCase())
  return Number.isNaN(instant.getTime()) ? null : instant
}
