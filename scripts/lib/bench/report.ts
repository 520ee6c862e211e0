/**
 * The bench's table: each figure of the site beside the bare app's, their ratio, the budget
 * and whether it holds. Pure functions, so the budget rules have unit tests.
 */

export type Unit = 'score' | 'ms' | 'cls' | 'rps' | 'kb' | 'bytes'

/**
 * A budget on the site's value itself, on its ratio to the bare app's, or on its difference
 * from the bare app's (site minus bare: a score at most 3 points under the bare page's is
 * `{ on: 'difference', atLeast: -3 }`).
 */
type Budget = { on: 'value' | 'ratio' | 'difference'; atLeast?: number; atMost?: number }

export type Row = {
  figure: string
  unit: Unit
  site: number
  bare?: number
  budget?: Budget
  /** Something that makes the figure worthless (errors under load): the row fails. */
  problem?: string
}

export type Verdict = 'pass' | 'FAIL' | ''

function ratioOf(row: Row): number | undefined {
  if (row.bare === undefined || !Number.isFinite(row.bare) || row.bare === 0) return undefined
  return row.site / row.bare
}

export function verdict(row: Row): Verdict {
  if (row.problem) return 'FAIL'
  const { budget } = row
  if (!budget) return ''
  const value =
    budget.on === 'ratio'
      ? ratioOf(row)
      : budget.on === 'difference'
        ? row.bare === undefined
          ? undefined
          : row.site - row.bare
        : row.site
  if (value === undefined || !Number.isFinite(value)) return 'FAIL'
  // Ratios are compared as printed (two decimals), so that the table never contradicts itself.
  const compared = budget.on === 'ratio' ? Math.round(value * 100) / 100 : value
  if (budget.atLeast !== undefined && compared < budget.atLeast) return 'FAIL'
  if (budget.atMost !== undefined && compared > budget.atMost) return 'FAIL'
  return 'pass'
}

export function formatValue(value: number | undefined, unit: Unit): string {
  if (value === undefined || !Number.isFinite(value)) return '-'
  switch (unit) {
    case 'score':
      return String(Math.round(value))
    case 'ms':
      return `${Math.round(value).toLocaleString('en')} ms`
    case 'cls':
      return value.toFixed(3)
    case 'rps':
      return `${Math.round(value).toLocaleString('en')}/s`
    case 'kb':
      return `${(value / 1024).toFixed(1)} KB`
    case 'bytes':
      return value >= 1024 * 1024 ? `${(value / 1024 / 1024).toFixed(2)} MB` : `${(value / 1024).toFixed(1)} KB`
  }
}

function formatBudget(budget: Budget | undefined, unit: Unit): string {
  if (!budget) return ''
  const bound = (n: number) =>
    budget.on === 'ratio'
      ? n === 1
        ? 'bare'
        : `${n}× bare`
      : budget.on === 'difference'
        ? n === 0
          ? 'bare'
          : `bare ${n < 0 ? '−' : '+'} ${formatValue(Math.abs(n), unit)}`
        : formatValue(n, unit)
  if (budget.atLeast !== undefined && budget.atMost !== undefined)
    return `${bound(budget.atLeast)}..${bound(budget.atMost)}`
  if (budget.atLeast !== undefined)
    return budget.on === 'value' && unit === 'score' && budget.atLeast === 100 ? '= 100' : `≥ ${bound(budget.atLeast)}`
  if (budget.atMost !== undefined) return `≤ ${bound(budget.atMost)}`
  return ''
}

/** Left-aligned text columns, padded to the widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (c ?? '').padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

export function budgetTable(rows: Row[]): string {
  return table(
    ['figure', 'site', 'bare', 'ratio', 'budget', 'result'],
    rows.map((row) => {
      const ratio = ratioOf(row)
      return [
        row.figure,
        formatValue(row.site, row.unit),
        formatValue(row.bare, row.unit),
        ratio === undefined ? '' : `${ratio.toFixed(2)}×`,
        formatBudget(row.budget, row.unit),
        verdict(row) + (row.problem ? ` (${row.problem})` : ''),
      ]
    }),
  )
}

/** Exit status: 1 when budgets are on and any row fails. */
export function exitCode(rows: Row[], budgets: boolean): 0 | 1 {
  return budgets && rows.some((row) => verdict(row) === 'FAIL') ? 1 : 0
}
