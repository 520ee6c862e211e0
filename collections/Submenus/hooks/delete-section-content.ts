import { APIError, type CollectionBeforeDeleteHook } from 'payload'
import { isBuiltInSection } from '../../../src/i18n/routing'

/**
 * Deleting a submenu deletes its section's content items. Passing `req` keeps both deletes in
 * the operation's transaction: either both happen or neither does. A submenu for a built-in
 * section only renamed or hid it: the section stays, with its content.
 */
export const deleteSectionContent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const submenu = await req.payload.findByID({
    collection: 'submenus',
    id,
    depth: 0,
    trash: true,
    overrideAccess: true,
    req,
  })
  if (isBuiltInSection(submenu.tabId, submenu.sectionId)) {
    req.context.deletedContentItems = 0
    return
  }
  const { docs, errors } = await req.payload.delete({
    collection: 'content-items',
    where: { tabId: { equals: submenu.tabId }, sectionId: { equals: submenu.sectionId } },
    // Its content in the trash too (moved there with it): nothing is left to restore into.
    trash: true,
    overrideAccess: true,
    req,
  })
  if (errors.length > 0) {
    throw new APIError('The content of this section could not be deleted.', 500)
  }
  req.context.deletedContentItems = docs.length
}
