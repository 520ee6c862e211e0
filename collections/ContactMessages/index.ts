import type { CollectionConfig } from 'payload'
import { submissionAccess } from '../../src/access/submissions'
import { receivedAtField, statusField } from '../../src/fields/common'
import { zodValidate } from '../../src/fields/zod-validate'
import { contactSchema } from '../../src/schemas/contact'

const shape = contactSchema.shape

/** Messages sent through the public contact form. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'status', 'receivedAt'],
    group: 'Inbox',
  },
  access: submissionAccess,
  defaultSort: '-receivedAt',
  fields: [
    { name: 'name', type: 'text', required: true, validate: zodValidate(shape.name) },
    { name: 'email', type: 'text', required: true, index: true, validate: zodValidate(shape.email) },
    { name: 'subject', type: 'text', required: true, validate: zodValidate(shape.subject) },
    { name: 'message', type: 'textarea', required: true, validate: zodValidate(shape.message) },
    statusField,
    receivedAtField,
  ],
}
