// Payload's own REST API under /api/cms, for the admin panel and integrators. Addresses Payload
// would fail on are refused, and bodies capped, before Payload reads them (src/server/payload-rest.ts).
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withAddressCheck, withBodyCap } from '@/server/payload-rest'

export const GET = withAddressCheck(REST_GET(config))
export const POST = withAddressCheck(withBodyCap(REST_POST(config)))
export const DELETE = withAddressCheck(withBodyCap(REST_DELETE(config)))
export const PATCH = withAddressCheck(withBodyCap(REST_PATCH(config)))
export const PUT = withAddressCheck(withBodyCap(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
