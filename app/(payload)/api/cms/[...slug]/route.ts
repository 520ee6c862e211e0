// Payload's own REST API under /api/cms, for the admin panel and integrators. Addresses Payload
// would fail on are refused, and bodies capped, before Payload reads them; a credential that
// cannot be checked while the database is away answers 503 (src/server/payload-rest.ts).
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withAddressCheck, withBodyCap, withCredentialCheck } from '@/server/payload-rest'

export const GET = withAddressCheck(withCredentialCheck(REST_GET(config)))
export const POST = withAddressCheck(withBodyCap(withCredentialCheck(REST_POST(config))))
export const DELETE = withAddressCheck(withBodyCap(withCredentialCheck(REST_DELETE(config))))
export const PATCH = withAddressCheck(withBodyCap(withCredentialCheck(REST_PATCH(config))))
export const PUT = withAddressCheck(withBodyCap(withCredentialCheck(REST_PUT(config))))
export const OPTIONS = REST_OPTIONS(config)
