import type { CollectionAfterChangeHook } from 'payload'
import { trashMove } from '../../../src/core/trash'
import { isBuiltInSection } from '../../../src/i18n/routing'

/**
 * A submenu moved to the trash takes its section's content items along, with the same time, and
 * brings back exactly those when it is restored (from any screen: the contract's DELETE, Payload's
 * trash view). In the save's transaction: all of it happens or none. A submenu for a built-in
 * section only renamed or hid it: the section keeps its content.
 */
export const trashSectionContent: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const move = trashMove(doc, previousDoc)
  if (!move) return doc
  if (isBuiltInSection(doc.tabId, doc.sectionId)) {
    req.context.deletedContentItems = 0
    return doc
  }
  const section = { tabId: { equals: doc.tabId }, sectionId: { equals: doc.sectionId } }
  const { docs } = await req.payload.update({
    collection: 'content-items',
    where: move === 'trash' ? section : { and: [section, { deletedAt: { equals: previousDoc.deletedAt } }] },
    data: { deletedAt: move === 'trash' ? doc.deletedAt : null },
    trash: move === 'restore',
    overrideAccess: true,
    req,
  })
  req.context.deletedContentItems = docs.length
  return doc
}
