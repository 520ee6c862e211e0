/**
 * Where the pages reach the site server's reach counter (./counter.ts). The server and Next's
 * bundles load their own copies of the modules, so the counter is found on globalThis.
 */

/**
 * Set to `1` by the site's server on a request it may count (a GET from a browser without
 * Global Privacy Control, not a bot, not a prefetch); whatever a client sends under this name
 * is removed. The search page counts a search only then.
 */
export const reachHeader = 'x-site-reach'

export type SearchCounter = { search(words: string, hits: number): void }

const counterKey = Symbol.for('site.reach.counter')
const store = globalThis as { [counterKey]?: SearchCounter }

export function registerReachCounter(counter: SearchCounter | undefined): void {
  store[counterKey] = counter
}

/** A search made on the search page: the words count only when it found nothing, and only in aggregate. */
export function countSearch(words: string, hits: number): void {
  store[counterKey]?.search(words, hits)
}
