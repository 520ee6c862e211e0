// GET /api/openapi.json - the contract as OpenAPI 3.1, built from the shared zod schemas
import { NextResponse } from 'next/server'
import { buildOpenApiDocument } from '@/openapi/document'

export const dynamic = 'force-static'

export function GET() {
  return NextResponse.json(buildOpenApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } })
}
