// GET /api/reach?from=&to=&by= - the site's reach over a period (page views, visitors, downloads, searches), a day each or by page, publication, language, country, referrer, device or search words; administrators only
import { reachQuerySchema } from '@/schemas/reach'
import { requireAdmin } from '@/server/auth'
import { reachReport } from '@/server/data/reach'
import { ok, parseWith, route } from '@/server/http'

export const GET = route(async (req) => {
  await requireAdmin(req)
  const query = parseWith(reachQuerySchema, Object.fromEntries(req.nextUrl.searchParams))
  return ok(await reachReport(query))
})
