import type { CollectionConfig } from 'payload'
import { submissionAccess } from '../../src/access/submissions'
import { budgets, projectTypes, timelines } from '../../src/content/site-structure'
import { receivedAtField, statusField } from '../../src/fields/common'
import { zodValidate } from '../../src/fields/zod-validate'
import { softwareRequestSchema } from '../../src/schemas/software-request'

const shape = softwareRequestSchema.shape
const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/** Software development requests sent from the Programmes tab. */
export const SoftwareRequests: CollectionConfig = {
  slug: 'software-requests',
  labels: { singular: 'Software request', plural: 'Software requests' },
  admin: {
    useAsTitle: 'organization',
    defaultColumns: ['organization', 'name', 'projectType', 'budget', 'status', 'receivedAt'],
    group: 'Inbox',
  },
  access: submissionAccess,
  defaultSort: '-receivedAt',
  fields: [
    { name: 'name', type: 'text', required: true, validate: zodValidate(shape.name) },
    { name: 'email', type: 'text', required: true, index: true, validate: zodValidate(shape.email) },
    { name: 'organization', type: 'text', required: true, validate: zodValidate(shape.organization) },
    { name: 'projectType', type: 'select', required: true, options: options(projectTypes), validate: zodValidate(shape.projectType) },
    { name: 'budget', type: 'select', required: true, options: options(budgets), validate: zodValidate(shape.budget) },
    { name: 'timeline', type: 'select', required: true, options: options(timelines), validate: zodValidate(shape.timeline) },
    { name: 'requirements', type: 'textarea', required: true, validate: zodValidate(shape.requirements) },
    { name: 'additionalInfo', type: 'textarea', validate: zodValidate(shape.additionalInfo, { optional: true }) },
    statusField,
    receivedAtField,
  ],
}
