// GET /oai?verb=...&... and POST /oai (application/x-www-form-urlencoded) - the publications as an OAI-PMH 2.0 repository (oai_dc), for harvesters such as BASE, CORE and OpenAIRE (docs/decisions/031-oai-pmh.md)
import { route } from '@/server/http'
import { oaiResponse } from '@/server/oai'
import { getPayloadClient } from '@/server/payload'

// Read on request: a harvest must see the records as they are now.
export const dynamic = 'force-dynamic'

export const GET = route(async (req) => oaiResponse(await getPayloadClient(), req))

export const POST = route(async (req) => oaiResponse(await getPayloadClient(), req))
