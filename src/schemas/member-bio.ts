import { z } from 'zod'
import { optionalEmail, optionalHttpUrl, text } from './common'
import { memberName, memberType } from './member'

const longText = text(20000, 'Must be at most 20000 characters.').optional()

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
