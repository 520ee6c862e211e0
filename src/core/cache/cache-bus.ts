// Loaded by the collection hooks (through site-cache.ts, which scripts load too) and by the
// custom Next server (scripts/lib/site-server.ts): no "server-only" here.
import { randomUUID } from 'node:crypto'
import pg from 'pg'

/**
 * The cache-expiry bus between instances (docs/decisions/014-several-instances.md). Every
 * instance keeps its own page cache in memory; a save expires the collection's tag on the
 * instance that handled it and announces the tag with PostgreSQL's NOTIFY, inside the save's
 * transaction, so the others hear it once the change is committed (and never for a change
 * rolled back). Each web server holds one LISTEN connection and expires what it hears in its
 * own cache. Nothing but the database is needed.
 */

export const cacheBusChannel = 'site_cache_expiry'

/** Every tag the cached public reads (pages and /api) carry (src/core/cache/site-cache.ts). */
export const cacheTags = [
  'content-items',
  'members',
  'submenus',
  'photos',
  'member-bios',
  'publications',
  'news',
  'events',
  'newsletters',
] as const
export type CacheTag = (typeof cacheTags)[number]
const isCacheTag = (value: unknown): value is CacheTag => (cacheTags as readonly unknown[]).includes(value)

// One id per process. The hooks run in Next's bundles and the listener in the custom server,
// two copies of this module in one process: the id lives on globalThis so both see the same.
const instanceKey = Symbol.for('site.cache-bus.instance')
export function instanceId(): string {
  const store = globalThis as { [instanceKey]?: string }
  return (store[instanceKey] ??= randomUUID())
}

// When each tag last changed in this process, for the reads kept in memory
// (src/server/data/visitor-cache.ts): on globalThis too, for the same reason.
const changesKey = Symbol.for('site.cache-bus.changes')
const changes = () => ((globalThis as { [changesKey]?: Map<string, number> })[changesKey] ??= new Map())

/** Records that `tags` changed now: a save here (again when it commits), another instance's, a script's. */
export function markChanged(tags: readonly string[]): void {
  const now = Date.now()
  for (const tag of tags) changes().set(tag, now)
}

/** Whether any of `tags` changed at or after `since` (ms): a change in the same millisecond counts. */
export const changedSince = (tags: readonly string[], since: number): boolean =>
  tags.some((tag) => (changes().get(tag) ?? -Infinity) >= since)

type BusMessage = { from: string; tags: CacheTag[] }

export const encodeMessage = (tags: readonly CacheTag[]): string => JSON.stringify({ from: instanceId(), tags })

/** A notification's payload, or null for anything that is not one of ours (wrong shape, unknown tags). */
function decodeMessage(payload: string | undefined): BusMessage | null {
  if (!payload) return null
  try {
    const value = JSON.parse(payload) as { from?: unknown; tags?: unknown }
    if (typeof value.from !== 'string' || !Array.isArray(value.tags)) return null
    const tags = value.tags.filter(isCacheTag)
    return tags.length ? { from: value.from, tags } : null
  } catch {
    return null
  }
}

type IncrementalCache = { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }

/**
 * Expires tags in this process's Next cache from outside a request. `revalidateTag` from
 * `next/cache` cannot be used there (it throws "static generation store missing" without a
 * request's work store); at the end of a request it hands its tags to the incremental cache's
 * `revalidateTag`, which is what this calls, on the incremental cache Next keeps on globalThis
 * (set by every request, before anything is read from or written to the cache). No request
 * served yet means nothing cached yet, so nothing to expire.
 */
export async function expireInThisProcess(tags: readonly string[]): Promise<void> {
  markChanged(tags)
  const cache = (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache
  if (!cache || tags.length === 0) return
  // The same expiry as the hooks' revalidateTag(tag, { expire: 0 }): the next visit renders afresh.
  await cache.revalidateTag([...tags], { expire: 0 })
}

export type Listener = { stop(): Promise<void>; connected(): boolean }

type ListenOptions = {
  connectionString: string
  /** Called with the tags another instance (or a script) expired; with every tag after a reconnection. */
  expire: (tags: readonly CacheTag[]) => Promise<void> | void
  log?: (line: string) => void
  /** First wait before reconnecting; doubled on each failure up to `maxRetryMs`. */
  retryMs?: number
  maxRetryMs?: number
}

/**
 * Holds one LISTEN connection, reconnecting with backoff whenever it is lost (PostgreSQL
 * restarted, a network cut, the backend terminated). Notifications sent while it was away are
 * lost, so after a reconnection every tag is expired once.
 */
export function listenForExpiry({
  connectionString,
  expire,
  log = () => {},
  retryMs = 250,
  maxRetryMs = 5_000,
}: ListenOptions): Listener {
  let client: pg.Client | undefined
  let stopped = false
  let isConnected = false
  let lostSince = 0
  let delay = retryMs
  let timer: NodeJS.Timeout | undefined

  const deliver = (tags: readonly CacheTag[]) => {
    Promise.resolve()
      .then(() => expire(tags))
      .catch((error: unknown) =>
        log(`cache bus: could not expire ${tags.join(', ')} (${(error as Error)?.message ?? error})`),
      )
  }

  const scheduleReconnect = () => {
    if (stopped || timer) return
    timer = setTimeout(() => {
      timer = undefined
      void connect()
    }, delay)
    delay = Math.min(delay * 2, maxRetryMs)
  }

  const lost = (current: pg.Client) => {
    if (client !== current) return
    client = undefined
    if (!lostSince) lostSince = Date.now()
    isConnected = false
    current.removeAllListeners('notification')
    // A broken client may still emit 'error' later: keep a listener so it never goes unhandled.
    current.on('error', () => {})
    current.end().catch(() => {})
    scheduleReconnect()
  }

  const connect = async () => {
    if (stopped) return
    // keepAlive: a connection cut without a reset (a failover, a dropped route) is noticed too.
    const current = new pg.Client({
      connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'site cache bus',
      connectionTimeoutMillis: 5_000,
    })
    client = current
    current.on('error', () => lost(current))
    current.on('end', () => lost(current))
    current.on('notification', (message) => {
      if (message.channel !== cacheBusChannel) return
      const decoded = decodeMessage(message.payload)
      if (!decoded) return
      // An instance has already expired its own tags when it saved; its reads kept in memory
      // learn of the save again now that it is committed (a read between the save and its commit
      // would otherwise be kept with the old records).
      markChanged(decoded.tags)
      if (decoded.from !== instanceId()) deliver(decoded.tags)
    })
    try {
      await current.connect()
      await current.query(`LISTEN ${cacheBusChannel}`)
    } catch {
      lost(current)
      return
    }
    if (client !== current || stopped) return
    isConnected = true
    delay = retryMs
    if (lostSince)
      log(
        `cache bus: listening again after ${((Date.now() - lostSince) / 1000).toFixed(1)} s; every cached page expired once`,
      )
    lostSince = 0
    // Whatever was announced before this connection listened is unknown: expire everything once
    // (nothing at all on a fresh start, when no page is cached yet).
    deliver(cacheTags)
  }

  void connect()
  return {
    connected: () => isConnected,
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      const current = client
      client = undefined
      isConnected = false
      await current?.end().catch(() => {})
    },
  }
}
