import type { Access, Block, CollectionConfig } from 'payload'
import { isAdmin, isAdminUser, serverOnly } from '../../src/core/access'
import { afterHooks, logActivity } from '../../src/core/activity'
import { expireOnChange } from '../../src/core/cache/site-cache'
import { uniqueSlug } from '../../src/core/fields/unique-slug'
import { zodValidate } from '../../src/core/fields/zod-validate'
import {
  editionAudiences,
  editionStatuses,
  featuredCollections,
  publicEditionStatuses,
} from '../../src/schemas/newsletter-edition'
import { fieldLabel, panelLabel } from '../../src/core/panel/labels'
import { panelText } from '../../src/core/panel/languages'
import { localeCodes, locales, type LocaleCode } from '../../src/i18n/config'
import { reservedEditionSlugs } from '../../src/i18n/routing'
import { slug } from '../../src/schemas/common'
import {
  editionAlt,
  editionButtonLabel,
  editionPreheader,
  editionSubject,
  editionUrl,
} from '../../src/schemas/newsletter-edition'

const label = (key: keyof (typeof import('../../src/i18n/messages/en/admin.json'))['newsletters']) =>
  fieldLabel((m) => m.admin.newsletters[key])

/** The blocks an edition's body is made of; the same list in every language (src/schemas/newsletter-edition.ts). */
const blocks: Block[] = [
  {
    slug: 'text',
    labels: { singular: label('blockText'), plural: label('blockText') },
    fields: [{ name: 'content', label: label('text'), type: 'richText' }],
  },
  {
    slug: 'image',
    labels: { singular: label('blockImage'), plural: label('blockImage') },
    fields: [
      { name: 'image', label: label('image'), type: 'upload', relationTo: 'media', required: true },
      { name: 'alt', label: label('alt'), type: 'text', validate: zodValidate(editionAlt, { optional: true }) },
      { name: 'caption', label: label('caption'), type: 'text', validate: zodValidate(editionAlt, { optional: true }) },
    ],
  },
  {
    slug: 'button',
    labels: { singular: label('blockButton'), plural: label('blockButton') },
    fields: [
      {
        name: 'label',
        label: label('buttonLabel'),
        type: 'text',
        required: true,
        validate: zodValidate(editionButtonLabel),
      },
      { name: 'url', label: label('buttonUrl'), type: 'text', required: true, validate: zodValidate(editionUrl) },
    ],
  },
  {
    slug: 'featured',
    labels: { singular: label('blockFeatured'), plural: label('blockFeatured') },
    fields: [
      {
        name: 'item',
        label: label('item'),
        type: 'relationship',
        relationTo: [...featuredCollections],
        required: true,
      },
    ],
  },
]

/** Visitors read the editions that went out; administrators read every one. */
const sentOrAdmin: Access = ({ req }) => (isAdminUser(req.user) ? true : { status: { in: [...publicEditionStatuses] } })

/**
 * The monthly newsletter: one document per edition (docs/decisions/036), its subject, preheader
 * and body in each language. Sending puts one message per subscriber in the outbox
 * (src/core/newsletter/sending.ts); the status and totals are the sending's, never typed.
 */
export const Newsletters: CollectionConfig = {
  slug: 'newsletters',
  // Deleting moves it to the trash, restorable for 30 days (src/core/trash).
  trash: true,
  labels: { singular: panelLabel('newsletter'), plural: panelLabel('newsletters') },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'status', 'sentAt'],
    group: panelLabel('site'),
    // The back office's newsletter screen (/admin/newsletters) writes, sends and follows editions;
    // Payload's generic form would let a sent edition be edited.
    hidden: true,
  },
  access: { read: sentOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [
      uniqueSlug('newsletters', () => 'newsletter', { titleField: 'subject', reserved: reservedEditionSlugs }),
    ],
    ...afterHooks(
      expireOnChange('newsletters'),
      logActivity('newsletters', (doc) => doc.subject),
    ),
  },
  fields: [
    {
      name: 'subject',
      label: label('subject'),
      type: 'text',
      localized: true,
      validate: zodValidate(editionSubject, { localized: true }),
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
    {
      name: 'preheader',
      label: label('preheader'),
      type: 'text',
      localized: true,
      validate: zodValidate(editionPreheader, { localized: true, optional: true }),
      admin: { description: label('preheaderHint') },
    },
    { name: 'body', label: label('body'), type: 'blocks', localized: true, maxRows: 60, blocks },
    {
      name: 'status',
      access: serverOnly,
      label: label('status'),
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: editionStatuses.map((value) => ({ label: label(value), value })),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'audience',
      label: label('audience'),
      type: 'select',
      required: true,
      defaultValue: 'everyone',
      options: editionAudiences.map((value) => ({
        label: label(value === 'everyone' ? 'everyone' : 'someLanguages'),
        value,
      })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'languages',
      label: label('languages'),
      type: 'select',
      hasMany: true,
      // Each language by its own name, in every panel language.
      options: locales.map((l) => ({
        label: panelText(Object.fromEntries(localeCodes.map((c) => [c, l.name])) as Record<LocaleCode, string>),
        value: l.code,
      })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'scheduledFor',
      access: serverOnly,
      label: label('scheduledFor'),
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'startedAt',
      access: serverOnly,
      label: label('startedAt'),
      type: 'date',
      // The archive's order: the newest edition first.
      index: true,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'sentAt',
      access: serverOnly,
      label: label('sentAt'),
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    // The sending's figures, kept with the edition when it ends (the outbox forgets sent mail).
    {
      name: 'totals',
      access: serverOnly,
      label: label('totals'),
      type: 'group',
      admin: { readOnly: true },
      fields: [
        { name: 'recipients', label: label('recipients'), type: 'number' },
        { name: 'sent', label: label('delivered'), type: 'number' },
        { name: 'failed', label: label('failed'), type: 'number' },
        { name: 'skipped', label: label('skipped'), type: 'number' },
        { name: 'inEnglish', label: label('inEnglish'), type: 'number' },
      ],
    },
  ],
}
