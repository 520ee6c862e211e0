import path from 'node:path'
import { projectRoot } from '../runtime'
import { run } from './processes'

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
export async function throughput(url: string, { seconds, connections = 50 }: { seconds: number; connections?: number }): Promise<Throughput> {
  for (let i = 0; i < 3; i++) await (await fetch(url)).arrayBuffer()
  const out = await run(path.join(projectRoot, 'node_modules/.bin/autocannon'), [
    '--json',
    '--connections', String(connections),
    '--duration', String(seconds),
    '--warmup', '[', '-c', String(connections), '-d', '1', ']',
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
