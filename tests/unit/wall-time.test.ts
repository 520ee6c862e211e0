import { describe, expect, it } from 'vitest'
import { fromWallTime, toWallTime } from '../../src/schemas/wall-time'

describe('wall-clock times in the organisation’s time zone', () => {
  it('reads a date and time in Dhaka (UTC+6) and writes it back', () => {
    const instant = fromWallTime('2026-11-27T10:00', 'Asia/Dhaka')
    expect(instant?.toISOString()).toBe('2026-11-27T04:00:00.000Z')
    expect(toWallTime(instant!, 'Asia/Dhaka')).toBe('2026-11-27T10:00')
  })

  it('follows a zone with a clock change (Paris: UTC+1 in winter, +2 in summer)', () => {
    expect(fromWallTime('2026-01-15T09:30', 'Europe/Paris')?.toISOString()).toBe('2026-01-15T08:30:00.000Z')
    expect(fromWallTime('2026-07-15T09:30', 'Europe/Paris')?.toISOString()).toBe('2026-07-15T07:30:00.000Z')
    expect(toWallTime(new Date('2026-07-15T07:30:00Z'), 'Europe/Paris')).toBe('2026-07-15T09:30')
  })

  it('refuses what is not a real date and time', () => {
    expect(fromWallTime('2026-02-30T10:00', 'Asia/Dhaka')).toBeNull()
    expect(fromWallTime('2026-11-27 10:00', 'Asia/Dhaka')).toBeNull()
    expect(fromWallTime('2026-11-27T24:00', 'Asia/Dhaka')).toBeNull()
  })
})
