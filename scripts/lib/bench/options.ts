/** How `npm run bench` runs: `--quick` while developing, `--no-budgets` (or BENCH_BUDGETS=off) to print without failing. */
export type BenchOptions = {
  quick: boolean
  budgets: boolean
  /** Lighthouse runs per page; every figure is their median. */
  lighthouseRuns: number
  /** Seconds of load per throughput figure (after a 1 s warm-up). */
  loadSeconds: number
  /** Content items added to one section for the volume figures. */
  volumeItems: number
}

export class UsageError extends Error {}

const usage = 'Usage: npm run bench -- [--quick] [--no-budgets] [--items=<n>]'

export function parseOptions(argv: string[], env: Record<string, string | undefined>): BenchOptions {
  let quick = false
  let budgets = !/^(off|false|0|no)$/i.test(env.BENCH_BUDGETS ?? '')
  let volumeItems = 1500
  for (const arg of argv) {
    if (arg === '--quick') quick = true
    else if (arg === '--no-budgets') budgets = false
    else if (/^--items=\d+$/.test(arg)) volumeItems = Number(arg.slice('--items='.length))
    else throw new UsageError(`Unknown option ${arg}. ${usage}`)
  }
  return { quick, budgets, lighthouseRuns: quick ? 1 : 3, loadSeconds: quick ? 5 : 15, volumeItems }
}
