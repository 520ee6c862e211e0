import type { CollectionConfig, TextareaField } from 'payload'
import { isAdmin } from '../../src/core/access'
import {
  authorField,
  editorialVersions,
  publishedByDefault,
  publishedForVisitors,
  stampAuthor,
} from '../../src/core/drafts'
import { bioOfShownMemberOrAdmin } from '../../src/core/access/member-bios'
import { afterHooks, logActivity } from '../../src/core/activity'
import { expireOnChange } from '../../src/core/cache/site-cache'
import { memberTypes } from '../../src/content/site-structure'
import { isActiveField } from '../../src/core/fields/common'
import { uniqueTogether } from '../../src/core/fields/unique-together'
import { zodValidate } from '../../src/core/fields/zod-validate'
import { fieldLabel, type PanelLabel, panelLabel, panelOptions } from '../../src/core/panel/labels'
import { optionalEmail, optionalHttpUrl } from '../../src/schemas/common'
import { memberName } from '../../src/schemas/member'
import { asConflict } from '../conflict'

const longText = (name: PanelLabel): TextareaField => ({
  name,
  label: fieldLabel(name),
  type: 'textarea',
  localized: true,
  maxLength: 20000,
})

/** A member's profile, found by the member's exact name and type. */
export const MemberBios: CollectionConfig = {
  slug: 'member-bios',
  labels: { singular: panelLabel('memberBio'), plural: panelLabel('memberBios') },
  admin: {
    useAsTitle: 'memberName',
    defaultColumns: ['memberName', 'memberType', 'isActive'],
    group: panelLabel('people'),
  },
  // Visitors: only while its member is shown too (src/core/access/member-bios.ts).
  access: { read: bioOfShownMemberOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  versions: editorialVersions,
  hooks: {
    beforeOperation: [publishedForVisitors],
    beforeChange: [stampAuthor],
    // One bio per member, checked here only: the contract answers it as 409 (src/server/data/member-bios.ts).
    beforeValidate: [
      asConflict(
        uniqueTogether({
          collection: 'member-bios',
          fields: ['memberType', 'memberName'],
          message: 'This member already has a bio.',
          isComparable: (data) => (memberTypes as readonly unknown[]).includes(data.memberType),
        }),
      ),
    ],
    ...afterHooks(
      expireOnChange('member-bios'),
      logActivity('member-bios', (doc) => doc.memberName),
    ),
  },
  fields: [
    publishedByDefault,
    authorField,
    {
      name: 'memberName',
      label: fieldLabel('bioMember'),
      type: 'text',
      required: true,
      index: true,
      validate: zodValidate(memberName),
    },
    {
      name: 'memberType',
      label: fieldLabel('memberType'),
      type: 'select',
      required: true,
      options: panelOptions.memberType,
    },
    longText('bio'),
    longText('education'),
    longText('experience'),
    longText('achievements'),
    {
      name: 'contactEmail',
      label: fieldLabel('contactEmail'),
      type: 'text',
      validate: zodValidate(optionalEmail, { optional: true }),
    },
    {
      name: 'linkedinUrl',
      label: fieldLabel('linkedinUrl'),
      type: 'text',
      validate: zodValidate(optionalHttpUrl, { optional: true }),
    },
    { ...isActiveField, label: fieldLabel('activeOnSite') },
  ],
  indexes: [{ fields: ['memberName', 'memberType'], unique: true }],
}
