import http from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import next from 'next'
import { allowedMethods } from '../../src/openapi/allowed-methods'
import { expireInThisProcess, listenForExpiry } from '../../src/core/cache/cache-bus'
import { clientAddressHeader, clientAddressOf, trustedProxyCount } from '../../src/security/client-address'
import { isLocale } from '../../src/i18n/config'
import { langParam, missingSegment } from '../../src/i18n/routing'
import { responseKind, securityHeadersFor, type HeaderPolicy } from '../../src/security/headers'
import { replaceFailedPages } from './error-page'
import { staticAssets } from './static-assets'

/**
 * The site's HTTP server: Next's own request handler behind a thin layer that does what a
 * route cannot (docs/decisions/010-http-hardening.md):
 * - the client address from the TCP connection (TRUST_PROXY), in a header no client can set;
 * - security headers on every response, cached pages and uploaded files included;
 * - `Vary: Cookie, Accept-Language` on pages whose language the visitor's browser chooses;
 * - 400 / the 404 page for a path with broken percent-encoding (Next would answer 500);
 * - 400 for a request line in absolute form (Next would redirect to the host it names);
 * - 405 with `Allow` in the contract's error shape for a method a contract path does not have,
 *   and for a method the site does not know at all (TRACE, PROPFIND ...);
 * - 429 for an address that keeps collecting refusals under /api (`clientErrorBrake`);
 * - a LISTEN connection that expires what other instances saved (src/core/cache/cache-bus.ts);
 * - the build's own files, compressed once at build time (./static-assets.ts);
 * - a whole page in the visitor's language when a page fails: 503 while the database is away,
 *   500 otherwise (./error-page.ts), instead of Next's empty error document.
 */

type Options = { port: number; dir: string }

const serverFault = { success: false, message: 'Something went wrong on our side. Please try again.' }

const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
  res.end(JSON.stringify(body))
}

/** A public page's path: not the API, the build's files, the back office or a file. */
const isPagePath = (pathname: string) => !/^\/(api|_next|admin)(\/|$)/.test(pathname) && !/\.[a-zA-Z0-9]+$/.test(pathname)

/** A path whose language comes from the cookie or Accept-Language: a page, reached without a valid `?lang=`. */
const languageVaries = (pathname: string, search: URLSearchParams) => isPagePath(pathname) && !isLocale(search.get(langParam))

/**
 * The request target when it is in origin form (`/path?q`), else null. A request line in
 * absolute form (`GET http://evil.example/ HTTP/1.1`), authority form or `*` is refused with
 * 400: Next would read the host from it and answer a cacheable redirect to that host.
 */
function originForm(target: string): string | null {
  return target.startsWith('/') ? target : null
}

/** The methods the site answers at all; anything else (TRACE, CONNECT, PROPFIND ...) is 405. */
const knownMethods = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']

/**
 * A brake on clients that collect refusals: an address (an IPv6 client by its /64) whose
 * requests under /api got `max` answers in 4xx within a window gets 429 for every /api request
 * until the window ends. Counted per process: it is a brake on probing, not an exact quota (the
 * visitor forms' limits in PostgreSQL are those).
 */
export function clientErrorBrake({ max = 300, windowMs = 60_000 }: { max?: number; windowMs?: number } = {}) {
  const windows = new Map<string, { start: number; refusals: number }>()
  const current = (key: string, now: number) => {
    const found = windows.get(key)
    if (found && now - found.start < windowMs) return found
    if (windows.size > 50_000) for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k)
    const fresh = { start: now, refusals: 0 }
    windows.set(key, fresh)
    return fresh
  }
  return {
    /** Seconds to wait before this client may try again, or 0. */
    retryAfter(key: string, now = Date.now()): number {
      const w = windows.get(key)
      if (!w || now - w.start >= windowMs || w.refusals < max) return 0
      return Math.max(1, Math.ceil((w.start + windowMs - now) / 1000))
    },
    refused(key: string, now = Date.now()) {
      current(key, now).refusals++
    },
  }
}

/** Adds `Vary` values just before the head goes out, whatever Next set on its own. */
function appendVaryOnWrite(res: http.ServerResponse, values: string[]) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    const current = String(res.getHeader('vary') ?? '')
    const present = new Set(current.split(',').map((v) => v.trim().toLowerCase()).filter(Boolean))
    const added = values.filter((v) => !present.has(v.toLowerCase()))
    if (added.length) res.setHeader('Vary', [current, ...added].filter(Boolean).join(', '))
    return writeHead(...args)
  }) as typeof res.writeHead
}

type GuardPolicy = HeaderPolicy & {
  proxies: number
  /** Refusals under /api per client before 429 (`clientErrorBrake`). */
  clientErrors?: { max?: number; windowMs?: number }
  /** Whether the database is away just now: a page that fails meanwhile answers 503, not 500. */
  databaseDown?: () => boolean
}

export function createRequestGuard(policy: GuardPolicy) {
  // The headers depend only on the settings and on whether the path is the back office's.
  const headersOf = {
    page: Object.entries(securityHeadersFor('page', policy)),
    backOffice: Object.entries(securityHeadersFor('backOffice', policy)),
    api: Object.entries(securityHeadersFor('api', policy)),
    upload: Object.entries(securityHeadersFor('upload', policy)),
  }
  const failedPages = { databaseDown: policy.databaseDown ?? (() => false), keep: new Set(headersOf.page.map(([name]) => name.toLowerCase())) }
  const brake = clientErrorBrake(policy.clientErrors)
  return (req: http.IncomingMessage, res: http.ServerResponse): 'handled' | 'next' => {
    const socket = req.socket as Socket
    req.headers[clientAddressHeader] = clientAddressOf(socket.remoteAddress, req.headers['x-forwarded-for'], policy.proxies)

    const raw = originForm(req.url ?? '/')
    if (raw === null) {
      for (const [name, value] of headersOf.api) res.setHeader(name, value)
      json(res, 400, { success: false, message: 'The request target must be a path (origin form), not an absolute address.' }, { Connection: 'close' })
      return 'handled'
    }
    const queryAt = raw.indexOf('?')
    const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt)
    const search = new URLSearchParams(queryAt === -1 ? '' : raw.slice(queryAt + 1))
    for (const [name, value] of headersOf[responseKind(rawPath)]) res.setHeader(name, value)

    let pathname: string
    try {
      pathname = decodeURIComponent(rawPath)
    } catch {
      if (/^\/api(\/|$)/.test(rawPath)) {
        json(res, 400, { success: false, message: 'The address is not valid: it has broken percent-encoding.' })
        return 'handled'
      }
      // Any other path with broken encoding is simply not a page of the site.
      req.url = `/${missingSegment}`
      return 'next'
    }

    const method = (req.method ?? 'GET').toUpperCase()
    if (!knownMethods.includes(method)) {
      json(res, 405, { success: false, message: `This site does not accept ${method}.` }, { Allow: knownMethods.join(', ') })
      return 'handled'
    }

    if (/^\/api(\/|$)/.test(pathname)) {
      const client = String(req.headers[clientAddressHeader])
      const retryAfter = brake.retryAfter(client)
      if (retryAfter > 0) {
        json(res, 429, { success: false, message: 'Too many refused requests. Please wait a minute and try again.' }, { 'Retry-After': String(retryAfter) })
        return 'handled'
      }
      res.once('finish', () => {
        if (res.statusCode >= 400 && res.statusCode < 500 && res.statusCode !== 429) brake.refused(client)
      })
    }

    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/cms/') && pathname !== '/api/cms') {
      // Matched on the path as sent, so that an encoded slash (%2F) stays inside its segment.
      const allow = allowedMethods(rawPath)
      if (allow && !allow.includes(method)) {
        json(res, 405, { success: false, message: `This endpoint does not accept ${req.method}. Allowed: ${allow.join(', ')}.` }, { Allow: allow.join(', ') })
        return 'handled'
      }
    }

    if (languageVaries(pathname, search)) appendVaryOnWrite(res, ['Cookie', 'Accept-Language'])
    // A client-side navigation (`RSC: 1`) reads Next's own answer, failure included.
    if ((method === 'GET' || method === 'HEAD') && isPagePath(pathname) && !req.headers.rsc) replaceFailedPages(req, res, failedPages)
    return 'next'
  }
}

/** Starts Next's production server behind the guard; resolves once it listens. */
export async function serveSite({ port, dir }: Options): Promise<http.Server> {
  const proxies = trustedProxyCount(process.env.TRUST_PROXY)
  const app = next({ dev: false, dir, port, hostname: 'localhost' })
  await app.prepare()
  const handle = app.getRequestHandler()
  // Saves made on other instances (and by scripts) expire this instance's pages too (decision 014).
  // Its LISTEN connection also drops with the database and comes back with it.
  const bus = process.env.DATABASE_URL
    ? listenForExpiry({ connectionString: process.env.DATABASE_URL, expire: expireInThisProcess, log: (line) => console.log(`[site] ${line}`) })
    : undefined
  const guard = createRequestGuard({ proxies, serverUrl: process.env.SERVER_URL, databaseDown: () => bus !== undefined && !bus.connected() })
  const buildFiles = staticAssets(path.join(dir, '.next', 'static'))
  const server = http.createServer((req, res) => {
    try {
      if (guard(req, res) === 'handled' || buildFiles(req, res)) return
    } catch (error) {
      console.error('[site] request guard failed', error)
      if (!res.headersSent) json(res, 500, serverFault)
      return
    }
    handle(req, res).catch((error: unknown) => {
      console.error('[site] request failed', error)
      if (!res.headersSent) json(res, 500, serverFault)
      else res.end()
    })
  })
  // Next's own server keeps idle connections a little longer than common load balancers do.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, () => resolve())
  })
  const shutdown = () => {
    server.close()
    bus?.stop().catch(() => {})
    app.close?.().catch(() => {})
    setTimeout(() => process.exit(0), 2000).unref()
  }
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)
  return server
}
