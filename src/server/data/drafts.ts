import 'server-only'
import type { Payload } from 'payload'
import type { DraftCollection, DraftState } from '../../core/drafts'
import type { Admin } from '../auth'

/** The draft state of each of these records that has one (two small queries, whatever the list's size). */
export async function draftStates(payload: Payload, collection: DraftCollection, ids: number[], user: Admin): Promise<Map<number, DraftState>> {
  const states = new Map<number, DraftState>()
  if (ids.length === 0) return states
  const [latestDrafts, unpublished] = await Promise.all([
    payload.findVersions({
      collection,
      where: { and: [{ parent: { in: ids } }, { latest: { equals: true } }, { 'version._status': { equals: 'draft' } }] },
      select: { parent: true },
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user,
    }),
    payload.find({ collection, where: { and: [{ id: { in: ids } }, { _status: { equals: 'draft' } }] }, select: {}, depth: 0, pagination: false, overrideAccess: false, user }),
  ])
  for (const version of latestDrafts.docs) {
    // depth 0: the parent is its id.
    if (typeof version.parent === 'number') states.set(version.parent, 'changes')
  }
  for (const doc of unpublished.docs) states.set(doc.id, 'unpublished')
  return states
}

/** Where the back office shows a record's versions (Payload's version view: compare, restore). */
export const historyHref = (collection: DraftCollection, id: number) => `/admin/collections/${collection}/${id}/versions`
