// The site search's server time (the `Server-Timing` of GET /api/search), over queries in
// every language: words of the seed's texts, a word in no text, and two words at once.

/** What is searched: [locale, words], each asked in turn. */
const queries: [string, string][] = [
  ['en', 'salinity'],
  ['en', 'climate data'],
  ['en', 'zzzqqq'],
  ['bn', 'বিশেষজ্ঞ'],
  ['es', 'inundaciones'],
  ['ar', 'الحراري'],
  ['fr', 'température'],
  ['zh', '洪水'],
  ['ja', '気候'],
]

export type SearchTimes = { medianMs: number; p95Ms: number; requests: number }

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** `rounds` passes over the queries, after one pass that fills each language's cache. */
export async function searchTimes(base: string, rounds = 20): Promise<SearchTimes> {
  const ask = async ([locale, q]: [string, string]) => {
    const res = await fetch(`${base}/api/search?q=${encodeURIComponent(q)}&locale=${locale}`)
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`search ${locale} "${q}": ${res.status}`)
    const timing = /search;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')
    if (!timing) throw new Error('search: no Server-Timing header')
    return Number(timing[1])
  }
  for (const query of queries) await ask(query)
  const times: number[] = []
  for (let round = 0; round < rounds; round++) for (const query of queries) times.push(await ask(query))
  times.sort((a, b) => a - b)
  return { medianMs: percentile(times, 50), p95Ms: percentile(times, 95), requests: times.length }
}
