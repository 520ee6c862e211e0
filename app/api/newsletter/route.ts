// POST /api/newsletter - subscribe to the monthly newsletter: stored pending, confirmed by the link it mails
import { newsletterSchema } from '@/schemas/newsletter'
import { route } from '@/server/http'
import { newsletterLocale, subscribeToNewsletter } from '@/server/newsletter'
import { limits } from '@/server/rate-limit'
import { receiveSubmission } from '@/server/submissions'

export const POST = route(async (req) => {
  const locale = newsletterLocale(req)
  return receiveSubmission({
    req,
    schema: newsletterSchema,
    limit: limits.newsletter,
    store: (data) => subscribeToNewsletter(data, undefined, locale),
  })
})
