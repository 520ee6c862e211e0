import { z } from './zod'
import { photoCategories } from '../content/site-structure'
import { text } from './common'
import { says } from './messages'

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

export type PhotoInput = z.infer<typeof photoSchema>

/** Uploads: real images only (checked on the bytes), at most this size. */
export const maxImageBytes = 10 * 1024 * 1024
export const acceptedImageFormats = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const
