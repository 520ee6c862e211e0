import 'server-only'
import type { Payload, Where } from 'payload'
import { versionsPerDocument, type DraftCollection, type DraftState } from '../../core/drafts'
import type { Admin } from '../auth'

/** The draft state of each of these records that has one (two small queries, whatever the list's size). */
export async function draftStates(
  payload: Payload,
  collection: DraftCollection,
  ids: number[],
  user: Admin,
): Promise<Map<number, DraftState>> {
  const states = new Map<number, DraftState>()
  if (ids.length === 0) return states
  const [latestDrafts, unpublished] = await Promise.all([
    payload.findVersions({
      collection,
      where: {
        and: [{ parent: { in: ids } }, { latest: { equals: true } }, { 'version._status': { equals: 'draft' } }],
      },
      select: { parent: true },
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user,
    }),
    payload.find({
      collection,
      where: { and: [{ id: { in: ids } }, { _status: { equals: 'draft' } }] },
      select: {},
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user,
    }),
  ])
  for (const version of latestDrafts.docs) {
    // depth 0: the parent is its id.
    if (typeof version.parent === 'number') states.set(version.parent, 'changes')
  }
  for (const doc of unpublished.docs) states.set(doc.id, 'unpublished')
  return states
}

/** Where the back office shows a record's versions: who saved each, when, its status (each opens Payload's version view: compare, restore). */
export const historyHref = (collection: DraftCollection, id: number) => `/admin/history/${collection}/${id}`

/** How the history screen names a record. */
const titleOf = (doc: { id: unknown; title?: unknown; name?: unknown; memberName?: unknown }) =>
  String(doc.title ?? doc.name ?? doc.memberName ?? doc.id)

/** A record's title and its versions (the newest 50, as Payload keeps), newest first; null when there is no such record. */
export async function recordVersions(
  payload: Payload,
  { collection, id, user }: { collection: DraftCollection; id: number; user: Admin },
) {
  const doc = await payload
    .findByID({ collection, id, depth: 0, draft: true, locale: 'en', overrideAccess: false, user })
    .catch(() => null)
  if (!doc) return null
  const { docs } = await payload.findVersions({
    collection,
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    limit: versionsPerDocument,
    depth: 1,
    locale: 'en',
    overrideAccess: false,
    user,
  })
  return {
    title: titleOf(doc),
    versions: docs.map((version) => {
      const author = (version.version as { updatedBy?: unknown }).updatedBy
      return {
        id: String(version.id),
        at: version.updatedAt,
        status:
          (version.version as { _status?: string })._status === 'draft' ? ('draft' as const) : ('published' as const),
        latest: Boolean(version.latest),
        author:
          author && typeof author === 'object'
            ? String((author as { username?: unknown }).username ?? '') || null
            : null,
      }
    }),
  }
}

/** What a preview reads of `where`: only the records the site shows (active), in their latest versions. */
export const previewWhere = (where: Where, preview: boolean): Where =>
  preview ? { and: [where, { isActive: { equals: true } }] } : where
