import type { CollectionConfig } from 'payload'
import { isAdmin, nobody } from '../../src/core/access'
import { activityActions } from '../../src/core/activity'
import { panelLabel } from '../../src/core/panel/labels'
import { activityFieldLabel, activityLabel } from './labels'

/**
 * Who did what, to which record, in which language, and when: every administrator's save and
 * deletion (src/core/activity, hooked into the content collections) and every login attempt
 * (POST /api/login). Administrators read it, filter it and export nothing; nobody writes or
 * changes it through the API. Kept for a year.
 */
export const Activity: CollectionConfig = {
  slug: 'activity',
  labels: { singular: activityLabel('singular'), plural: activityLabel('plural') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['createdAt', 'username', 'action', 'resource', 'title', 'locale', 'network'],
    group: panelLabel('administration'),
    listSearchableFields: ['title', 'username'],
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'action',
      label: activityFieldLabel('action'),
      type: 'select',
      required: true,
      index: true,
      options: activityActions.map((value) => ({ label: activityLabel(value), value })),
    },
    { name: 'resource', label: activityFieldLabel('resource'), type: 'text', index: true },
    { name: 'docId', label: activityFieldLabel('docId'), type: 'text' },
    { name: 'title', label: activityFieldLabel('title'), type: 'text' },
    { name: 'locale', label: activityFieldLabel('locale'), type: 'text' },
    { name: 'user', label: activityFieldLabel('user'), type: 'relationship', relationTo: 'users' },
    { name: 'username', label: activityFieldLabel('username'), type: 'text', index: true },
    // A failed login's network (an IPv4 /24, an IPv6 /64), never the full address.
    { name: 'network', label: activityFieldLabel('network'), type: 'text' },
  ],
}
