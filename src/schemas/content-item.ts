import { z } from './zod'
import { tabIds } from '../content/site-structure'
import { clearable, displayOrder, slug } from './common'

export const contentTitle = z
  .string('Title is required')
  .trim()
  .min(1, 'Title is required')
  .max(100, 'Title is too long')

/** Basic HTML; converted to rich text on the server. */
export const contentHtml = z.string('Content is required').trim().min(1, 'Content is required').max(100000)

export const contentItemSchema = z.object({
  tabId: z.enum(tabIds, 'Tab is required'),
  sectionId: slug,
  title: contentTitle,
  content: contentHtml,
  displayOrder: displayOrder.default(1),
  isActive: z.boolean().default(true),
})

/** A change saved in a language other than English: an empty title or content clears that translation. */
export const contentItemTranslationSchema = contentItemSchema.extend({
  title: clearable(contentTitle),
  content: clearable(contentHtml),
})

export type ContentItemInput = z.infer<typeof contentItemSchema>
