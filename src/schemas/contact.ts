import { z } from './zod'
import { email, personName, text } from './common'
import { says } from './messages'

const subjectTooShort = says('forms:errors.subjectMin')
const messageTooShort = says('forms:errors.messageMin')

export const contactSchema = z.object({
  name: personName,
  email,
  subject: text(200, says('forms:errors.subjectMax'), subjectTooShort).min(5, subjectTooShort),
  message: text(5000, says('forms:errors.messageMax'), messageTooShort).min(10, messageTooShort),
})

export type ContactInput = z.infer<typeof contactSchema>
