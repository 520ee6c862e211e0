/*
 * Wall-clock times in the organisation's time zone (SITE_TIME_ZONE): what an editor types in a
 * date-and-time field is read in that zone, whatever the browser's or the server's own zone.
 */

const wallTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

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
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/** `2026-11-27T10:00` in a time zone as an instant; null when it is not such a value or not a real date. */
export function fromWallTime(value: string, timeZone: string): Date | null {
  const match = wallTime.exec(value)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number)
  const naive = Date.UTC(year, month - 1, day, hour, minute)
  const check = new Date(naive)
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null
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
