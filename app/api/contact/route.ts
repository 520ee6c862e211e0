// POST /api/contact - store a visitor's message
import { contactSchema } from '@/schemas/contact'
import { route } from '@/server/http'
import { limits } from '@/server/rate-limit'
import { receiveSubmission, storeSubmission } from '@/server/submissions'

export const POST = route(async (req) =>
  receiveSubmission({
    req,
    schema: contactSchema,
    limit: limits.contact,
    store: (data, receivedAt) => storeSubmission('contact-messages', data, receivedAt),
  }),
)
