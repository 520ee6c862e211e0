import { z } from './zod'
import { photoCategories } from '../content/site-structure'
import { text } from './common'

export const photoTitle = z
  .string('Title is required')
  .trim()
  .min(1, 'Title is required')
  .max(160, 'Title must be at most 160 characters.')

export const photoSchema = z.object({
  title: photoTitle,
  description: text(2000).optional(),
  category: z.enum(photoCategories, 'Category is required'),
  alt: text(300).optional(),
  isActive: z.boolean().default(true),
})

export type PhotoInput = z.infer<typeof photoSchema>

/** Uploads: real images only (checked on the bytes), at most this size. */
export const maxImageBytes = 10 * 1024 * 1024
export const acceptedImageFormats = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const
