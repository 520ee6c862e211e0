import type { CollectionConfig, Field } from 'payload'
import { submissionAccess } from '../../src/core/access/submissions'
import { receivedAtField, statusField } from '../../src/core/fields/common'
import { zodValidate } from '../../src/core/fields/zod-validate'
import { defaultLocale, localeCodes, locales, type LocaleCode } from '../../src/i18n/config'
import { panelText } from '../../src/core/panel/languages'
import { fieldLabel, panelLabel } from '../../src/core/panel/labels'
import { subscriptionStates } from '../../src/core/newsletter/states'
import { newsletterSchema } from '../../src/schemas/newsletter'
import { issueTokens } from './hooks/issue-tokens'
import { normaliseEmail } from './hooks/normalise-email'
import { subscriptionFieldLabel, subscriptionLabel } from '../../src/core/newsletter/labels'

const shape = newsletterSchema.shape

/** Internal to the double opt-in: never read through the API, the panel or the CSV export. */
const hiddenText = (name: string, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', hidden: true, ...extra }) as Field
const hiddenDate = (name: string): Field => ({ name, type: 'date', hidden: true })

/** Monthly newsletter subscribers: one row per e-mail address (double opt-in, docs/decisions/013-*). */
export const NewsletterSubscriptions: CollectionConfig = {
  slug: 'newsletter-subscriptions',
  labels: { singular: panelLabel('newsletterSubscription'), plural: panelLabel('newsletterSubscriptions') },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'subscription', 'endReason', 'consent', 'status', 'receivedAt'],
    listSearchableFields: ['email', 'name'],
    group: panelLabel('inbox'),
  },
  access: submissionAccess,
  defaultSort: '-receivedAt',
  hooks: { beforeValidate: [normaliseEmail], beforeChange: [issueTokens] },
  fields: [
    { name: 'name', label: fieldLabel('name'), type: 'text', required: true, validate: zodValidate(shape.name) },
    {
      name: 'email',
      label: fieldLabel('email'),
      type: 'text',
      required: true,
      unique: true,
      validate: zodValidate(shape.email),
    },
    {
      name: 'consent',
      label: fieldLabel('consent'),
      type: 'checkbox',
      required: true,
      validate: zodValidate(shape.consent),
    },
    {
      name: 'subscription',
      label: subscriptionFieldLabel('subscription'),
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: subscriptionStates.map((value) => ({ label: subscriptionLabel(value), value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'locale',
      label: subscriptionFieldLabel('locale'),
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
    statusField,
    receivedAtField,
    {
      name: 'confirmedAt',
      label: subscriptionFieldLabel('confirmedAt'),
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'unsubscribedAt',
      label: subscriptionFieldLabel('unsubscribedAt'),
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'endReason',
      label: subscriptionFieldLabel('endReason'),
      type: 'select',
      options: (['visitor', 'bounced'] as const).map((value) => ({ label: subscriptionLabel(value), value })),
      admin: { position: 'sidebar', readOnly: true, condition: (data) => data?.subscription === 'unsubscribed' },
    },
    {
      name: 'bounces',
      label: subscriptionFieldLabel('bounces'),
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', readOnly: true, description: subscriptionFieldLabel('bouncesHint') },
    },
    // The last edition a permanent refusal was counted for: a retried message does not count twice.
    { name: 'lastBounceEdition', type: 'number', hidden: true },
    hiddenText('confirmToken', { index: true }),
    hiddenText('unsubscribeToken', { unique: true }),
    // When the last confirmation mail and the last "already subscribed" notice were queued (throttles).
    hiddenDate('confirmationSentAt'),
    hiddenDate('noticeSentAt'),
  ],
}
