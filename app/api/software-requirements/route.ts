// POST /api/software-requirements - store a software development request and e-mail it to the notification addresses
import { softwareRequestSchema } from '@/schemas/software-request'
import { route } from '@/server/http'
import { limits } from '@/server/rate-limit'
import { receiveSubmission, storeAndNotify } from '@/server/submissions'

export const POST = route(async (req) =>
  receiveSubmission({
    req,
    schema: softwareRequestSchema,
    limit: limits.softwareRequest,
    store: (data, receivedAt) =>
      storeAndNotify('software-request', { ...data, additionalInfo: data.additionalInfo ?? '' }, receivedAt),
  }),
)
