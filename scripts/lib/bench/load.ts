import path from 'node:path'
import { projectRoot } from '../runtime'
import { run } from './processes'

/**
 * Every load comes from a browser, as visitors do: the site counts a browser's page views
 * (src/core/reach), and a request with no user agent or a bot's is not counted.
 */
export const browserAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

export type Throughput = { requestsPerSecond: number; latencyP50Ms: number; latencyP99Ms: number; errors: number }

type AutocannonResult = {
  requests: { average: number }
  latency: { p50: number; p99: number }
  errors: number
  timeouts: number
  non2xx: number
}

/**
 * Requests per second that `url` serves to `connections` keep-alive connections for `seconds`
 * (autocannon, in a process of its own), after a short warm-up that fills the page cache.
 * Any error or non-2xx answer is counted: a rate made of error pages is not a rate.
 */
export async function throughput(
  url: string,
  {
    seconds,
    connections = 50,
    headers = {},
  }: { seconds: number; connections?: number; headers?: Record<string, string> },
): Promise<Throughput> {
  const sent = { 'User-Agent': browserAgent, ...headers }
  for (let i = 0; i < 3; i++) await (await fetch(url, { headers: sent })).arrayBuffer()
  const out = await run(path.join(projectRoot, 'node_modules/.bin/autocannon'), [
    '--json',
    ...Object.entries(sent).flatMap(([name, value]) => ['--headers', `${name}=${value}`]),
    '--connections',
    String(connections),
    '--duration',
    String(seconds),
    '--warmup',
    '[',
    '-c',
    String(connections),
    '-d',
    '1',
    ']',
    url,
  ])
  // One JSON line for the warm-up, then the measured run's.
  const result = JSON.parse(out.trim().split('\n').at(-1) ?? '') as AutocannonResult
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

/**
 * `site` and `bare` measured in turns, site, bare, bare, site, each turn half of `seconds`: a
 * drift in the machine's speed during the measurement (other processes, the CPU's clock) falls
 * on both alike instead of on whichever ran second. Rates and medians are the turns' mean; the
 * 99th percentile is the worse turn's.
 */
export async function throughputSideBySide(
  site: string,
  bare: string,
  { seconds, bareHeaders }: { seconds: number; bareHeaders?: Record<string, string> },
): Promise<{ site: Throughput; bare: Throughput; turns: string }> {
  const turn = { seconds: Math.max(1, Math.round(seconds / 2)) }
  const bareTurn = { ...turn, headers: bareHeaders }
  const site1 = await throughput(site, turn)
  const bare1 = await throughput(bare, bareTurn)
  const bare2 = await throughput(bare, bareTurn)
  const site2 = await throughput(site, turn)
  const rate = (t: Throughput) => Math.round(t.requestsPerSecond)
  const turns = `site ${rate(site1)}, bare ${rate(bare1)}, bare ${rate(bare2)}, site ${rate(site2)} req/s`
  return { site: bothTurns(site1, site2), bare: bothTurns(bare1, bare2), turns }
}

const bothTurns = (a: Throughput, b: Throughput): Throughput => ({
  requestsPerSecond: (a.requestsPerSecond + b.requestsPerSecond) / 2,
  latencyP50Ms: (a.latencyP50Ms + b.latencyP50Ms) / 2,
  latencyP99Ms: Math.max(a.latencyP99Ms, b.latencyP99Ms),
  errors: a.errors + b.errors,
})
