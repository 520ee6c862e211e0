import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../src/core/access'
import {
  authorField,
  editorialVersions,
  publishedByDefault,
  publishedForVisitors,
  publishedOutsideTrashOrAdmin,
  rememberPublished,
  stampAuthor,
} from '../../src/core/drafts'
import { displayOrderField, isActiveField } from '../../src/core/fields/common'
import { zodValidate } from '../../src/core/fields/zod-validate'
import { fieldLabel, panelLabel, panelOptions } from '../../src/core/panel/labels'
import { memberName, memberTitle } from '../../src/schemas/member'
import { afterHooks, logActivity } from '../../src/core/activity'
import { expireOnChange } from '../../src/core/cache/site-cache'
import { deleteImageOfDeletedMember, deleteReplacedImage } from './hooks/delete-unused-image'
import { moveBioWithMember } from './hooks/move-bio'

const pageCache = afterHooks(
  expireOnChange('members'),
  logActivity('members', (doc) => doc.name),
)

/** Board of Advisors and team members shown on the About tab. */
export const Members: CollectionConfig = {
  slug: 'members',
  // Deleting moves it to the trash, restorable for 30 days (src/core/trash).
  trash: true,
  labels: { singular: panelLabel('member'), plural: panelLabel('members') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'title', 'memberType', 'displayOrder', 'isActive'],
    group: panelLabel('people'),
  },
  access: { read: publishedOutsideTrashOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  versions: editorialVersions,
  defaultSort: 'displayOrder',
  hooks: {
    beforeOperation: [publishedForVisitors],
    beforeChange: [stampAuthor, rememberPublished('members')],
    afterChange: [deleteReplacedImage, moveBioWithMember, ...pageCache.afterChange],
    afterDelete: [deleteImageOfDeletedMember, ...pageCache.afterDelete],
  },
  fields: [
    publishedByDefault,
    authorField,
    // A person's name is the same in every language.
    {
      name: 'name',
      label: fieldLabel('memberName'),
      type: 'text',
      required: true,
      index: true,
      validate: zodValidate(memberName),
    },
    {
      name: 'title',
      label: fieldLabel('memberTitle'),
      type: 'text',
      localized: true,
      validate: zodValidate(memberTitle, { localized: true }),
    },
    {
      name: 'memberType',
      label: fieldLabel('memberType'),
      type: 'select',
      required: true,
      index: true,
      options: panelOptions.memberType,
    },
    { name: 'image', label: fieldLabel('portrait'), type: 'upload', relationTo: 'media' },
    displayOrderField,
    { ...isActiveField, label: fieldLabel('activeOnSite') },
  ],
}
