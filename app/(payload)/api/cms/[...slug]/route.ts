// Payload's own REST API under /api/cms, for the admin panel and integrators. Bodies are
// capped before Payload reads them, and a credential that cannot be checked while the database
// is away answers 503 (src/server/payload-rest.ts).
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withBodyCap, withCredentialCheck } from '@/server/payload-rest'

export const GET = withCredentialCheck(REST_GET(config))
export const POST = withBodyCap(withCredentialCheck(REST_POST(config)))
export const DELETE = withBodyCap(withCredentialCheck(REST_DELETE(config)))
export const PATCH = withBodyCap(withCredentialCheck(REST_PATCH(config)))
export const PUT = withBodyCap(withCredentialCheck(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
