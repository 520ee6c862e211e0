// Payload's GraphQL API at /api/cms/graphql, for administrators only (src/server/graphql-guard.ts,
// docs/decisions/026-*). Bodies are capped before anything reads them, and a credential that
// cannot be checked while the database is away answers 503 (src/server/payload-rest.ts).
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { administratorsOnlyGraphql } from '@/server/graphql-guard'
import { withBodyCap, withCredentialCheck } from '@/server/payload-rest'

export const POST = withBodyCap(withCredentialCheck(administratorsOnlyGraphql(GRAPHQL_POST(config))))
export const OPTIONS = REST_OPTIONS(config)
