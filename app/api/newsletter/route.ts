// POST /api/newsletter - subscribe to the monthly newsletter: stored pending, confirmed by the link it mails
import { newsletterSchema } from '@/schemas/newsletter'
import { route } from '@/server/http'
import { newsletterAnswerFloorMs, newsletterLocale, subscribeToNewsletter } from '@/server/newsletter'
import { answerNoSoonerThan } from '@/server/password-reset'
import { limits } from '@/server/rate-limit'
import { receiveSubmission } from '@/server/submissions'

export const POST = route(async (req) => {
  const started = Date.now()
  const locale = newsletterLocale(req)
  try {
    return await receiveSubmission({
      req,
      schema: newsletterSchema,
      limit: limits.newsletter,
      store: (data) => subscribeToNewsletter(data, undefined, locale),
    })
  } finally {
    // A new address costs a row and a mail, a known one a lookup: the answer takes the same time
    // either way, so that its timing does not tell whether an address is on the list.
    await answerNoSoonerThan(started, newsletterAnswerFloorMs)
  }
})
