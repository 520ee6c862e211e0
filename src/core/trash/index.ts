// Loaded by the collection configs (which scripts load too): no "server-only" here.
import type { CollectionSlug, Payload } from 'payload'

/** The collections whose deletions go to the trash first (Payload's `trash: true`). */
export const trashedCollections = [
  'submenus',
  'content-items',
  'members',
  'photos',
  'publications',
  'news',
  'events',
  'newsletters',
] as const satisfies readonly CollectionSlug[]
export type TrashedCollection = (typeof trashedCollections)[number]

/** How long a deleted record can be restored. */
export const trashDays = 30

const dayMs = 24 * 60 * 60 * 1000

/** Whether a save moved the document to the trash, or took it out. */
export const trashMove = (
  doc: { deletedAt?: unknown },
  previousDoc: { deletedAt?: unknown } | undefined,
): 'trash' | 'restore' | null => {
  const was = Boolean(previousDoc?.deletedAt)
  const is = Boolean(doc.deletedAt)
  return !was && is ? 'trash' : was && !is ? 'restore' : null
}

/**
 * Deletes for good what has been in the trash longer than `trashDays`, with what goes along
 * (a submenu's section content, a member's portrait, a photo's files: the collections' delete
 * hooks). Submenus first, so that their content goes with them.
 */
export async function purgeTrash(payload: Payload, now = Date.now()): Promise<number> {
  const before = new Date(now - trashDays * dayMs).toISOString()
  let purged = 0
  for (const collection of trashedCollections) {
    const { docs } = await payload.delete({
      collection,
      where: { deletedAt: { less_than: before } },
      trash: true,
      overrideAccess: true,
    })
    purged += docs.length
  }
  return purged
}
