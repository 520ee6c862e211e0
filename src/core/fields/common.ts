import type { CheckboxField, DateField, NumberField, SelectField, TextField } from 'payload'
import { submissionStatuses } from '../../content/site-structure'
import { fieldLabel, panelLabel, panelOptions } from '../panel/labels'
import { displayOrder as displayOrderSchema, slug } from '../../schemas/common'
import { zodValidate } from './zod-validate'

/** Field definitions that several collections share. */

export const isActiveField: CheckboxField = {
  name: 'isActive',
  type: 'checkbox',
  defaultValue: true,
  index: true,
  admin: { position: 'sidebar' },
}

export const displayOrderField: NumberField = {
  name: 'displayOrder',
  label: fieldLabel('displayOrder'),
  type: 'number',
  defaultValue: 1,
  required: true,
  min: 1,
  index: true,
  validate: zodValidate(displayOrderSchema),
  admin: { position: 'sidebar', step: 1 },
}

export const tabIdField: SelectField = {
  name: 'tabId',
  label: fieldLabel('siteArea'),
  type: 'select',
  required: true,
  index: true,
  options: panelOptions.tabId,
}

export const sectionIdField: TextField = {
  name: 'sectionId',
  label: fieldLabel('sectionId'),
  type: 'text',
  required: true,
  index: true,
  validate: zodValidate(slug),
  admin: { description: fieldLabel('sectionIdHint') },
}

/** What an administrator did with a submission; the dashboard counts the new ones. */
export const statusField: SelectField = {
  name: 'status',
  label: fieldLabel('status'),
  type: 'select',
  required: true,
  defaultValue: 'new',
  index: true,
  options: submissionStatuses.map((value) => ({ label: panelLabel(value), value })),
  admin: { position: 'sidebar' },
}

export const receivedAtField: DateField = {
  name: 'receivedAt',
  label: fieldLabel('receivedAt'),
  type: 'date',
  required: true,
  index: true,
  defaultValue: () => new Date().toISOString(),
  admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
}
