import { describe, expect, it } from 'vitest'
import { fromWallTime, instantOf, toWallTime } from '../../src/schemas/wall-time'
import { scheduleSchema } from '../../src/schemas/schedule'

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
    // PostgreSQL has no year 0; the years 1-99 are not 1901-1999.
    expect(fromWallTime('0000-01-01T10:00', 'UTC')).toBeNull()
    expect(fromWallTime('0050-06-01T10:00', 'UTC')?.toISOString()).toBe('0050-06-01T10:00:00.000Z')
  })
})

describe('an instant as the contract takes it', () => {
  it('an RFC 3339 instant with its offset, or a wall time in the zone', () => {
    const tenUtc = '2027-01-06T10:00:00.000Z'
    for (const value of [
      '2027-01-06T10:00:00Z',
      '2027-01-06T10:00Z',
      '2027-01-06T16:00:00+06:00',
      '2027-01-06t10:00:00.000z',
    ])
      expect(instantOf(value, 'Asia/Dhaka')?.toISOString(), value).toBe(tenUtc)
    expect(instantOf('2027-01-06T16:00', 'Asia/Dhaka')?.toISOString()).toBe(tenUtc)
  })

  it('refuses what is not a real instant of the years 0001-9999, never a date the database cannot store', () => {
    for (const value of [
      '0000-01-01T00:00:00Z',
      '+010000-01-01T00:00:00Z',
      '10000-01-01T00:00',
      '2027-02-29T10:00:00Z',
      '2027-01-06T24:00:00Z',
      '2027-01-06T10:00:60Z',
      '2027-01-06T10:00:00+24:00',
      '2027-01-06',
      'Wed, 06 Jan 2027 10:00:00 +00:00',
    ])
      expect(instantOf(value, 'Asia/Dhaka'), value).toBeNull()
  })

  it('a schedule takes either form for `at` (an instant was refused as "Choose a date and time.")', () => {
    const schema = scheduleSchema('Asia/Dhaka', () => Date.parse('2027-01-01T00:00:00Z'))
    const body = { collection: 'news', id: 1, action: 'publish' }
    expect(schema.safeParse({ ...body, at: '2027-01-06T10:00:00Z' }).success).toBe(true)
    expect(schema.safeParse({ ...body, at: '2027-01-06T16:00' }).success).toBe(true)
    expect(schema.safeParse({ ...body, at: '2027-01-06T10:00:00' }).success).toBe(false)
    expect(schema.safeParse({ ...body, at: '0000-01-06T10:00:00Z' }).success).toBe(false)
  })
})
