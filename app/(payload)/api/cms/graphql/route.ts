// Payload's GraphQL API at /api/cms/graphql. Bodies are capped before Payload reads them
// (src/server/payload-rest.ts).
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { withBodyCap } from '@/server/payload-rest'

export const POST = withBodyCap(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
