import { z } from './zod'
import { tabIds } from '../content/site-structure'
import { clearable, displayOrder, slug } from './common'
import { localizedTexts } from './localized'
import { says } from './messages'
import { recordId } from './shapes'

export const contentTitle = z
  .string(says('admin:validation.titleRequired'))
  .trim()
  .min(1, says('admin:validation.titleRequired'))
  .max(100, says('admin:validation.titleTooLong'))

/** Basic HTML; converted to rich text on the server. */
export const contentHtml = z
  .string(says('admin:validation.contentRequired'))
  .trim()
  .min(1, says('admin:validation.contentRequired'))
  .max(100000)

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

/** The back office's content form: the shared fields once, the title and content in each language (English required). */
export const contentItemFormSchema = z.object({
  tabId: contentItemSchema.shape.tabId,
  sectionId: z.string().min(1, says('admin:validation.sectionRequired')),
  displayOrder,
  isActive: z.boolean(),
  text: localizedTexts({ title: contentTitle, content: contentHtml }),
})

export type ContentItemFormValues = z.infer<typeof contentItemFormSchema>

/** What the contract answers (its response schema in the OpenAPI document; the presenter returns it). */
export const publicContentItemSchema = z.object({
  id: recordId,
  tabId: z.string(),
  sectionId: z.string(),
  title: z.string(),
  content: z.string().describe('HTML'),
  displayOrder: z.number(),
  isActive: z.boolean(),
  untranslated: z
    .array(z.enum(['title', 'content']))
    .optional()
    .describe(
      'In a list: the texts shown in English because the language asked has none of its own (always empty in English).',
    ),
})
export type PublicContentItem = z.infer<typeof publicContentItemSchema>
