import { z } from './zod'
import { memberTypes } from '../content/site-structure'
import { clearable, displayOrder } from './common'

export const memberName = z
  .string('Member name is required')
  .trim()
  .min(1, 'Member name is required')
  .max(120, 'Member name must be at most 120 characters.')

export const memberTitle = z
  .string('Title is required')
  .trim()
  .min(1, 'Title is required')
  .max(160, 'Title must be at most 160 characters.')

export const memberType = z.enum(memberTypes, 'Member type must be board or team')

export const memberSchema = z.object({
  name: memberName,
  title: memberTitle,
  memberType,
  displayOrder: displayOrder.default(1),
  isActive: z.boolean().default(true),
})

/** A member saved in a language other than English: an empty title clears that translation. */
export const memberTranslationSchema = memberSchema.extend({ title: clearable(memberTitle) })

export type MemberInput = z.infer<typeof memberSchema>
