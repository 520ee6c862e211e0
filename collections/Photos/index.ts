import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../src/core/access'
import {
  authorField,
  editorialVersions,
  publishedByDefault,
  publishedForVisitors,
  publishedOutsideTrashOrAdmin,
  stampAuthor,
} from '../../src/core/drafts'
import { afterHooks, logActivity } from '../../src/core/activity'
import { expireOnChange } from '../../src/core/cache/site-cache'
import { isActiveField } from '../../src/core/fields/common'
import { zodValidate } from '../../src/core/fields/zod-validate'
import { fieldLabel, panelLabel, panelOptions } from '../../src/core/panel/labels'
import { photoTitle } from '../../src/schemas/photo'
import { ensureRealImage, imageUpload } from '../../src/core/uploads/image-upload'
import { uploadCollection } from '../../src/core/uploads/file-modes'

/** Gallery photos, one category each. */
export const Photos: CollectionConfig = uploadCollection({
  slug: 'photos',
  // Deleting moves it to the trash, restorable for 30 days (src/core/trash).
  trash: true,
  labels: { singular: panelLabel('galleryPhoto'), plural: panelLabel('galleryPhotos') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['filename', 'title', 'category', 'isActive'],
    group: panelLabel('site'),
  },
  access: { read: publishedOutsideTrashOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  versions: editorialVersions,
  hooks: {
    beforeOperation: [ensureRealImage, publishedForVisitors],
    beforeChange: [stampAuthor],
    ...afterHooks(
      expireOnChange('photos'),
      logActivity('photos', (doc) => doc.title),
    ),
  },
  upload: imageUpload('photos'),
  fields: [
    publishedByDefault,
    authorField,
    {
      name: 'title',
      label: fieldLabel('photoTitle'),
      type: 'text',
      localized: true,
      validate: zodValidate(photoTitle, { localized: true }),
    },
    { name: 'description', label: fieldLabel('description'), type: 'textarea', localized: true, maxLength: 2000 },
    { name: 'alt', label: fieldLabel('altText'), type: 'text', localized: true, maxLength: 300 },
    {
      name: 'category',
      label: fieldLabel('category'),
      type: 'select',
      required: true,
      index: true,
      options: panelOptions.photoCategory,
    },
    { ...isActiveField, label: fieldLabel('activeInGallery') },
  ],
})
