import { z } from './zod'
import { clearable, optionalEmail, optionalHttpUrl, text } from './common'
import { localizedTexts, optionalText } from './localized'
import { memberName, memberType } from './member'
import { says } from './messages'
import { memberTypes } from '../content/site-structure'
import { recordId } from './shapes'

const bioText = text(20000, says('admin:validation.longText'))

/** Optional in every language; empty clears it, and another language then shows the English text. */
const longText = clearable(bioText).optional()

/** A profile's texts, each written in every language. */
export const bioTextFields = ['bio', 'education', 'experience', 'achievements'] as const

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

/** The back office's bio form: contact fields once, the texts in each language (all optional). */
export const memberBioFormSchema = z.object({
  contactEmail: optionalEmail,
  linkedinUrl: optionalHttpUrl,
  isActive: z.boolean(),
  texts: localizedTexts(
    Object.fromEntries(bioTextFields.map((field) => [field, optionalText(bioText)])) as Record<
      (typeof bioTextFields)[number],
      ReturnType<typeof optionalText>
    >,
  ),
})

export type MemberBioFormValues = z.infer<typeof memberBioFormSchema>

/** What the contract answers (its response schema in the OpenAPI document; the presenter returns it). */
export const publicBioSchema = z.object({
  id: recordId,
  memberName: z.string(),
  memberType: z.enum(memberTypes),
  bio: z.string(),
  education: z.string(),
  experience: z.string(),
  achievements: z.string(),
  contactEmail: z.string(),
  linkedinUrl: z.string(),
  isActive: z.boolean(),
  untranslated: z
    .array(z.enum(bioTextFields))
    .optional()
    .describe('In a read: the texts shown in English because the language asked has none of its own.'),
})
export type PublicBio = z.infer<typeof publicBioSchema>
