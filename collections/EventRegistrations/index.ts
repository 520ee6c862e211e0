import type { CollectionConfig } from 'payload'
import { submissionAccess } from '../../src/core/access/submissions'
import { expireOnChange } from '../../src/core/cache/site-cache'
import { mailPromoted } from './hooks/mail-promoted'
import { zodValidate } from '../../src/core/fields/zod-validate'
import { fieldLabel, panelLabel } from '../../src/core/panel/labels'
import { defaultLocale, localeCodes, locales, type LocaleCode } from '../../src/i18n/config'
import { panelText } from '../../src/core/panel/languages'
import { registrationSchema, registrationStates } from '../../src/schemas/event'

const shape = registrationSchema.shape

/**
 * Who registered for an event with the site's form: a place (`registered`) while the event's
 * capacity lasts, then the waiting list (`waitlisted`), in the order they came. Administrators
 * move people off the waiting list or cancel them (src/server/data/events.ts); visitors only
 * register, through POST /api/events/{id}/registrations.
 */
export const EventRegistrations: CollectionConfig = {
  slug: 'event-registrations',
  labels: { singular: panelLabel('eventRegistration'), plural: panelLabel('eventRegistrations') },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'organisation', 'event', 'status', 'createdAt'],
    listSearchableFields: ['email', 'name', 'organisation'],
    group: panelLabel('inbox'),
  },
  access: submissionAccess,
  defaultSort: 'createdAt',
  // The events' places left change with their registrations.
  hooks: { ...expireOnChange('events'), afterChange: [...expireOnChange('events').afterChange, mailPromoted] },
  fields: [
    {
      name: 'event',
      label: fieldLabel((m) => m.admin.events.event),
      type: 'relationship',
      relationTo: 'events',
      required: true,
      index: true,
    },
    {
      name: 'name',
      label: fieldLabel((m) => m.admin.events.name),
      type: 'text',
      required: true,
      validate: zodValidate(shape.name),
    },
    {
      name: 'email',
      label: fieldLabel((m) => m.admin.events.email),
      type: 'text',
      required: true,
      index: true,
      validate: zodValidate(shape.email),
    },
    { name: 'organisation', label: fieldLabel((m) => m.admin.events.organisation), type: 'text', maxLength: 200 },
    {
      name: 'status',
      label: fieldLabel((m) => m.admin.events.status),
      type: 'select',
      required: true,
      defaultValue: 'registered',
      index: true,
      options: registrationStates.map((value) => ({ value, label: fieldLabel((m) => m.admin.events.statuses[value]) })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'locale',
      label: fieldLabel((m) => m.admin.events.locale),
      type: 'select',
      required: true,
      defaultValue: defaultLocale,
      // Each language by its own name (as in the site's language picker), in every panel language.
      options: locales.map((l) => ({
        label: panelText(Object.fromEntries(localeCodes.map((c) => [c, l.name])) as Record<LocaleCode, string>),
        value: l.code,
      })),
      admin: { position: 'sidebar' },
    },
  ],
  indexes: [{ fields: ['event', 'email'], unique: true }],
}
