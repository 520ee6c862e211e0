import type { CollectionConfig } from 'payload'
import { activeOrAdmin, isAdmin } from '../../src/access'
import { photoCategories } from '../../src/content/site-structure'
import { isActiveField } from '../../src/fields/common'
import { zodValidate } from '../../src/fields/zod-validate'
import { photoTitle } from '../../src/schemas/photo'
import { ensureRealImage, imageUpload } from '../../src/uploads/image-upload'

/** Gallery photos, one category each. */
export const Photos: CollectionConfig = {
  slug: 'photos',
  labels: { singular: 'Gallery photo', plural: 'Gallery photos' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['filename', 'title', 'category', 'isActive'],
    group: 'Site',
  },
  access: { read: activeOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeOperation: [ensureRealImage] },
  upload: imageUpload('photos'),
  fields: [
    { name: 'title', type: 'text', localized: true, validate: zodValidate(photoTitle, { localized: true }) },
    { name: 'description', type: 'textarea', localized: true, maxLength: 2000 },
    { name: 'alt', type: 'text', localized: true, maxLength: 300 },
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: photoCategories.map((value) => ({ label: value, value })),
    },
    isActiveField,
  ],
}
