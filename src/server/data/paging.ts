import 'server-only'
import type { PaginatedDocs } from 'payload'
import { ok } from '../http'
import type { Paging } from '../request'

/** A list's place in the whole: `meta` of a paged answer (`?page=`/`?limit=`). */
export type PageMeta = { total: number; page: number; pages: number }
export type Listed<T> = { items: T[]; meta: PageMeta }

/**
 * `payload.find` arguments for one page, or for the whole list (at most `whole` rows, the
 * documented answer of a call without `page` and `limit`).
 */
export const pageArgs = (paging: Paging | undefined, whole: number) =>
  paging ? { page: paging.page, limit: paging.limit, pagination: true } : { limit: whole, pagination: true }

/** A page of documents, presented, with its place in the whole list. */
export async function listed<D, T>(result: PaginatedDocs<D>, present: (doc: D) => T | Promise<T>): Promise<Listed<T>> {
  return {
    items: await Promise.all(result.docs.map(present)),
    meta: { total: result.totalDocs, page: result.page ?? 1, pages: Math.max(result.totalPages, 1) },
  }
}

/** The contract's answer: the items, with a top-level `meta` when the caller asked for a page. */
export const listResponse = <T>({ items, meta }: Listed<T>, paging: Paging | undefined) =>
  paging ? ok(items, 200, undefined, meta) : ok(items)
