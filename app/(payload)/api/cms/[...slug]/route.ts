// Payload's own REST API under /api/cms, for the admin panel and integrators. Bodies are
// capped before Payload reads them (src/server/payload-rest.ts).
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withBodyCap } from '@/server/payload-rest'

export const GET = REST_GET(config)
export const POST = withBodyCap(REST_POST(config))
export const DELETE = withBodyCap(REST_DELETE(config))
export const PATCH = withBodyCap(REST_PATCH(config))
export const PUT = withBodyCap(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
