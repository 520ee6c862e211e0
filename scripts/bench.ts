// npm run bench: the site measured against a bare Next app of the same Next version, in one
// run on one machine (docs/decisions/017-bench.md). Builds and serves both as production does,
// then one measurement after another: Lighthouse mobile on `/`, a section and the gallery in
// English and Arabic (simulated, and with applied throttling in turns with the bare page); the
// bytes of a first view of each, with and without Save-Data; throughput of `/` and
// `/api/content`; the JavaScript `/` loads; the site search's server time; and what one section
// with 1,500 content items costs. Prints a table and exits 1 past a budget.
//   npm run bench -- --quick        one Lighthouse run per page, 5 s of load (while developing)
//   npm run bench -- --no-budgets   print only (also BENCH_BUDGETS=off)
//   npm run bench -- --items=<n>    content items for the volume figures (default 1500)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startTemporaryCluster, type Cluster } from './lib/embedded-postgres'
import { projectRoot, runScript, StartupError } from './lib/runtime'
import { buildBare, checkInternalRewrite, checkPageHeaders, pageHeadersOf, startBare } from './lib/bench/bare-app'
import { ensureChromium } from './lib/bench/chromium'
import { jsBudgetBytes, pageWeight } from './lib/bench/js-weight'
import { firstView, type FirstView } from './lib/bench/first-view'
import { lighthouseInTurns, type LighthouseResult } from './lib/bench/lighthouse'
import { throughput, throughputSideBySide, type Throughput } from './lib/bench/load'
import { parseOptions, UsageError } from './lib/bench/options'
import { stopServer, waitFor, type Server } from './lib/bench/processes'
import { budgetTable, exitCode, formatValue, table, type Row } from './lib/bench/report'
import { newsletterQueueTime, type NewsletterQueue } from './lib/bench/newsletter'
import { searchTimes, type SearchTimes } from './lib/bench/search'
import { startSite } from './lib/bench/site'
import { freePort } from './lib/free-port'
import {
  addContentItems,
  contentApiPath,
  login,
  sectionPath,
  volumeFigures,
  volumeSearchPath,
  type VolumeFigures,
} from './lib/bench/volume'

/** The site search's server time, at the 95th percentile, on the shipped seed. */
const searchBudgetMs = 50

/** The pages Lighthouse audits. Arabic through `?lang=ar`: the address the hreflang links and the sitemap give. */
const pages = [
  { name: 'home', path: '/' },
  { name: 'section', path: '/?tab=research&section=publications' },
  { name: 'gallery', path: '/?tab=gallery' },
]
const languages = [
  { code: 'en', query: '' },
  { code: 'ar', query: 'lang=ar' },
]
const withQuery = (p: string, query: string) => (query ? `${p}${p.includes('?') ? '&' : '?'}${query}` : p)

const outDir = path.join(projectRoot, 'test-results', 'bench')
const log = (line: string) => console.log(`[bench] ${line}`)

runScript(async () => {
  let options
  try {
    options = parseOptions(process.argv.slice(2), process.env)
  } catch (error) {
    if (error instanceof UsageError) throw new StartupError(error.message)
    throw error
  }
  const started = Date.now()
  const chromium = ensureChromium()
  fs.rmSync(outDir, { recursive: true, force: true })
  fs.mkdirSync(path.join(outDir, 'lighthouse'), { recursive: true })
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'))
  const mediaDir = path.join(scratch, 'media')
  fs.mkdirSync(mediaDir)
  const jsonFile = path.join(scratch, 'content-about.json')

  let cluster: Cluster | undefined
  const servers: Server[] = []
  const stopAll = async () => {
    for (const server of servers.splice(0)) await stopServer(server)
  }
  try {
    cluster = await startTemporaryCluster()

    // 1. The site on the shipped seed: the start script builds it when the sources changed.
    log('starting the site (a production build first when the sources changed)')
    const site = await startSite({ cluster, database: 'site_bench', port: await freePort(), mediaDir })
    servers.push(site)
    await waitFor(`${site.base}/`, 15 * 60_000, site.child)
    const siteWeight = await pageWeight(`${site.base}/`)
    log('search server time')
    const search = await searchTimes(site.base)
    const contentBody = await (await fetch(`${site.base}${contentApiPath}`)).text()
    fs.writeFileSync(jsonFile, contentBody)

    // 2. The bare app, its page as heavy as the site's home page, in its two variants.
    // As heavy as the site's page without the stylesheet's rules the server writes into it: those
    // are the site's own cost, which the bare page (no stylesheet at all) must not carry.
    const inlineRules = [...siteWeight.html.matchAll(/<style>[\s\S]*?<\/style>/g)].reduce(
      (bytes, [style]) => bytes + Buffer.byteLength(style),
      0,
    )
    const bareBytes = siteWeight.htmlBytes - inlineRules
    log(`building the bare app (page of ${formatValue(bareBytes, 'bytes')}), plain and behind the rewrite`)
    await buildBare('plain', bareBytes)
    await buildBare('rewrite', bareBytes)
    // The yardstick's pages carry the site's security headers, as every page of the site does (decision 040).
    const pageHeaders = await pageHeadersOf(`${site.base}/`)
    const plain = startBare('plain', await freePort(), jsonFile, pageHeaders)
    servers.push(plain)
    const rewrite = startBare('rewrite', await freePort(), jsonFile, pageHeaders)
    servers.push(rewrite)
    await waitFor(`${plain.base}/`, 60_000, plain.child)
    await waitFor(`${rewrite.base}/`, 60_000, rewrite.child)
    // The yardstick is served as the site is: its rewrite stays inside the process, as the site's does.
    await checkInternalRewrite('the bare app behind the rewrite', `${rewrite.base}/`)
    await checkInternalRewrite('the site', `${site.base}/`)
    await checkPageHeaders('the bare app', `${plain.base}/`, pageHeaders)
    await checkPageHeaders('the bare app behind the rewrite', `${rewrite.base}/`, pageHeaders)
    const bareWeight = await pageWeight(`${plain.base}/`)

    // 3. Lighthouse, one page after another (2 cores: nothing runs beside it).
    const runs = options.lighthouseRuns
    log(
      `Lighthouse mobile on each page: ${runs} simulated run${runs > 1 ? 's' : ''} and ${runs} with applied throttling, each in turns with the bare page`,
    )
    // The budgets on paint are those with the slow network and CPU applied in Chromium (the paint
    // as it happens); the simulated runs give the scores (docs/decisions/025-simulated-lcp-is-a-race.md).
    const lighthouseDir = path.join(outDir, 'lighthouse')
    // Each page's runs alternate with the bare page's, so that a change in the machine's speed
    // during the bench (the simulated score moves by ten points with it) falls on both.
    const simulated: PagePair[] = []
    const applied: PagePair[] = []
    const views: { label: string; plain: FirstView; saving: FirstView }[] = []
    for (const language of languages) {
      for (const page of pages) {
        const label = `${page.name} ${language.code}`
        const name = label.replace(' ', '-')
        const gallery = page.name === 'gallery'
        const url = `${site.base}${withQuery(page.path, language.query)}`
        log(`Lighthouse ${label}: ${url}`)
        // The first visit renders the page into the cache; Lighthouse measures what visitors get after.
        await (await fetch(url)).arrayBuffer()
        const simulatedInTurns = await lighthouseInTurns(url, `${plain.base}/`, {
          runs,
          chromium,
          outDir: lighthouseDir,
          name,
          bareName: `bare-${name}`,
        })
        simulated.push({ label, gallery, ...simulatedInTurns })
        const inTurns = await lighthouseInTurns(url, `${plain.base}/`, {
          runs,
          chromium,
          outDir: lighthouseDir,
          name: `${name}-applied`,
          bareName: `bare-applied-${name}`,
          throttling: 'devtools',
        })
        applied.push({ label, gallery, ...inTurns })
        views.push({
          label,
          plain: await firstView(url, { chromium, saveData: false }),
          saving: await firstView(url, { chromium, saveData: true }),
        })
      }
    }

    // 4. Throughput, one target after another.
    // Each budgeted pair in turns (site, bare, bare, site), so that a drift in the machine's speed
    // falls on both.
    log(`throughput, 50 connections, ${options.loadSeconds} s each`)
    const seconds = options.loadSeconds
    const pair = async (siteUrl: string, bareUrl: string) => {
      log(`load on ${siteUrl} and ${bareUrl}, in turns`)
      const result = await throughputSideBySide(siteUrl, bareUrl, { seconds })
      log(`turns: ${result.turns}`)
      return result
    }
    const home = await pair(`${site.base}/`, `${rewrite.base}/`)
    log(`load on ${plain.base}/`)
    const bare = await throughput(`${plain.base}/`, { seconds })
    const api = await pair(`${site.base}${contentApiPath}`, `${plain.base}/api/json`)
    // The cost of the reach counting: the same site's `/`, counted, and not counted (a browser
    // sending Global Privacy Control is left out before anything is worked out).
    log(`load on ${site.base}/ counted and not counted (Sec-GPC: 1), in turns`)
    const counting = await throughputSideBySide(`${site.base}/`, `${site.base}/`, {
      seconds,
      bareHeaders: { 'Sec-GPC': '1' },
    })
    log(`turns: ${counting.turns}`)
    // Every request through Next: a cookie other than the language's keeps the server layer from
    // giving an answer again (docs/decisions/039), as an administrator's session does.
    const throughNext = { Cookie: 'bench=1' }
    log(`load on ${site.base}/ and ${contentApiPath}, each request through Next (a cookie)`)
    const homeThroughNext = await throughput(`${site.base}/`, { seconds, headers: throughNext })
    const apiThroughNext = await throughput(`${site.base}${contentApiPath}`, { seconds, headers: throughNext })
    const rps: Record<string, Throughput> = {
      homeThroughNext,
      apiThroughNext,
      counted: counting.site,
      notCounted: counting.bare,
      site: home.site,
      bareRewrite: home.bare,
      bare,
      siteApi: api.site,
      bareApi: api.bare,
    }
    await stopServer(plain)
    await stopServer(rewrite)

    // 5. Volume: the small seed's figures, then a database of its own with one large section.
    log('volume figures on the shipped seed')
    const small = await volumeFigures(site.base, await login(site.base, site.admin))
    await stopServer(site)
    servers.length = 0
    log(`volume figures with ${options.volumeItems} content items in one section`)
    const big = await startSite({ cluster, database: 'site_bench_volume', port: await freePort(), mediaDir })
    servers.push(big)
    await waitFor(`${big.base}/`, 5 * 60_000, big.child)
    const bigSession = await login(big.base, big.admin)
    const seedStarted = Date.now()
    await addContentItems(big.base, bigSession, options.volumeItems)
    log(`added ${options.volumeItems} content items in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`)
    const large = await volumeFigures(big.base, bigSession)
    log('newsletter: 5,000 subscribers, one edition queued')
    const queue = await newsletterQueueTime(big.base, bigSession, cluster.urlFor('site_bench_volume'))
    if (queue.recipients !== queue.subscribers)
      throw new Error(`the edition was queued for ${queue.recipients} of ${queue.subscribers} subscribers`)
    await stopAll()

    // 6. The tables.
    const rows = budgetRows({
      simulated,
      applied,
      views,
      rps,
      siteWeight,
      bareWeight,
      bareJsonBytes: Buffer.byteLength(contentBody),
      search,
      queue,
    })
    console.log(
      `\nSite against the bare Next app (${new Date().toISOString().slice(0, 16)}Z, Lighthouse median of ${runs}, ${options.loadSeconds} s load per figure)\n`,
    )
    console.log(budgetTable(rows))
    console.log(
      `\nVolume: one section with ${options.volumeItems} content items (time to last byte: first request / median of the next 3)\n`,
    )
    console.log(volumeTable(small, large, options.volumeItems))
    console.log('\nWhat Lighthouse says costs the site most (applied throttling, median run of each page):')
    for (const { label, site: result } of applied) {
      console.log(`  ${label}:`)
      for (const cost of result.costs.slice(0, 6)) console.log(`    - ${cost}`)
    }
    console.log(
      `\nLighthouse reports: ${path.relative(projectRoot, path.join(outDir, 'lighthouse'))}/; all figures: ${path.relative(projectRoot, path.join(outDir, 'results.json'))}`,
    )
    fs.writeFileSync(
      path.join(outDir, 'results.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          options,
          rows,
          volume: { items: options.volumeItems, small, large },
          newsletter: queue,
          lighthouse: { simulated, appliedThrottling: applied },
          firstViews: views,
        },
        null,
        2,
      ),
    )
    const code = exitCode(rows, options.budgets)
    log(
      `done in ${((Date.now() - started) / 60_000).toFixed(1)} min${code ? ': a budget failed' : ''}${options.budgets ? '' : ' (budgets not enforced)'}`,
    )
    process.exitCode = code
  } finally {
    await stopAll()
    await cluster?.stop()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
})

type Weight = Awaited<ReturnType<typeof pageWeight>>

/** One page's Lighthouse figures and the bare page's, measured in turns. */
type PagePair = { label: string; gallery: boolean; site: LighthouseResult; bare: LighthouseResult }

function budgetRows({
  simulated,
  applied,
  views,
  rps,
  siteWeight,
  bareWeight,
  bareJsonBytes,
  search,
  queue,
}: {
  search: SearchTimes
  queue: NewsletterQueue
  simulated: PagePair[]
  applied: PagePair[]
  views: { label: string; plain: FirstView; saving: FirstView }[]
  rps: Record<string, Throughput>
  siteWeight: Weight
  bareWeight: Weight
  bareJsonBytes: number
}): Row[] {
  const rows: Row[] = []
  for (const { label, site, bare } of simulated) {
    rows.push(
      {
        figure: `performance ${label} (simulated)`,
        unit: 'score',
        site: site.performance,
        bare: bare.performance,
        budget: { on: 'difference', atLeast: -3 },
      },
      { figure: `LCP ${label} (simulated)`, unit: 'ms', site: site.lcpMs, bare: bare.lcpMs },
      { figure: `TBT ${label}`, unit: 'ms', site: site.tbtMs, bare: bare.tbtMs },
      { figure: `CLS ${label}`, unit: 'cls', site: site.cls, bare: bare.cls },
      {
        figure: `accessibility ${label}`,
        unit: 'score',
        site: site.accessibility,
        bare: bare.accessibility,
        budget: { on: 'value', atLeast: 100 },
      },
      {
        figure: `best practices ${label}`,
        unit: 'score',
        site: site.bestPractices,
        bare: bare.bestPractices,
        budget: { on: 'value', atLeast: 100 },
      },
      {
        figure: `SEO ${label}`,
        unit: 'score',
        site: site.seo,
        bare: bare.seo,
        budget: { on: 'value', atLeast: 100 },
      },
    )
  }
  // The gallery's largest paint is a photo, which must follow the document.
  for (const { label, gallery, site, bare } of applied) {
    rows.push(
      {
        figure: `LCP ${label}, applied throttling`,
        unit: 'ms',
        site: site.lcpMs,
        bare: bare.lcpMs,
        budget: { on: 'ratio', atMost: gallery ? 1.6 : 1.2 },
      },
      {
        figure: `FCP ${label}, applied throttling`,
        unit: 'ms',
        site: site.fcpMs,
        bare: bare.fcpMs,
        budget: { on: 'ratio', atMost: 1.2 },
      },
      { figure: `TBT ${label}, applied throttling`, unit: 'ms', site: site.tbtMs, bare: bare.tbtMs },
    )
  }
  for (const { label, plain, saving } of views) {
    rows.push(
      { figure: `first view ${label} (${plain.requests} requests)`, unit: 'kb', site: plain.bytes },
      {
        figure: `first view ${label}, Save-Data (${saving.requests} requests, ${saving.prefetches} prefetches)`,
        unit: 'kb',
        site: saving.bytes,
      },
    )
  }
  const problem = (...all: Throughput[]) => {
    const errors = all.reduce((n, t) => n + t.errors, 0)
    return errors ? `${errors} errors or non-2xx` : undefined
  }
  rows.push(
    {
      figure: 'req/s / (bare behind the rewrite)',
      unit: 'rps',
      site: rps.site.requestsPerSecond,
      bare: rps.bareRewrite.requestsPerSecond,
      budget: { on: 'ratio', atLeast: 0.9 },
      problem: problem(rps.site, rps.bareRewrite),
    },
    {
      figure: 'req/s / with reach counting (bare: the site, not counted)',
      unit: 'rps',
      site: rps.counted.requestsPerSecond,
      bare: rps.notCounted.requestsPerSecond,
      budget: { on: 'ratio', atLeast: 0.95 },
      problem: problem(rps.counted, rps.notCounted),
    },
    {
      figure: 'req/s / through Next, no answer kept (bare behind the rewrite)',
      unit: 'rps',
      site: rps.homeThroughNext.requestsPerSecond,
      bare: rps.bareRewrite.requestsPerSecond,
      problem: problem(rps.homeThroughNext),
    },
    {
      figure: 'req/s / (bare, no rewrite)',
      unit: 'rps',
      site: rps.site.requestsPerSecond,
      bare: rps.bare.requestsPerSecond,
      problem: problem(rps.bare),
    },
    {
      figure: `req/s ${contentApiPath} (bare /api/json)`,
      unit: 'rps',
      site: rps.siteApi.requestsPerSecond,
      bare: rps.bareApi.requestsPerSecond,
      budget: { on: 'ratio', atLeast: 0.8 },
      problem: problem(rps.siteApi, rps.bareApi),
    },
    {
      figure: `req/s ${contentApiPath} through Next, no answer kept (bare /api/json)`,
      unit: 'rps',
      site: rps.apiThroughNext.requestsPerSecond,
      bare: rps.bareApi.requestsPerSecond,
      problem: problem(rps.apiThroughNext),
    },
    { figure: 'p50 latency / under load', unit: 'ms', site: rps.site.latencyP50Ms, bare: rps.bareRewrite.latencyP50Ms },
    {
      figure: `p50 latency ${contentApiPath}`,
      unit: 'ms',
      site: rps.siteApi.latencyP50Ms,
      bare: rps.bareApi.latencyP50Ms,
    },
    {
      figure: `JS gzip / (${siteWeight.jsFiles} files)`,
      unit: 'kb',
      site: siteWeight.jsGzipBytes,
      bare: bareWeight.jsGzipBytes,
      budget: { on: 'value', atMost: jsBudgetBytes },
    },
    {
      figure: 'JS as sent / (brotli accepted)',
      unit: 'kb',
      site: siteWeight.jsSentBytes,
      bare: bareWeight.jsSentBytes,
    },
    { figure: 'HTML /', unit: 'bytes', site: siteWeight.htmlBytes, bare: bareWeight.htmlBytes },
    { figure: 'HTML gzip /', unit: 'kb', site: siteWeight.htmlGzipBytes, bare: bareWeight.htmlGzipBytes },
    { figure: `JSON ${contentApiPath}`, unit: 'bytes', site: bareJsonBytes, bare: bareJsonBytes },
    { figure: `search server time, median (${search.requests} calls)`, unit: 'ms', site: search.medianMs },
    {
      figure: 'search server time, 95th percentile',
      unit: 'ms',
      site: search.p95Ms,
      budget: { on: 'value', atMost: searchBudgetMs },
    },
    {
      figure: `newsletter: time to queue ${queue.subscribers.toLocaleString('en')} messages (POST /send)`,
      unit: 'ms',
      site: queue.queuedMs,
    },
  )
  return rows
}

function volumeTable(small: VolumeFigures, large: VolumeFigures, items: number): string {
  const rows: [string, keyof VolumeFigures][] = [
    [`section page ${sectionPath} (page 1)`, 'sectionPage'],
    [`${contentApiPath} (all items)`, 'contentApi'],
    ['dashboard /admin (signed in)', 'dashboard'],
    [`search ${volumeSearchPath}`, 'search'],
  ]
  const time = (t: VolumeFigures[keyof VolumeFigures]) => `${Math.round(t.firstMs)} / ${Math.round(t.medianMs)} ms`
  return table(
    ['figure', 'shipped seed', `${items} items`, 'size ratio'],
    rows.flatMap(([label, key]) => [
      [
        `${label} size`,
        formatValue(small[key].bytes, 'bytes'),
        formatValue(large[key].bytes, 'bytes'),
        `${(large[key].bytes / small[key].bytes).toFixed(1)}×`,
      ],
      [`${label} time`, time(small[key]), time(large[key]), ''],
    ]),
  )
}
