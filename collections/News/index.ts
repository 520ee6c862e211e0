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
import { uniqueSlug } from '../../src/core/fields/unique-slug'
import { zodValidate } from '../../src/core/fields/zod-validate'
import { fieldLabel, panelLabel, panelOptions } from '../../src/core/panel/labels'
import { slug } from '../../src/schemas/common'
import { publicationAuthor } from '../../src/schemas/publication'
import { newsCoverAlt, newsSummary, newsTitle } from '../../src/schemas/news'

/**
 * News: what the organisation publishes between reports (docs/decisions/032). Each story has
 * its texts in each language, a cover image, its authors (our members linked to their
 * profiles) and the programmes it is about. Listed in About → News, newest first, and on a
 * page of its own, /news/<slug>.
 */
export const News: CollectionConfig = {
  slug: 'news',
  // Deleting moves it to the trash, restorable for 30 days (src/core/trash).
  trash: true,
  labels: { singular: panelLabel('newsStory'), plural: panelLabel('news') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedDate', 'isActive'],
    group: panelLabel('site'),
  },
  access: { read: publishedOutsideTrashOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  versions: editorialVersions,
  defaultSort: '-publishedDate',
  hooks: {
    beforeOperation: [publishedForVisitors],
    beforeChange: [stampAuthor, uniqueSlug('news', () => 'news')],
    ...afterHooks(
      expireOnChange('news'),
      logActivity('news', (doc) => doc.title),
    ),
  },
  fields: [
    publishedByDefault,
    authorField,
    {
      name: 'title',
      label: fieldLabel((m) => m.admin.news.storyTitle),
      type: 'text',
      localized: true,
      validate: zodValidate(newsTitle, { localized: true }),
    },
    {
      name: 'slug',
      label: fieldLabel((m) => m.admin.news.slug),
      type: 'text',
      unique: true,
      index: true,
      validate: zodValidate(slug, { optional: true }),
      admin: { position: 'sidebar', description: fieldLabel((m) => m.admin.news.slugHint) },
    },
    {
      name: 'summary',
      label: fieldLabel((m) => m.admin.news.summary),
      type: 'textarea',
      localized: true,
      validate: zodValidate(newsSummary, { localized: true, optional: true }),
    },
    { name: 'body', label: fieldLabel((m) => m.admin.news.body), type: 'richText', localized: true },
    {
      name: 'cover',
      label: fieldLabel((m) => m.admin.news.cover),
      type: 'upload',
      relationTo: 'media',
    },
    {
      name: 'coverAlt',
      label: fieldLabel((m) => m.admin.news.coverAlt),
      type: 'text',
      localized: true,
      validate: zodValidate(newsCoverAlt, { localized: true, optional: true }),
    },
    {
      name: 'authors',
      label: fieldLabel((m) => m.admin.news.authors),
      type: 'array',
      maxRows: 40,
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
      name: 'programmes',
      label: fieldLabel((m) => m.admin.news.programmes),
      type: 'select',
      hasMany: true,
      options: panelOptions.publicationTheme,
    },
    {
      name: 'publishedDate',
      label: fieldLabel((m) => m.admin.news.publishedDate),
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    { ...isActiveField, label: fieldLabel('activeOnSite') },
  ],
}
