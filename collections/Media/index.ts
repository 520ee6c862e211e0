import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../src/core/access'
import { shownMediaOrAdmin } from '../../src/core/access/media'
import { fieldLabel, panelLabel } from '../../src/core/panel/labels'
import { ensureRealImage, imageUpload } from '../../src/core/uploads/image-upload'
import { uploadCollection } from '../../src/core/uploads/file-modes'

/**
 * Member portraits and other images used by the site. Visitors read (and download) only the
 * images the site shows, those of active members and active content (src/core/access/media.ts).
 */
export const Media: CollectionConfig = uploadCollection({
  slug: 'media',
  labels: { singular: panelLabel('image'), plural: panelLabel('images') },
  admin: { group: panelLabel('people') },
  access: { read: shownMediaOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeOperation: [ensureRealImage] },
  upload: imageUpload('images'),
  fields: [{ name: 'alt', label: fieldLabel('altText'), type: 'text', localized: true, maxLength: 300 }],
})
