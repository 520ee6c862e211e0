// POST /api/newsletter - subscribe to the monthly newsletter (idempotent per e-mail)
import { newsletterSchema } from '@/schemas/newsletter'
import { route } from '@/server/http'
import { subscribeToNewsletter } from '@/server/newsletter'
import { limits } from '@/server/rate-limit'
import { receiveSubmission } from '@/server/submissions'

export const POST = route(async (req) =>
  receiveSubmission({ req, schema: newsletterSchema, limit: limits.newsletter, store: subscribeToNewsletter }),
)
