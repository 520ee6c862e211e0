import 'server-only'
import type { Payload } from 'payload'
import { cachedRead } from '../../core/cache/site-cache'
import { changedSince, type CacheTag } from '../../core/cache/cache-bus'
import type { Admin } from '../auth'
import { deepFreeze } from '../frozen'
import { getPayloadClient } from '../payload'
import type { Paging } from '../request'

type Read<F, R> = (payload: Payload, filter: F & { user: Admin | null }, paging?: Paging) => Promise<R>

/** A visitor read, and the same read for the `/api` route handlers (`forApi`). */
export type VisitorRead<F, R> = Read<F, R> & { forApi: Read<F, R> }

/** Answers kept per read in one process; past it the oldest goes. */
const memoLimit = 500

/**
 * Keeps a visitor read's answers in this process until one of `tags` changes (cache-bus.ts's
 * markChanged: a save here, at once and again when it commits, another instance's or a script's
 * through the bus, every tag after the bus reconnects). Only for route
 * handlers and pages rendered on every request: a cached page rendered from it would not
 * register the tags in Next's cache, and a save would not expire that page. Answers are frozen,
 * since every caller shares them. Unlike Next's data cache, an answer has no size limit and is
 * not parsed again on each use.
 */
export function memoUntilChanged<Args extends unknown[], R>(tags: string[], read: (...args: Args) => Promise<R>) {
  const answers = new Map<string, { since: number; answer: Promise<R> }>()
  return (...args: Args): Promise<R> => {
    if (!process.env.NEXT_RUNTIME) return read(...args)
    const key = JSON.stringify(args)
    const kept = answers.get(key)
    if (kept && !changedSince(tags, kept.since)) return kept.answer
    const since = Date.now()
    const answer = read(...args).then(deepFreeze)
    answers.delete(key)
    if (answers.size >= memoLimit) answers.delete(answers.keys().next().value as string)
    answers.set(key, { since, answer })
    // A failed read is not kept: the next call tries again.
    answer.catch(() => {
      if (answers.get(key)?.answer === answer) answers.delete(key)
    })
    return answer
  }
}

/**
 * A public read whose answer is the same for every visitor (active records only) is kept in
 * Next's cache under the tags of the collections it shows, like the pages' data, and expired by
 * the same saves (collections' expireOnChange). An administrator's read always goes to the database.
 * `forApi` also keeps a visitor's answer in the process (memoUntilChanged), for the route handlers.
 */
export function cachedForVisitors<F extends object, R>(
  collections: CacheTag | CacheTag[],
  read: Read<F, R>,
): VisitorRead<F, R> {
  const tags = ([] as CacheTag[]).concat(collections)
  const visitorRead = async (filter: F, paging?: Paging) =>
    read(await getPayloadClient(), { ...filter, user: null }, paging)
  // The function's name is part of the cache key.
  Object.defineProperty(visitorRead, 'name', { value: read.name })
  const cached = cachedRead(tags, visitorRead)
  const kept = memoUntilChanged(tags, cached)
  const through =
    (visitor: (filter: F, paging?: Paging) => Promise<R>): Read<F, R> =>
    (payload, { user, ...filter }, paging) =>
      user ? read(payload, { ...filter, user } as F & { user: Admin }, paging) : visitor(filter as F, paging)
  return Object.assign(through(cached), { forApi: through(kept) })
}

type SlugFilter = { slug: string; user: Admin | null }

/**
 * A page's read by slug (`read`, cached for visitors) that answers a slug visitors cannot see
 * from the cached list of slugs (`slugs`), so that made-up addresses never fill the cache.
 */
export function knownSlugsFirst<F extends SlugFilter, R>(
  slugs: (payload: Payload, filter: { user: null }) => Promise<{ slug: string }[]>,
  read: (payload: Payload, filter: F) => Promise<R | null>,
) {
  return async (payload: Payload, filter: F): Promise<R | null> => {
    if (!filter.user && !(await slugs(payload, { user: null })).some((known) => known.slug === filter.slug)) return null
    return read(payload, filter)
  }
}
