import { z } from './zod'
import { email, personName, text } from './common'

const subjectTooShort = 'Subject must be at least 5 characters.'
const messageTooShort = 'Message must be at least 10 characters.'

export const contactSchema = z.object({
  name: personName,
  email,
  subject: text(200, 'Subject must be at most 200 characters.', subjectTooShort).min(5, subjectTooShort),
  message: text(5000, 'Message must be at most 5000 characters.', messageTooShort).min(10, messageTooShort),
})

export type ContactInput = z.infer<typeof contactSchema>
