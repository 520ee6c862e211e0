import type { CollectionConfig } from 'payload'
import { submissionAccess } from '../../src/access/submissions'
import { receivedAtField, statusField } from '../../src/fields/common'
import { zodValidate } from '../../src/fields/zod-validate'
import { fieldLabel, panelLabel } from '../../src/i18n/panel-labels'
import { newsletterSchema } from '../../src/schemas/newsletter'
import { normaliseEmail } from './hooks/normalise-email'

const shape = newsletterSchema.shape

/** Monthly newsletter subscribers: one row per e-mail address. */
export const NewsletterSubscriptions: CollectionConfig = {
  slug: 'newsletter-subscriptions',
  labels: { singular: panelLabel('newsletterSubscription'), plural: panelLabel('newsletterSubscriptions') },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'consent', 'status', 'receivedAt'],
    listSearchableFields: ['email', 'name'],
    group: panelLabel('inbox'),
  },
  access: submissionAccess,
  defaultSort: '-receivedAt',
  hooks: { beforeValidate: [normaliseEmail] },
  fields: [
    { name: 'name', label: fieldLabel('name'), type: 'text', required: true, validate: zodValidate(shape.name) },
    { name: 'email', label: fieldLabel('email'), type: 'text', required: true, unique: true, validate: zodValidate(shape.email) },
    { name: 'consent', label: fieldLabel('consent'), type: 'checkbox', required: true, validate: zodValidate(shape.consent) },
    statusField,
    receivedAtField,
  ],
}
