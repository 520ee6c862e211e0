import { z } from './zod'
import { tabIds } from '../content/site-structure'
import { clearable, displayOrder, slug } from './common'
import { localizedTexts } from './localized'
import { says } from './messages'
import { eachLanguageShape, recordId, textsShape } from './shapes'

export const submenuName = z
  .string(says('admin:validation.nameRequired'))
  .trim()
  .min(1, says('admin:validation.nameRequired'))
  .max(100, says('admin:validation.nameTooLong'))

export const submenuSchema = z.object({
  tabId: z.enum(tabIds, 'Tab is required'),
  sectionId: slug,
  name: submenuName,
  displayOrder: displayOrder.default(1),
  isActive: z.boolean().default(true),
})

/** A change saved in a language other than English: an empty name clears that translation. */
export const submenuTranslationSchema = submenuSchema.extend({ name: clearable(submenuName) })

/** The back office's submenu form: the submenu once, its display name in each language (English required). */
export const submenuFormSchema = z.object({
  tabId: submenuSchema.shape.tabId,
  sectionId: slug,
  displayOrder,
  isActive: z.boolean(),
  names: localizedTexts({ name: submenuName }),
})

export type SubmenuFormValues = z.infer<typeof submenuFormSchema>

/** What the contract answers (its response schema in the OpenAPI document; the presenter returns it). */
export const publicSubmenuSchema = z.object({
  id: recordId,
  tabId: z.enum(tabIds),
  sectionId: z.string(),
  name: z.string(),
  displayOrder: z.number(),
  isActive: z.boolean(),
})
export type PublicSubmenu = z.infer<typeof publicSubmenuSchema>

/** A submenu as the back office's manager holds it: its name in every language. */
export const submenuRecordSchema = publicSubmenuSchema
  .pick({ id: true, tabId: true, sectionId: true, displayOrder: true, isActive: true })
  .extend({ names: eachLanguageShape(textsShape(['name'])) })
export type SubmenuRecord = z.infer<typeof submenuRecordSchema>
