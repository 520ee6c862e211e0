import type { CollectionConfig } from 'payload'
import { activeOrAdmin, isAdmin } from '../../src/access'
import { displayOrderField, isActiveField, sectionIdField, tabIdField } from '../../src/fields/common'
import { zodValidate } from '../../src/fields/zod-validate'
import { contentTitle } from '../../src/schemas/content-item'

/** Content items shown inside a tab's section on the public site. */
export const ContentItems: CollectionConfig = {
  slug: 'content-items',
  labels: { singular: 'Content item', plural: 'Content items' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'tabId', 'sectionId', 'displayOrder', 'isActive'],
    group: 'Site',
  },
  access: { read: activeOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'displayOrder',
  fields: [
    tabIdField,
    sectionIdField,
    { name: 'title', type: 'text', required: true, localized: true, validate: zodValidate(contentTitle) },
    { name: 'content', type: 'richText', required: true, localized: true },
    displayOrderField,
    isActiveField,
  ],
  indexes: [{ fields: ['tabId', 'sectionId'] }],
}
