import { z } from './zod'
import { email, personName } from './common'

export const newsletterSchema = z.object({
  name: personName,
  email,
  consent: z.literal(true, 'You must agree to receive emails.'),
})

export type NewsletterInput = z.infer<typeof newsletterSchema>
