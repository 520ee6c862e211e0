import 'server-only'
import type { Payload } from 'payload'
import { cachedRead } from '../../core/cache/site-cache'
import type { CacheTag } from '../../core/cache/cache-bus'
import type { Admin } from '../auth'
import { getPayloadClient } from '../payload'
import type { Paging } from '../request'

type Read<F, R> = (payload: Payload, filter: F & { user: Admin | null }, paging?: Paging) => Promise<R>

/**
 * A public read whose answer is the same for every visitor (active records only) is kept in
 * Next's cache under the tags of the collections it shows, like the pages' data, and expired by
 * the same saves (collections' expireOnChange). An administrator's read always goes to the database.
 */
export function cachedForVisitors<F extends object, R>(collections: CacheTag | CacheTag[], read: Read<F, R>): Read<F, R> {
  const visitorRead = async (filter: F, paging?: Paging) => read(await getPayloadClient(), { ...filter, user: null }, paging)
  // The function's name is part of the cache key.
  Object.defineProperty(visitorRead, 'name', { value: read.name })
  const cached = cachedRead(collections, visitorRead)
  return (payload, { user, ...filter }, paging) => (user ? read(payload, { ...filter, user } as F & { user: Admin }, paging) : cached(filter as F, paging))
}
