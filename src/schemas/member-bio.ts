import { z } from './zod'
import { clearable, optionalEmail, optionalHttpUrl, text } from './common'
import { memberName, memberType } from './member'

/** Optional in every language; empty clears it, and another language then shows the English text. */
const longText = clearable(text(20000, 'Must be at most 20000 characters.')).optional()

export const memberBioSchema = z.object({
  memberName,
  memberType,
  bio: longText,
  education: longText,
  experience: longText,
  achievements: longText,
  contactEmail: optionalEmail.optional(),
  linkedinUrl: optionalHttpUrl.optional(),
  isActive: z.boolean().default(true),
})

export type MemberBioInput = z.infer<typeof memberBioSchema>
