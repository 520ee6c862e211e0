import { describe, expect, it } from 'vitest'
import {
  allKeptPeriod,
  csvName,
  customPeriodProblem,
  daysIn,
  presetPeriod,
  todayIn,
} from '../../src/admin/reach/reach-parts'

describe("the reach screen's periods", () => {
  it("takes today from the organisation's clock", () => {
    // 20:00 UTC on 27 November is already the 28th in Dhaka (UTC+6), still the 27th in New York.
    const now = new Date('2026-11-27T20:00:00Z')
    expect(todayIn('Asia/Dhaka', now)).toBe('2026-11-28')
    expect(todayIn('America/New_York', now)).toBe('2026-11-27')
  })

  it('ends each preset today, today included', () => {
    expect(presetPeriod('last7', '2026-11-27')).toEqual({ from: '2026-11-21', to: '2026-11-27' })
    expect(presetPeriod('last30', '2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' })
    expect(daysIn(presetPeriod('last30', '2026-03-01'))).toBe(30)
    expect(presetPeriod('last12Months', '2026-11-27')).toEqual({ from: '2025-11-28', to: '2026-11-27' })
    expect(presetPeriod('last12Months', '2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' })
    expect(presetPeriod('last12Months', '2026-01-01')).toEqual({ from: '2025-01-02', to: '2026-01-01' })
  })

  it('asks for all that is kept in the longest period a call may span (1200 days)', () => {
    const period = allKeptPeriod('2026-11-27')
    expect(period.to).toBe('2026-11-27')
    expect(daysIn(period)).toBe(1200)
  })

  it('says what is wrong with a custom period', () => {
    const today = '2026-11-27'
    expect(customPeriodProblem('2026-11-01', '2026-11-27', today)).toBeNull()
    expect(customPeriodProblem('', '2026-11-27', today)).toEqual({ field: 'from', key: 'fromRequired' })
    expect(customPeriodProblem('2026-02-30', '2026-11-27', today)).toEqual({ field: 'from', key: 'fromRequired' })
    expect(customPeriodProblem('2026-11-01', '', today)).toEqual({ field: 'to', key: 'toRequired' })
    expect(customPeriodProblem('2026-11-01', '2026-11-28', today)).toEqual({ field: 'to', key: 'toFuture' })
    expect(customPeriodProblem('2026-11-20', '2026-11-10', today)).toEqual({ field: 'from', key: 'fromAfterTo' })
    expect(customPeriodProblem('2023-08-15', '2026-11-27', today)).toEqual({ field: 'from', key: 'tooLong' })
    expect(customPeriodProblem('2023-08-16', '2026-11-27', today)).toBeNull()
  })

  it('names a downloaded table by its period', () => {
    expect(csvName('pages', { from: '2026-10-29', to: '2026-11-27' })).toBe('reach-pages-2026-10-29-to-2026-11-27.csv')
  })
})
