// Imported by collection configs, which scripts load too: no "server-only" here.
import { revalidateTag, unstable_cache } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionSlug } from 'payload'

/**
 * Public pages are rendered once per language and section and then served from Next's cache
 * (docs/decisions/006). Each read of CMS data for them is cached under its collection's tag;
 * saving or deleting a document expires that tag, so the next visit renders afresh, in every
 * language.
 */
export const cachedRead = <Args extends unknown[], Result>(collection: CollectionSlug, read: (...args: Args) => Promise<Result>) =>
  unstable_cache(read, [collection, read.name], { tags: [collection] })

/** Expires a collection's cached reads. Outside the web server (scripts) there is no cache to expire. */
export function expireCollection(collection: CollectionSlug) {
  try {
    revalidateTag(collection, { expire: 0 })
  } catch {
    // Called from a script (seed, migrations): no Next cache lives in this process.
  }
}

/** Payload hooks that expire the collection's cached public reads after every change. */
export const expireOnChange = (collection: CollectionSlug) => {
  const afterChange: CollectionAfterChangeHook = ({ doc }) => {
    expireCollection(collection)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
    expireCollection(collection)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
