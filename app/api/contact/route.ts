// POST /api/contact - store a visitor's message and e-mail it to the notification addresses
import { contactSchema } from '@/schemas/contact'
import { route } from '@/server/http'
import { limits } from '@/server/rate-limit'
import { receiveSubmission, storeAndNotify } from '@/server/submissions'

export const POST = route(async (req) =>
  receiveSubmission({
    req,
    schema: contactSchema,
    limit: limits.contact,
    store: (data, receivedAt) => storeAndNotify('contact', data, receivedAt),
  }),
)
