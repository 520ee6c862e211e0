import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../src/core/access'
import {
  authorField,
  editorialVersions,
  publishedByDefault,
  publishedForVisitors,
  publishedOutsideTrashOrAdmin,
  stampAuthor,
} from '../../src/core/drafts'
import { displayOrderField, isActiveField, sectionIdField, tabIdField } from '../../src/core/fields/common'
import { richTextRequired, zodValidate } from '../../src/core/fields/zod-validate'
import { fieldLabel, panelLabel } from '../../src/core/panel/labels'
import { contentTitle } from '../../src/schemas/content-item'
import { afterHooks, logActivity } from '../../src/core/activity'
import { expireOnChange } from '../../src/core/cache/site-cache'

/** Content items shown inside a tab's section on the public site. */
export const ContentItems: CollectionConfig = {
  slug: 'content-items',
  // Deleting moves it to the trash, restorable for 30 days (src/core/trash).
  trash: true,
  labels: { singular: panelLabel('contentItem'), plural: panelLabel('contentItems') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'tabId', 'sectionId', 'displayOrder', 'isActive'],
    group: panelLabel('site'),
  },
  access: { read: publishedOutsideTrashOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  versions: editorialVersions,
  defaultSort: 'displayOrder',
  hooks: {
    beforeOperation: [publishedForVisitors],
    beforeChange: [stampAuthor],
    ...afterHooks(
      expireOnChange('content-items'),
      logActivity('content-items', (doc) => doc.title),
    ),
  },
  fields: [
    publishedByDefault,
    authorField,
    tabIdField,
    sectionIdField,
    {
      name: 'title',
      label: fieldLabel('contentTitle'),
      type: 'text',
      localized: true,
      validate: zodValidate(contentTitle, { localized: true }),
    },
    {
      name: 'content',
      label: fieldLabel('content'),
      type: 'richText',
      localized: true,
      validate: richTextRequired('admin:validation.contentRequired'),
    },
    displayOrderField,
    { ...isActiveField, label: fieldLabel('activeOnSite') },
  ],
  indexes: [{ fields: ['tabId', 'sectionId'] }],
}
