import { z } from './zod'
import { email, personName } from './common'
import { says } from './messages'

export const newsletterSchema = z.object({
  name: personName,
  email,
  consent: z.literal(true, says('forms:errors.consent')),
})

export type NewsletterInput = z.infer<typeof newsletterSchema>
