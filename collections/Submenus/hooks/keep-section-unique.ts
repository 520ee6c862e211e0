import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

/**
 * One submenu per tab and section, and a submenu's place cannot move once created: its
 * section's content items hang on (tabId, sectionId). The unique index is the real guard;
 * this check gives the administrator a readable message first.
 */
export const keepSectionUniqueAndLocked: CollectionBeforeValidateHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (!data) return data
  if (operation === 'update' && originalDoc) {
    for (const field of ['tabId', 'sectionId'] as const) {
      if (data[field] !== undefined && data[field] !== originalDoc[field]) {
        throw new ValidationError({
          collection: 'submenus',
          errors: [{ path: field, message: 'The tab and section of a submenu cannot be changed.' }],
          req,
        })
      }
    }
    return data
  }
  if (operation === 'create' && typeof data.tabId === 'string' && typeof data.sectionId === 'string') {
    const { totalDocs } = await req.payload.count({
      collection: 'submenus',
      where: { tabId: { equals: data.tabId }, sectionId: { equals: data.sectionId.trim() } },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) {
      throw new ValidationError({
        collection: 'submenus',
        errors: [{ path: 'sectionId', message: 'A submenu for this tab and section already exists.' }],
        req,
      })
    }
  }
  return data
}
