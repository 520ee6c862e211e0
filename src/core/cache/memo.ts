/*
 * The last answers of the public cached reads, kept in this process's memory for a moment, in
 * front of Next's data cache: a busy read (the same section, the same `/api` list) skips the
 * cache's lookup and copy. Each answer is kept at most `memoMs`, and is dropped as soon as one of
 * its tags is expired in this process (a save here, or another instance's through the cache bus).
 * Next applies a save's expiry when the save's request ends, so a read running meanwhile may
 * keep the old answer: `memoMs` bounds how long.
 *
 * The state lives on globalThis: the route handlers, the pages and the site's server
 * (scripts/lib/site-server.ts) load their own copies of this module in one process.
 */

/** How long an answer is reused. */
export const memoMs = 1_000
/** At most this many answers are kept (the oldest go first). */
const maxEntries = 500

type Entry = { at: number; generation: number; value: Promise<unknown> }
type State = { generation: Map<string, number>; entries: Map<string, Entry> }

const state = (): State => {
  const holder = globalThis as { __siteMemo?: State }
  holder.__siteMemo ??= { generation: new Map(), entries: new Map() }
  return holder.__siteMemo
}

const generationOf = (tags: readonly string[]) => tags.reduce((sum, tag) => sum + (state().generation.get(tag) ?? 0), 0)

/** Drops every kept answer of these tags (called wherever their cached reads are expired). */
export function forgetMemo(tags: readonly string[]): void {
  const { generation } = state()
  for (const tag of tags) generation.set(tag, (generation.get(tag) ?? 0) + 1)
}

/** `read`, answered from memory when the same call (by `key`) was answered less than `memoMs` ago and none of `tags` has been expired since. */
export function memoized<Args extends unknown[], Result>(tags: readonly string[], name: string, read: (...args: Args) => Promise<Result>) {
  return (...args: Args): Promise<Result> => {
    const { entries } = state()
    const key = `${name}\u0000${tags.join(',')}\u0000${JSON.stringify(args)}`
    const now = Date.now()
    const generation = generationOf(tags)
    const kept = entries.get(key)
    if (kept && kept.generation === generation && now - kept.at < memoMs) return kept.value as Promise<Result>
    const value = read(...args)
    entries.delete(key)
    entries.set(key, { at: now, generation, value })
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
    // A failed read is not kept.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key)
    })
    return value
  }
}
