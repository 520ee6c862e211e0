import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../src/core/access'
import { afterHooks, logActivity } from '../../src/core/activity'
import { expireOnChange } from '../../src/core/cache/site-cache'
import {
  authorField,
  editorialVersions,
  publishedByDefault,
  publishedForVisitors,
  publishedOutsideTrashOrAdmin,
  stampAuthor,
} from '../../src/core/drafts'
import { isActiveField } from '../../src/core/fields/common'
import { zodValidate } from '../../src/core/fields/zod-validate'
import { fieldLabel, panelLabel, panelOptions } from '../../src/core/panel/labels'
import { optionalHttpUrl, slug } from '../../src/schemas/common'
import { eventTitle, registrationModes } from '../../src/schemas/event'
import { uniqueSlug } from '../../src/core/fields/unique-slug'
import type { TextField } from 'payload'

const label = (key: keyof (typeof import('../../src/i18n/messages/en/admin.json'))['events']) =>
  fieldLabel((m) => m.admin.events[key] as string)

const url = (name: string, key: Parameters<typeof label>[0]): TextField => ({
  name,
  label: label(key),
  type: 'text',
  validate: zodValidate(optionalHttpUrl, { optional: true }),
})

/**
 * Events: workshops, seminars, launches and webinars, with their times (stored in UTC, typed and
 * shown in SITE_TIME_ZONE), where they happen, and how people register: not at all, on another
 * site, or with the site's own form (EventRegistrations: places, then a waiting list). Listed in
 * About → Events and on a page of its own, /events/<slug>.
 */
export const Events: CollectionConfig = {
  slug: 'events',
  // Deleting moves it to the trash, restorable for 30 days (src/core/trash).
  trash: true,
  labels: { singular: panelLabel('event'), plural: panelLabel('events') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'startsAt', 'registration', 'isActive'],
    group: panelLabel('site'),
  },
  access: { read: publishedOutsideTrashOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  versions: editorialVersions,
  defaultSort: '-startsAt',
  hooks: {
    beforeOperation: [publishedForVisitors],
    beforeChange: [stampAuthor, uniqueSlug('events', () => 'event')],
    // An event deleted for good (the trash emptied) takes its registrations, and the personal
    // data in them, with it.
    beforeDelete: [
      async ({ id, req }) => {
        await req.payload.delete({
          collection: 'event-registrations',
          where: { event: { equals: id } },
          overrideAccess: true,
          req,
        })
      },
    ],
    ...afterHooks(
      expireOnChange('events'),
      logActivity('events', (doc) => doc.title),
    ),
  },
  fields: [
    publishedByDefault,
    authorField,
    {
      name: 'title',
      label: label('title'),
      type: 'text',
      localized: true,
      validate: zodValidate(eventTitle, { localized: true }),
    },
    {
      name: 'slug',
      label: label('slug'),
      type: 'text',
      unique: true,
      index: true,
      validate: zodValidate(slug, { optional: true }),
      admin: { position: 'sidebar', description: label('slugHint') },
    },
    { name: 'summary', label: label('summary'), type: 'textarea', localized: true, maxLength: 300 },
    { name: 'description', label: label('description'), type: 'textarea', localized: true, maxLength: 10000 },
    { name: 'venue', label: label('venue'), type: 'text', localized: true, maxLength: 300 },
    {
      name: 'startsAt',
      label: label('startsAt'),
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: label('timesHint') },
    },
    {
      name: 'endsAt',
      label: label('endsAt'),
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: label('timesHint') },
    },
    url('onlineUrl', 'onlineUrl'),
    {
      name: 'programmes',
      label: label('programmes'),
      type: 'select',
      hasMany: true,
      options: panelOptions.publicationTheme,
    },
    {
      name: 'registration',
      label: label('registration'),
      type: 'select',
      required: true,
      defaultValue: 'none',
      options: registrationModes.map((value) => ({ value, label: fieldLabel((m) => m.admin.events.modes[value]) })),
    },
    { ...url('registrationUrl', 'registrationUrl'), admin: { condition: (data) => data?.registration === 'external' } },
    {
      name: 'capacity',
      label: label('capacity'),
      type: 'number',
      min: 1,
      max: 100000,
      admin: { step: 1, description: label('capacityHint'), condition: (data) => data?.registration === 'form' },
    },
    url('recordingUrl', 'recordingUrl'),
    url('slidesUrl', 'slidesUrl'),
    url('reportUrl', 'reportUrl'),
    { ...isActiveField, label: fieldLabel('activeOnSite') },
  ],
}
