// POST /api/software-requirements - store a software development request and e-mail it to the notification addresses
import { softwareRequestSchema } from '@/schemas/software-request'
import { storeSoftwareRequest } from '@/server/data/submissions'
import { route } from '@/server/http'
import { getPayloadClient } from '@/server/payload'
import { limits } from '@/server/rate-limit'
import { receiveSubmission } from '@/server/submissions'

export const POST = route(async (req) =>
  receiveSubmission({
    req,
    schema: softwareRequestSchema,
    limit: limits.softwareRequest,
    store: async (data) => storeSoftwareRequest(await getPayloadClient(), data),
  }),
)
