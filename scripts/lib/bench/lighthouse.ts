import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../runtime'
import { run } from './processes'

/** What the bench keeps of one Lighthouse report (scores 0-100, times in ms). */
type LighthouseFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
}

export type LighthouseResult = LighthouseFigures & {
  /** Bytes the page's load transferred (Lighthouse's total byte weight). */
  totalBytes: number
  /** The report of the run with the median performance score, kept on disk. */
  reportFile: string
  /** What Lighthouse says costs most, from that report (for the next person to optimise). */
  costs: string[]
}

type Audit = {
  id: string
  title: string
  score: number | null
  scoreDisplayMode?: string
  numericValue?: number
  displayValue?: string
  metricSavings?: Record<string, number>
  details?: { type?: string; overallSavingsMs?: number; items?: unknown[] }
}
type Report = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, Audit>
  runWarnings?: string[]
}

// Debian's Chromium, headless: no sandbox (it runs as root here), no GPU, no background traffic.
const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-dev-shm-usage'

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const score = (report: Report, category: string) => Math.round((report.categories[category]?.score ?? 0) * 100)

function figuresOf(report: Report): LighthouseFigures {
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    fcpMs: report.audits['first-contentful-paint']?.numericValue ?? NaN,
  }
}

type Row = Record<string, unknown>
const tables = (audit: Audit | undefined): Row[][] =>
  ((audit?.details?.items ?? []) as Row[]).map((item) => (Array.isArray(item.items) ? (item.items as Row[]) : [item]))

/** The LCP element and its phases, the largest savings Lighthouse estimates, and every failed non-performance audit. */
function costsOf(report: Report): string[] {
  const costs: string[] = []
  const lcp = tables(report.audits['largest-contentful-paint-element'])
  const node = lcp[0]?.[0]?.node as { nodeLabel?: string; selector?: string } | undefined
  const phases = (lcp[1] ?? [])
    .filter((row) => typeof row.timing === 'number')
    .map((row) => `${row.phase} ${Math.round(row.timing as number)} ms`)
  if (node)
    costs.push(
      `LCP element: ${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 60)}"${phases.length ? ` (${phases.join(', ')})` : ''}`,
    )
  const savings = Object.values(report.audits)
    .map((audit) => ({
      audit,
      ms: Math.max(
        audit.details?.overallSavingsMs ?? 0,
        audit.metricSavings?.LCP ?? 0,
        audit.metricSavings?.FCP ?? 0,
        audit.metricSavings?.TBT ?? 0,
      ),
    }))
    .filter(({ audit, ms }) => ms > 0 && audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
  for (const { audit, ms } of savings)
    costs.push(`${audit.title}: about ${Math.round(ms)} ms${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) costs.push(`${category}: ${audit.title}`)
    }
  }
  return costs
}

/**
 * How Lighthouse slows the load: `simulate` (its default) loads at full speed and estimates the
 * metrics on a model of a slow phone and network; `devtools` applies the slow network and CPU
 * in Chromium and measures what happens (docs/decisions/022-applied-throttling.md).
 */
export type Throttling = 'simulate' | 'devtools'

type RunOptions = { chromium: string; outDir: string; name: string; throttling?: Throttling }

/** One Lighthouse run of `url` in a fresh headless Chromium: its report. */
async function auditOnce(
  url: string,
  file: string,
  { chromium, throttling = 'simulate' }: RunOptions,
): Promise<Report> {
  const audit = () =>
    run(
      path.join(projectRoot, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${file}`,
        '--form-factor=mobile',
        `--throttling-method=${throttling}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${chromeFlags}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromium } },
    )
  // Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP on a busy
  // machine); such a run says nothing about the page: try it again, twice at most.
  for (let attempt = 1; ; attempt++) {
    try {
      await audit()
      break
    } catch (error) {
      if (attempt === 3) throw error
      console.warn(`[bench] Lighthouse on ${url} failed, trying again: ${(error as Error).message.split('\n').at(-1)}`)
    }
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as Report
  fs.rmSync(file)
  if (report.runWarnings?.length) console.warn(`[bench] Lighthouse on ${url}: ${report.runWarnings.join(' / ')}`)
  return report
}

/** Every figure the median of the runs; the report of the run with the median performance score kept. */
function summarise(reports: Report[], { outDir, name }: RunOptions): LighthouseResult {
  const figures = reports.map(figuresOf)
  const pick = (key: keyof LighthouseFigures) => median(figures.map((f) => f[key]))
  const byScore = reports.map((report, i) => ({ report, perf: figures[i].performance })).sort((a, b) => a.perf - b.perf)
  const chosen = byScore[Math.floor((byScore.length - 1) / 2)].report
  const reportFile = path.join(outDir, `${name}.json`)
  fs.writeFileSync(reportFile, JSON.stringify(chosen))
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    totalBytes: median(reports.map((r) => r.audits['total-byte-weight']?.numericValue ?? NaN)),
    reportFile,
    costs: costsOf(chosen),
  }
}

/**
 * The site's page and the bare page, `runs` times each in turns (bare, site, bare, site ...), so
 * that a change in the machine's speed during the runs falls on both; medians of each.
 */
export async function lighthouseInTurns(
  siteUrl: string,
  bareUrl: string,
  options: Omit<RunOptions, 'name'> & { runs: number; name: string; bareName: string },
): Promise<{ site: LighthouseResult; bare: LighthouseResult }> {
  fs.mkdirSync(options.outDir, { recursive: true })
  const site: Report[] = []
  const bare: Report[] = []
  for (let i = 0; i < options.runs; i++) {
    bare.push(await auditOnce(bareUrl, path.join(options.outDir, `${options.bareName}.run${i + 1}.json`), options))
    site.push(await auditOnce(siteUrl, path.join(options.outDir, `${options.name}.run${i + 1}.json`), options))
  }
  return {
    site: summarise(site, options),
    bare: summarise(bare, { ...options, name: options.bareName }),
  }
}
