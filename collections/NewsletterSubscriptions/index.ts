import type { CollectionConfig } from 'payload'
import { submissionAccess } from '../../src/access/submissions'
import { receivedAtField, statusField } from '../../src/fields/common'
import { inboxFieldLabel, inboxLabel } from '../../src/fields/inbox-labels'
import { zodValidate } from '../../src/fields/zod-validate'
import { newsletterSchema } from '../../src/schemas/newsletter'
import { normaliseEmail } from './hooks/normalise-email'

const shape = newsletterSchema.shape

/** Monthly newsletter subscribers: one row per e-mail address. */
export const NewsletterSubscriptions: CollectionConfig = {
  slug: 'newsletter-subscriptions',
  labels: { singular: inboxLabel('newsletterSubscription'), plural: inboxLabel('newsletterSubscriptions') },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'consent', 'status', 'receivedAt'],
    listSearchableFields: ['email', 'name'],
    group: inboxLabel('inbox'),
  },
  access: submissionAccess,
  defaultSort: '-receivedAt',
  hooks: { beforeValidate: [normaliseEmail] },
  fields: [
    { name: 'name', label: inboxFieldLabel('name'), type: 'text', required: true, validate: zodValidate(shape.name) },
    { name: 'email', label: inboxFieldLabel('email'), type: 'text', required: true, unique: true, validate: zodValidate(shape.email) },
    { name: 'consent', label: inboxFieldLabel('consent'), type: 'checkbox', required: true, validate: zodValidate(shape.consent) },
    statusField,
    receivedAtField,
  ],
}
