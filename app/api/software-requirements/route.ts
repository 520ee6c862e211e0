// POST /api/software-requirements - store a software development request
import { softwareRequestSchema } from '@/schemas/software-request'
import { route } from '@/server/http'
import { limits } from '@/server/rate-limit'
import { receiveSubmission, storeSubmission } from '@/server/submissions'

export const POST = route(async (req) =>
  receiveSubmission({
    req,
    schema: softwareRequestSchema,
    limit: limits.softwareRequest,
    store: (data, receivedAt) =>
      storeSubmission('software-requests', { ...data, additionalInfo: data.additionalInfo ?? '' }, receivedAt),
  }),
)
