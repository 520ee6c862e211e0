import type { CollectionConfig } from 'payload'
import { submissionAccess } from '../../src/access/submissions'
import { receivedAtField, statusField } from '../../src/fields/common'
import { zodValidate } from '../../src/fields/zod-validate'
import { newsletterSchema } from '../../src/schemas/newsletter'
import { normaliseEmail } from './hooks/normalise-email'

const shape = newsletterSchema.shape

/** Monthly newsletter subscribers: one row per e-mail address. */
export const NewsletterSubscriptions: CollectionConfig = {
  slug: 'newsletter-subscriptions',
  labels: { singular: 'Newsletter subscription', plural: 'Newsletter subscriptions' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'status', 'receivedAt'],
    group: 'Inbox',
  },
  access: submissionAccess,
  defaultSort: '-receivedAt',
  hooks: { beforeValidate: [normaliseEmail] },
  fields: [
    { name: 'name', type: 'text', required: true, validate: zodValidate(shape.name) },
    { name: 'email', type: 'text', required: true, unique: true, validate: zodValidate(shape.email) },
    { name: 'consent', type: 'checkbox', required: true, validate: zodValidate(shape.consent) },
    statusField,
    receivedAtField,
  ],
}
