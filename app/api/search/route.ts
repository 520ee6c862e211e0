// GET /api/search?q=&locale= - sections, articles, publications, people and photos whose words match, in the language asked (English where a text has no translation)
import { searchQuery } from '@/schemas/search'
import { HttpError, invalidInput, ok, route } from '@/server/http'
import { searchSite } from '@/server/data/search'
import { localeFrom } from '@/server/request'

export const GET = route(async (req) => {
  const parsed = searchQuery.safeParse(req.nextUrl.searchParams.get('q') ?? '')
  if (!parsed.success) throw new HttpError(400, invalidInput, { q: parsed.error.issues[0].message })
  const locale = localeFrom(req)
  const started = performance.now()
  const results = await searchSite(locale, parsed.data)
  // The search's own time, which `npm run bench` reports (the median and the 95th percentile).
  return ok(results, 200, { 'Server-Timing': `search;dur=${(performance.now() - started).toFixed(1)}` })
})
