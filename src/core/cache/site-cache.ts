// Imported by collection configs, which scripts load too: no "server-only" here.
import { sql } from '@payloadcms/db-postgres'
import { revalidateTag, unstable_cache } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { cacheBusChannel, encodeMessage, expireInThisProcess, markChanged, type CacheTag } from './cache-bus'
import { sqlRunnerOf } from '../db/raw-sql'

/**
 * Public pages are rendered once per language and section and then served from Next's cache
 * (docs/decisions/006). Each read of CMS data for them is cached under its collection's tag;
 * saving or deleting a document expires that tag, so the next visit renders afresh, in every
 * language, on every instance (docs/decisions/014).
 */
export function cachedRead<Args extends unknown[], Result>(
  collections: CacheTag | CacheTag[],
  read: (...args: Args) => Promise<Result>,
) {
  const tags = ([] as CacheTag[]).concat(collections)
  // unstable_cache, not 'use cache': that needs Cache Components, which this site's routes do not build with (docs/decisions/029).
  const cached = unstable_cache(read, [...tags, read.name], { tags })
  // Next's cache exists only inside its server; elsewhere (integration tests calling route
  // handlers, scripts) every call reads afresh.
  return (...args: Args): Promise<Result> => (process.env.NEXT_RUNTIME ? cached(...args) : read(...args))
}

/** Expires a collection's cached reads in this process. Outside the web server (scripts) there is no cache to expire. */
function expireCollection(collection: CacheTag) {
  markChanged([collection])
  try {
    revalidateTag(collection, { expire: 0 })
  } catch {
    // Not inside a request: a script (seed, migrations; no Next cache in its process, and the
    // call below finds none), or work the web server does on its own.
    void expireInThisProcess([collection]).catch(() => {})
  }
}

/**
 * Tells the other instances (src/core/cache/cache-bus.ts). Sent on the save's own transaction,
 * when it has one: PostgreSQL delivers it on commit, once the change can be read, and drops it
 * on rollback. Scripts announce too; only web servers listen.
 */
async function announce(req: PayloadRequest, collection: CacheTag) {
  await (await sqlRunnerOf(req)).execute(sql`SELECT pg_notify(${cacheBusChannel}, ${encodeMessage([collection])})`)
}

/**
 * Payload hooks that expire the cached public reads of these collections after every change,
 * here and on every other instance (a collection whose documents others show names them too).
 */
export const expireOnChange = (...collections: CacheTag[]) => {
  const expire = async (req: PayloadRequest) => {
    for (const collection of collections) {
      expireCollection(collection)
      await announce(req, collection)
    }
  }
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    await expire(req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await expire(req)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
