import { z } from 'zod'
import { email, personName, text } from './common'

export const contactSchema = z.object({
  name: personName,
  email,
  subject: text(200, 'Subject must be at most 200 characters.').min(
    5,
    'Subject must be at least 5 characters.',
  ),
  message: text(5000, 'Message must be at most 5000 characters.').min(
    10,
    'Message must be at least 10 characters.',
  ),
})

export type ContactInput = z.infer<typeof contactSchema>
