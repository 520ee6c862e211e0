// Any other /api path: a JSON 404 in the contract's shape, not the site's HTML page.
import { fail } from '@/server/http'

const notFound = async () => fail(404, 'No such API endpoint. See /api/openapi.json.')

export const GET = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
