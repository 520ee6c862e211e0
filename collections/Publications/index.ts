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
import { attachCover, ensureRealPdf, pdfUpload } from '../../src/core/uploads/pdf-upload'
import { slug } from '../../src/schemas/common'
import {
  doi,
  isbn,
  publicationAuthor,
  publicationSummary,
  publicationTitle,
  publicationYear,
} from '../../src/schemas/publication'
import { optionalHttpUrl } from '../../src/schemas/common'
import { uniqueSlug } from '../../src/core/fields/unique-slug'
import { uploadCollection } from '../../src/core/uploads/file-modes'

/**
 * The research library: reports, briefs, articles and datasets, each with its PDF (a real one,
 * checked on the bytes), a picture of its first page, its authors in order (our members linked
 * to their profiles) and what a citation needs. Listed in Research → Publications and on a page
 * of its own, /publications/<slug>.
 */
export const Publications: CollectionConfig = uploadCollection({
  slug: 'publications',
  // Deleting moves it to the trash, restorable for 30 days (src/core/trash).
  trash: true,
  labels: { singular: panelLabel('publication'), plural: panelLabel('publications') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'year', 'type', 'featured', 'isActive'],
    group: panelLabel('site'),
  },
  access: { read: publishedOutsideTrashOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  versions: editorialVersions,
  defaultSort: '-year',
  hooks: {
    beforeOperation: [ensureRealPdf, publishedForVisitors],
    beforeChange: [
      stampAuthor,
      uniqueSlug('publications', (data, doc) => `publication-${data.year ?? doc?.year ?? ''}`.replace(/-$/, '')),
      attachCover,
    ],
    ...afterHooks(
      expireOnChange('publications'),
      logActivity('publications', (doc) => doc.title),
    ),
  },
  upload: pdfUpload('publications'),
  fields: [
    publishedByDefault,
    authorField,
    {
      name: 'title',
      label: fieldLabel('publicationTitle'),
      type: 'text',
      localized: true,
      validate: zodValidate(publicationTitle, { localized: true }),
    },
    {
      name: 'slug',
      label: fieldLabel('publicationSlug'),
      type: 'text',
      unique: true,
      index: true,
      validate: zodValidate(slug, { optional: true }),
      admin: { position: 'sidebar', description: fieldLabel('publicationSlugHint') },
    },
    { name: 'abstract', label: fieldLabel('abstract'), type: 'textarea', localized: true, maxLength: 5000 },
    {
      name: 'summary',
      label: fieldLabel((m) => m.admin.publications.summary),
      type: 'textarea',
      localized: true,
      validate: zodValidate(publicationSummary, { localized: true, optional: true }),
    },
    {
      name: 'authors',
      label: fieldLabel('authors'),
      type: 'array',
      minRows: 1,
      maxRows: 40,
      required: true,
      fields: [
        {
          name: 'name',
          label: fieldLabel('authorName'),
          type: 'text',
          required: true,
          validate: zodValidate(publicationAuthor.shape.name),
        },
        { name: 'member', label: fieldLabel('authorMember'), type: 'relationship', relationTo: 'members' },
      ],
    },
    {
      name: 'year',
      label: fieldLabel('year'),
      type: 'number',
      required: true,
      index: true,
      validate: zodValidate(publicationYear),
    },
    {
      name: 'type',
      label: fieldLabel('publicationType'),
      type: 'select',
      required: true,
      index: true,
      options: panelOptions.publicationType,
    },
    {
      name: 'themes',
      label: fieldLabel('themes'),
      type: 'select',
      hasMany: true,
      options: panelOptions.publicationTheme,
    },
    { name: 'documentLanguages', label: fieldLabel('documentLanguages'), type: 'text', hasMany: true, maxRows: 20 },
    { name: 'doi', label: fieldLabel('doi'), type: 'text', validate: zodValidate(doi, { optional: true }) },
    { name: 'isbn', label: fieldLabel('isbn'), type: 'text', validate: zodValidate(isbn, { optional: true }) },
    { name: 'licence', label: fieldLabel('licence'), type: 'text', maxLength: 100 },
    {
      name: 'externalUrl',
      label: fieldLabel('externalUrl'),
      type: 'text',
      validate: zodValidate(optionalHttpUrl, { optional: true }),
    },
    {
      name: 'featured',
      label: fieldLabel('featured'),
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'featuredOrder',
      label: fieldLabel('featuredOrder'),
      type: 'number',
      defaultValue: 1,
      min: 1,
      admin: { position: 'sidebar', step: 1, condition: (data) => Boolean(data?.featured) },
    },
    // The picture of the PDF's first page, made at upload (src/core/uploads/pdf-upload.ts).
    {
      name: 'cover',
      label: fieldLabel('cover'),
      type: 'upload',
      relationTo: 'media',
      admin: { readOnly: true, position: 'sidebar' },
    },
    { ...isActiveField, label: fieldLabel('activeOnSite') },
  ],
})
