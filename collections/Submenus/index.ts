import type { CollectionConfig } from 'payload'
import { activeOrAdmin, isAdmin } from '../../src/core/access'
import { displayOrderField, isActiveField, sectionIdField, tabIdField } from '../../src/core/fields/common'
import { zodValidate } from '../../src/core/fields/zod-validate'
import { fieldLabel, panelLabel } from '../../src/core/panel/labels'
import { afterHooks, logActivity } from '../../src/core/activity'
import { expireOnChange } from '../../src/core/cache/site-cache'
import { submenuName } from '../../src/schemas/submenu'
import { deleteSectionContent } from './hooks/delete-section-content'
import { trashSectionContent } from './hooks/trash-section-content'
import { lockSectionOnUpdate, oneSubmenuPerSection, replaceTrashedTwin } from './hooks/keep-section-unique'

/** Navigation sub-items added by administrators to a tab's dropdown. */
export const Submenus: CollectionConfig = {
  slug: 'submenus',
  // Deleting moves it to the trash, restorable for 30 days (src/core/trash).
  trash: true,
  labels: { singular: panelLabel('submenu'), plural: panelLabel('submenus') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'tabId', 'sectionId', 'displayOrder', 'isActive'],
    group: panelLabel('site'),
  },
  access: { read: activeOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'displayOrder',
  hooks: {
    beforeValidate: [lockSectionOnUpdate, replaceTrashedTwin, oneSubmenuPerSection],
    beforeDelete: [deleteSectionContent],
    ...afterHooks(
      { afterChange: [trashSectionContent] },
      expireOnChange('submenus'),
      logActivity('submenus', (doc) => doc.name ?? doc.sectionId),
    ),
  },
  fields: [
    tabIdField,
    sectionIdField,
    {
      name: 'name',
      label: fieldLabel('displayName'),
      type: 'text',
      localized: true,
      validate: zodValidate(submenuName, { localized: true }),
    },
    displayOrderField,
    { ...isActiveField, label: fieldLabel('activeInMenu') },
  ],
  indexes: [{ fields: ['tabId', 'sectionId'], unique: true }],
}
