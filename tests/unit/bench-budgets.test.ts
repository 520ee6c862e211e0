import { describe, expect, it } from 'vitest'
import { parseOptions, UsageError } from '../../scripts/lib/bench/options'
import { budgetTable, exitCode, verdict, type Row } from '../../scripts/lib/bench/report'

const rps = (site: number, bare: number): Row => ({
  figure: 'req/s /',
  unit: 'rps',
  site,
  bare,
  budget: { on: 'ratio', atLeast: 0.9 },
})

describe('npm run bench: budgets', () => {
  it('holds a throughput budget at 0.9× the bare app and fails below it', () => {
    expect(verdict(rps(900, 1000))).toBe('pass')
    expect(verdict(rps(880, 1000))).toBe('FAIL')
  })

  it('holds LCP under applied throttling within 1.2× of the bare page', () => {
    const lcp = (site: number): Row => ({
      figure: 'LCP',
      unit: 'ms',
      site,
      bare: 750,
      budget: { on: 'ratio', atMost: 1.2 },
    })
    expect(verdict(lcp(900))).toBe('pass')
    expect(verdict(lcp(1500))).toBe('FAIL')
  })

  it('holds a performance score at most 3 points under the bare page, and prints it so', () => {
    const performance = (site: number): Row => ({
      figure: 'performance',
      unit: 'score',
      site,
      bare: 98,
      budget: { on: 'difference', atLeast: -3 },
    })
    expect(verdict(performance(95))).toBe('pass')
    expect(verdict(performance(100))).toBe('pass')
    expect(verdict(performance(94))).toBe('FAIL')
    expect(verdict({ ...performance(99), bare: undefined })).toBe('FAIL')
    expect(budgetTable([performance(94)]).split('\n')[2]).toMatch(/≥ bare − 3\s+FAIL$/)
  })

  it('wants 100 for an absolute score budget and the JS weight under its limit', () => {
    expect(verdict({ figure: 'SEO', unit: 'score', site: 100, budget: { on: 'value', atLeast: 100 } })).toBe('pass')
    expect(verdict({ figure: 'SEO', unit: 'score', site: 92, budget: { on: 'value', atLeast: 100 } })).toBe('FAIL')
    expect(verdict({ figure: 'JS', unit: 'kb', site: 151 * 1024, budget: { on: 'value', atMost: 150 * 1024 } })).toBe(
      'FAIL',
    )
  })

  it('fails a rate made of errors, and a ratio with no bare figure', () => {
    expect(verdict({ ...rps(5000, 1000), problem: '12 errors or non-2xx' })).toBe('FAIL')
    expect(verdict({ ...rps(5000, 1000), bare: 0 })).toBe('FAIL')
  })

  it('exits 1 past a budget, and 0 with budgets off', () => {
    const rows = [rps(950, 1000), rps(500, 1000), { figure: 'TBT', unit: 'ms', site: 300, bare: 190 } satisfies Row]
    expect(exitCode(rows, true)).toBe(1)
    expect(exitCode(rows, false)).toBe(0)
    expect(exitCode(rows.slice(0, 1), true)).toBe(0)
  })

  it('prints each figure with the bare figure, the ratio, the budget and the result', () => {
    const printed = budgetTable([rps(450, 1000)]).split('\n')
    expect(printed[0]).toMatch(/^figure\s+site\s+bare\s+ratio\s+budget\s+result$/)
    expect(printed[2]).toMatch(/^req\/s \/\s+450\/s\s+1,000\/s\s+0\.45×\s+≥ 0\.9× bare\s+FAIL$/)
  })
})

describe('npm run bench: options', () => {
  it('runs three Lighthouse passes and 15 s of load unless --quick', () => {
    expect(parseOptions([], {})).toMatchObject({
      quick: false,
      budgets: true,
      lighthouseRuns: 3,
      loadSeconds: 15,
      volumeItems: 1500,
    })
    expect(parseOptions(['--quick'], {})).toMatchObject({ lighthouseRuns: 1, loadSeconds: 5 })
  })

  it('turns budgets off with --no-budgets or BENCH_BUDGETS=off', () => {
    expect(parseOptions(['--no-budgets'], {}).budgets).toBe(false)
    expect(parseOptions([], { BENCH_BUDGETS: 'off' }).budgets).toBe(false)
  })

  it('refuses an unknown option with the usage', () => {
    expect(() => parseOptions(['--fast'], {})).toThrow(UsageError)
    expect(() => parseOptions(['--fast'], {})).toThrow(/Usage: npm run bench/)
  })
})
