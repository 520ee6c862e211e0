import { z } from './zod'
import { tabIds } from '../content/site-structure'
import { clearable, displayOrder, slug } from './common'

export const submenuName = z
  .string('Display name is required')
  .trim()
  .min(1, 'Display name is required')
  .max(100, 'Display name is too long (max 100 characters)')

export const submenuSchema = z.object({
  tabId: z.enum(tabIds, 'Tab is required'),
  sectionId: slug,
  name: submenuName,
  displayOrder: displayOrder.default(1),
  isActive: z.boolean().default(true),
})

/** A change saved in a language other than English: an empty name clears that translation. */
export const submenuTranslationSchema = submenuSchema.extend({ name: clearable(submenuName) })

export type SubmenuInput = z.infer<typeof submenuSchema>
