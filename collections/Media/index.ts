import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../src/access'
import { fieldLabel, panelLabel } from '../../src/i18n/panel-labels'
import { ensureRealImage, imageUpload } from '../../src/uploads/image-upload'

/** Member portraits and other images used by the site. Public files: anyone may read. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: panelLabel('image'), plural: panelLabel('images') },
  admin: { group: panelLabel('people') },
  access: { read: () => true, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeOperation: [ensureRealImage] },
  upload: imageUpload('images'),
  fields: [{ name: 'alt', label: fieldLabel('altText'), type: 'text', localized: true, maxLength: 300 }],
}
