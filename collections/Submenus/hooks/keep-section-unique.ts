import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import { isTabId, tabIds } from '../../../src/content/site-structure'
import { uniqueTogether } from '../../../src/core/fields/unique-together'
import { asConflict } from '../../conflict'

/**
 * One submenu per tab and section, checked here only: the contract's POST /api/submenus answers
 * this refusal as 409 with the same message (collections/conflict.ts), the index backs it up.
 */
export const oneSubmenuPerSection = asConflict(
  uniqueTogether({
    collection: 'submenus',
    fields: ['tabId', 'sectionId'],
    message: 'A submenu for this tab and section already exists.',
    isComparable: (data) => (tabIds as unknown[]).includes(data.tabId),
  }),
)

/**
 * A submenu's place cannot move once created: its section's content items hang on
 * (tabId, sectionId), and the back office locks the section id in edit mode.
 */
export const lockSectionOnUpdate: CollectionBeforeValidateHook = ({ data, operation, originalDoc, req }) => {
  if (!data || operation !== 'update' || !originalDoc) return data
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

/**
 * A new submenu for the place of one in the trash replaces it: the one in the trash (and the
 * content that went there with it) is deleted for good first, since one place holds one submenu.
 */
export const replaceTrashedTwin: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  // Values the fields will refuse are left to them (a tab that is not one would not even query).
  if (
    operation !== 'create' ||
    !data ||
    !isTabId(data.tabId) ||
    typeof data.sectionId !== 'string' ||
    data.sectionId.trim() === ''
  )
    return data
  await req.payload.delete({
    collection: 'submenus',
    where: {
      and: [
        { tabId: { equals: data.tabId } },
        { sectionId: { equals: data.sectionId.trim() } },
        { deletedAt: { exists: true } },
      ],
    },
    trash: true,
    overrideAccess: true,
    req,
  })
  return data
}
