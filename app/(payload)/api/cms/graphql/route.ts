// Payload's GraphQL API at /api/cms/graphql. Bodies are capped before Payload reads them, and a
// credential that cannot be checked while the database is away answers 503
// (src/server/payload-rest.ts).
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { withBodyCap, withCredentialCheck } from '@/server/payload-rest'

export const POST = withBodyCap(withCredentialCheck(GRAPHQL_POST(config)))
export const OPTIONS = REST_OPTIONS(config)
