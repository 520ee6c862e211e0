import { z } from 'zod'
import { tabIds } from '../content/site-structure'
import { displayOrder, slug } from './common'

export const contentTitle = z
  .string('Title is required')
  .trim()
  .min(1, 'Title is required')
  .max(100, 'Title is too long')

export const contentItemSchema = z.object({
  tabId: z.enum(tabIds as [string, ...string[]], 'Tab is required'),
  sectionId: slug,
  title: contentTitle,
  /** Basic HTML; converted to rich text on the server. */
  content: z.string('Content is required').trim().min(1, 'Content is required').max(100000),
  displayOrder: displayOrder.default(1),
  isActive: z.boolean().default(true),
})

export type ContentItemInput = z.infer<typeof contentItemSchema>
