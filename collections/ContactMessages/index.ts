import type { CollectionConfig } from 'payload'
import { submissionAccess } from '../../src/core/access/submissions'
import { receivedAtField, statusField } from '../../src/core/fields/common'
import { zodValidate } from '../../src/core/fields/zod-validate'
import { fieldLabel, panelLabel } from '../../src/core/panel/labels'
import { contactSchema } from '../../src/schemas/contact'

const shape = contactSchema.shape

/** Messages sent through the public contact form. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: panelLabel('contactMessage'), plural: panelLabel('contactMessages') },
  admin: {
    useAsTitle: 'subject',
    // The message too: the list reads like an inbox, and a CSV export takes the list's columns.
    defaultColumns: ['subject', 'name', 'email', 'message', 'status', 'receivedAt'],
    listSearchableFields: ['subject', 'name', 'email', 'message'],
    group: panelLabel('inbox'),
  },
  access: submissionAccess,
  defaultSort: '-receivedAt',
  fields: [
    { name: 'name', label: fieldLabel('name'), type: 'text', required: true, validate: zodValidate(shape.name) },
    {
      name: 'email',
      label: fieldLabel('email'),
      type: 'text',
      required: true,
      index: true,
      validate: zodValidate(shape.email),
    },
    {
      name: 'subject',
      label: fieldLabel('subject'),
      type: 'text',
      required: true,
      validate: zodValidate(shape.subject),
    },
    {
      name: 'message',
      label: fieldLabel('message'),
      type: 'textarea',
      required: true,
      validate: zodValidate(shape.message),
    },
    statusField,
    receivedAtField,
  ],
}
