import type { CollectionConfig } from 'payload'
import { submissionAccess } from '../../src/core/access/submissions'
import { receivedAtField, statusField } from '../../src/core/fields/common'
import { zodValidate } from '../../src/core/fields/zod-validate'
import { fieldLabel, panelLabel, panelOptions } from '../../src/core/panel/labels'
import { softwareRequestSchema } from '../../src/schemas/software-request'

const shape = softwareRequestSchema.shape

/** Software development requests sent from the Programmes tab. */
export const SoftwareRequests: CollectionConfig = {
  slug: 'software-requests',
  labels: { singular: panelLabel('softwareRequest'), plural: panelLabel('softwareRequests') },
  admin: {
    useAsTitle: 'organization',
    defaultColumns: ['organization', 'name', 'email', 'projectType', 'budget', 'status', 'receivedAt'],
    listSearchableFields: ['organization', 'name', 'email', 'requirements', 'additionalInfo'],
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
      name: 'organization',
      label: fieldLabel('organization'),
      type: 'text',
      required: true,
      validate: zodValidate(shape.organization),
    },
    {
      name: 'projectType',
      label: fieldLabel('projectType'),
      type: 'select',
      required: true,
      options: panelOptions.projectType,
      validate: zodValidate(shape.projectType),
    },
    {
      name: 'budget',
      label: fieldLabel('budget'),
      type: 'select',
      required: true,
      options: panelOptions.budget,
      validate: zodValidate(shape.budget),
    },
    {
      name: 'timeline',
      label: fieldLabel('timeline'),
      type: 'select',
      required: true,
      options: panelOptions.timeline,
      validate: zodValidate(shape.timeline),
    },
    {
      name: 'requirements',
      label: fieldLabel('requirements'),
      type: 'textarea',
      required: true,
      validate: zodValidate(shape.requirements),
    },
    {
      name: 'additionalInfo',
      label: fieldLabel('additionalInfo'),
      type: 'textarea',
      validate: zodValidate(shape.additionalInfo, { optional: true }),
    },
    statusField,
    receivedAtField,
  ],
}
