import {
  isolateObjectProperty,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type PayloadRequest,
} from 'payload'
import { publishedBefore } from '../../../src/core/drafts'
import type { Member } from '../../../src/payload-types'

/*
 * A portrait that no member shows any more must not stay behind: visitors can no longer read it
 * (src/core/access/media.ts), but it is still stored data about a person. What can point at a
 * `media` document: a member's `image`, a publication's `cover` (the picture of its PDF's first
 * page), a news story's `cover`, a newsletter edition's image blocks, and an upload, a relationship
 * or an internal link inside the rich text of a content item, a news story or an edition's text
 * blocks (Payload's editor offers every upload collection).
 * Gallery photos are their own upload collection. The integration test "media references" fails when a collection starts pointing at media too.
 * Every call passes `req`: the image goes in the same transaction as the member's change. Its
 * files are deleted by Payload right away, as with any deleted upload, and do not come back if
 * that transaction is rolled back afterwards.
 */

const idOf = (value: Member['image']): number | null =>
  value && typeof value === 'object' ? value.id : (value ?? null)

/** Whether rich text (any value, any depth) holds `{ relationTo: 'media', value: id }`. */
function mentionsMedia(node: unknown, id: number): boolean {
  if (!node || typeof node !== 'object') return false
  if (Array.isArray(node)) return node.some((child) => mentionsMedia(child, id))
  const { relationTo, value } = node as { relationTo?: unknown; value?: unknown }
  if (
    relationTo === 'media' &&
    (value === id || (typeof value === 'object' && (value as { id?: unknown } | null)?.id === id))
  )
    return true
  return Object.values(node).some((child) => mentionsMedia(child, id))
}

async function isReferenced(req: PayloadRequest, id: number): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'members',
    where: { image: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) return true
  const covers = await req.payload.count({
    collection: 'publications',
    where: { cover: { equals: id } },
    trash: true,
    overrideAccess: true,
    req,
  })
  if (covers.totalDocs > 0) return true
  const newsCovers = await req.payload.count({
    collection: 'news',
    where: { cover: { equals: id } },
    trash: true,
    overrideAccess: true,
    req,
  })
  if (newsCovers.totalDocs > 0) return true
  const news = await req.payload.find({
    collection: 'news',
    locale: 'all',
    select: { body: true },
    pagination: false,
    depth: 0,
    trash: true,
    overrideAccess: true,
    req: isolateObjectProperty(req, ['locale', 'fallbackLocale']),
  })
  if (news.docs.some((doc) => mentionsMedia(doc.body, id))) return true
  // A newsletter edition's image blocks and the rich text of its text blocks, in every language.
  const editions = await req.payload.find({
    collection: 'newsletters',
    locale: 'all',
    select: { body: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req: isolateObjectProperty(req, ['locale', 'fallbackLocale']),
  })
  const imageBlock = (block: unknown) =>
    Boolean(block) && typeof block === 'object' && (block as { blockType?: unknown; image?: unknown }).image === id
  for (const edition of editions.docs) {
    const languages: unknown = edition.body ?? {}
    for (const blocks of Object.values(languages as Record<string, unknown>))
      if (Array.isArray(blocks) && (blocks.some(imageBlock) || mentionsMedia(blocks, id))) return true
  }
  const { docs } = await req.payload.find({
    collection: 'content-items',
    locale: 'all',
    select: { content: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    // Reading every language must not switch the language of the member's own operation.
    req: isolateObjectProperty(req, ['locale', 'fallbackLocale']),
  })
  return docs.some((doc) => mentionsMedia(doc.content, id))
}

async function deleteUnlessReferenced(req: PayloadRequest, id: number | null) {
  if (id === null || (await isReferenced(req, id))) return
  const { totalDocs } = await req.payload.count({
    collection: 'media',
    where: { id: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) return
  await req.payload.delete({ collection: 'media', id, overrideAccess: true, req })
}

/** A replaced or removed portrait is deleted, unless another document still uses it. */
export const deleteReplacedImage: CollectionAfterChangeHook<Member> = async ({ doc, previousDoc, operation, req }) => {
  // A draft's new portrait replaces nothing yet; its publication replaces the one the site showed.
  const shown = operation === 'update' ? publishedBefore('members', { doc, previousDoc, req }) : null
  if (!shown) return doc
  const before = idOf(shown.image)
  if (before !== null && before !== idOf(doc.image)) await deleteUnlessReferenced(req, before)
  return doc
}

/** A deleted member's portrait goes with it, unless another document still uses it. */
export const deleteImageOfDeletedMember: CollectionAfterDeleteHook<Member> = async ({ doc, req }) => {
  await deleteUnlessReferenced(req, idOf(doc.image))
  return doc
}
