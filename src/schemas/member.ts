import { z } from './zod'
import { memberTypes } from '../content/site-structure'
import { clearable, displayOrder } from './common'
import { localizedTexts } from './localized'
import { says } from './messages'
import { draftStateShape, eachLanguageShape, imageShape, recordId, textsShape } from './shapes'

export const memberName = z
  .string(says('admin:validation.memberNameRequired'))
  .trim()
  .min(1, says('admin:validation.memberNameRequired'))
  .max(120, 'Member name must be at most 120 characters.')

export const memberTitle = z
  .string(says('admin:validation.titleRequired'))
  .trim()
  .min(1, says('admin:validation.titleRequired'))
  .max(160, says('admin:validation.memberTitleTooLong'))

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

/** The back office's member form: the member once, the title in each language (English required). */
export const memberFormSchema = z.object({
  name: memberName,
  memberType,
  displayOrder,
  isActive: z.boolean(),
  titles: localizedTexts({ title: memberTitle }),
})

export type MemberFormValues = z.infer<typeof memberFormSchema>

/** What the contract answers (its response schema in the OpenAPI document; the presenter returns it). */
export const publicMemberSchema = z.object({
  id: recordId,
  name: z.string(),
  title: z.string(),
  memberType: z.enum(memberTypes),
  displayOrder: z.number(),
  isActive: z.boolean(),
  imageUrl: z.string().nullable(),
  image: imageShape.nullable(),
  untranslated: z
    .array(z.enum(['title']))
    .optional()
    .describe('In a list: `title` when it is shown in English because the language asked has none of its own.'),
})
export type PublicMember = z.infer<typeof publicMemberSchema>

/** A member as the back office's manager holds it: its title in every language, its portrait's thumbnail. */
export const memberRecordSchema = publicMemberSchema
  .pick({ id: true, name: true, memberType: true, displayOrder: true, isActive: true })
  .extend({
    imageUrl: z.string().nullable().describe("The portrait's thumbnail"),
    titles: eachLanguageShape(textsShape(['title'])),
    /** Set when the site does not show this version (src/core/drafts). */
    draft: draftStateShape.optional(),
    /** Its versions (Payload's version view). */
    history: z.string().optional(),
  })
export type MemberRecord = z.infer<typeof memberRecordSchema>
