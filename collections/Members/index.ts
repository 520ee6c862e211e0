import type { CollectionConfig } from 'payload'
import { activeOrAdmin, isAdmin } from '../../src/access'
import { displayOrderField, isActiveField } from '../../src/fields/common'
import { zodValidate } from '../../src/fields/zod-validate'
import { memberName, memberTitle } from '../../src/schemas/member'
import { memberTypes } from '../../src/content/site-structure'
import { expireOnChange } from '../../src/server/site-cache'

/** Board of Advisors and team members shown on the About tab. */
export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: 'Member', plural: 'Members' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'title', 'memberType', 'displayOrder', 'isActive'],
    group: 'People',
  },
  access: { read: activeOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'displayOrder',
  hooks: expireOnChange('members'),
  fields: [
    // A person's name is the same in every language.
    { name: 'name', type: 'text', required: true, index: true, validate: zodValidate(memberName) },
    { name: 'title', type: 'text', localized: true, validate: zodValidate(memberTitle, { localized: true }) },
    {
      name: 'memberType',
      type: 'select',
      required: true,
      index: true,
      options: memberTypes.map((value) => ({ label: value === 'board' ? 'Board' : 'Team', value })),
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    displayOrderField,
    isActiveField,
  ],
}
