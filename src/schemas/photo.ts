import { z } from './zod'
import { photoCategories } from '../content/site-structure'
import { text } from './common'
import { says } from './messages'
import { draftStateShape, imageShape, recordId } from './shapes'

export const photoTitle = z
  .string(says('admin:validation.titleRequired'))
  .trim()
  .min(1, says('admin:validation.titleRequired'))
  .max(160, says('admin:validation.memberTitleTooLong'))

export const photoSchema = z.object({
  title: photoTitle,
  description: text(2000).optional(),
  category: z.enum(photoCategories, says('admin:validation.categoryRequired')),
  alt: text(300).optional(),
  isActive: z.boolean().default(true),
})

/** Uploads: real images only (checked on the bytes), at most this size. */
export const maxImageBytes = 10 * 1024 * 1024
export const acceptedImageFormats = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const

/** What the contract answers (its response schema in the OpenAPI document; the presenter returns it). */
export const publicPhotoSchema = z.object({
  id: recordId,
  title: z.string(),
  description: z.string(),
  alt: z.string(),
  category: z.enum(photoCategories),
  isActive: z.boolean(),
  imageUrl: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  sizes: imageShape.shape.sizes,
  untranslated: z
    .array(z.enum(['title', 'description', 'alt']))
    .optional()
    .describe('In a list: the texts shown in English because the language asked has none of its own.'),
})
export type PublicPhoto = z.infer<typeof publicPhotoSchema>

/** A photo as the back office's manager lists it: its texts in the language on screen and its thumbnail. */
export const photoRecordSchema = publicPhotoSchema
  .pick({ id: true, title: true, description: true, category: true, isActive: true })
  .extend({
    thumbnailUrl: z.string().nullable(),
    /** Set when the gallery does not show this version (src/core/drafts). */
    draft: draftStateShape.optional(),
    /** Its versions (Payload's version view). */
    history: z.string().optional(),
  })
export type PhotoRecord = z.infer<typeof photoRecordSchema>
