// The bare app served exactly as the site's server serves the site (scripts/lib/site-server.ts):
// Next's request handler from `next({ dev: false, hostname: 'localhost' })` on a plain Node HTTP
// server listening on every interface, with the same keep-alive times. `next start -H 127.0.0.1`
// would make Next carry the proxy's rewrite over an HTTP hop to itself, a cost the site does not
// pay (docs/decisions/025-lcp-budget.md); its pages carry the site's security headers
// (docs/decisions/040). Usage: node bare-server.mjs <app dir> <port>
import http from 'node:http'
import next from 'next'

const [dir, portText] = process.argv.slice(2)
const port = Number(portText)
const app = next({ dev: false, dir, port, hostname: 'localhost' })
await app.prepare()
const handle = app.getRequestHandler()
// The site's security headers on every page (not its JSON route), as the site's server sets them
// before Next answers (BENCH_PAGE_HEADERS, from the site's own response: scripts/lib/bench/bare-app.ts).
const pageHeaders = Object.entries(JSON.parse(process.env.BENCH_PAGE_HEADERS || '{}'))
const server = http.createServer((req, res) => {
  if (!req.url?.startsWith('/api/')) for (const [name, value] of pageHeaders) res.setHeader(name, value)
  handle(req, res).catch(() => {
    if (!res.headersSent) res.writeHead(500)
    res.end()
  })
})
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port)
process.once('SIGTERM', () => process.exit(0))
