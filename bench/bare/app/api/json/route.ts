import fs from 'node:fs'

/**
 * The bare JSON route: per request (no cache), the body the bench saved from the site's
 * `/api/content?tabId=about` (BENCH_JSON_FILE), so both send the same bytes and differ only in
 * the work behind them.
 */
export const dynamic = 'force-dynamic'

let body: string | undefined

export function GET() {
  body ??= fs.readFileSync(/*turbopackIgnore: true*/ process.env.BENCH_JSON_FILE ?? '', 'utf8')
  return new Response(body, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
