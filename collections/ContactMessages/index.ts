import type { CollectionConfig } from 'payload'
import { submissionAccess } from '../../src/access/submissions'
import { receivedAtField, statusField } from '../../src/fields/common'
import { inboxFieldLabel, inboxLabel } from '../../src/fields/inbox-labels'
import { zodValidate } from '../../src/fields/zod-validate'
import { contactSchema } from '../../src/schemas/contact'

const shape = contactSchema.shape

/** Messages sent through the public contact form. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: inboxLabel('contactMessage'), plural: inboxLabel('contactMessages') },
  admin: {
    useAsTitle: 'subject',
    // The message too: the list reads like an inbox, and a CSV export takes the list's columns.
    defaultColumns: ['subject', 'name', 'email', 'message', 'status', 'receivedAt'],
    listSearchableFields: ['subject', 'name', 'email', 'message'],
    group: inboxLabel('inbox'),
  },
  access: submissionAccess,
  defaultSort: '-receivedAt',
  fields: [
    { name: 'name', label: inboxFieldLabel('name'), type: 'text', required: true, validate: zodValidate(shape.name) },
    { name: 'email', label: inboxFieldLabel('email'), type: 'text', required: true, index: true, validate: zodValidate(shape.email) },
    { name: 'subject', label: inboxFieldLabel('subject'), type: 'text', required: true, validate: zodValidate(shape.subject) },
    { name: 'message', label: inboxFieldLabel('message'), type: 'textarea', required: true, validate: zodValidate(shape.message) },
    statusField,
    receivedAtField,
  ],
}
