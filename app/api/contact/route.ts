// POST /api/contact - store a visitor's message and e-mail it to the notification addresses
import { contactSchema } from '@/schemas/contact'
import { storeContactMessage } from '@/server/data/submissions'
import { route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { limits } from '@/server/rate-limit'
import { receiveSubmission } from '@/server/submissions'

export const POST = route(async (req) =>
  receiveSubmission({
    req,
    schema: contactSchema,
    limit: limits.contact,
    store: async (data) => storeContactMessage(await getPayloadClient(), data),
  }),
)
