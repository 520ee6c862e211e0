import http from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import next from 'next'
import { allowedMethods } from '../../src/openapi/allowed-methods'
import { expireInThisProcess, listenForExpiry } from '../../src/core/cache/cache-bus'
import { clientAddressHeader, clientAddressOf } from '../../src/security/client-address'
import { isLocale } from '../../src/i18n/config'
import { langParam, missingSegment } from '../../src/i18n/routing'
import { responseKind, securityHeadersFor, type HeaderPolicy } from '../../src/security/headers'
import { replaceFailedPages, sendUnavailablePage } from './error-page'
import { gracefulServer } from './graceful'
import { shutdownLimit } from './lifecycle'
import { setServerPhase } from '../../src/core/lifecycle'
import { unavailableMessage, unavailableRetryAfter } from '../../src/schemas/common'
import type { ErrorCode, Failure } from '../../src/schemas/errors'
import { staticAssets } from './static-assets'
import { appendVary, pageFinisher, type PageFinisher } from './page-html'
import { apiAnswers, type ApiAnswers } from './api-answers'
import { setting } from '../../src/core/config'
import { createReachCounter } from '../../src/core/reach/counter'
import { survivePoolErrors } from '../../src/core/db/pool-errors'
import pg from 'pg'

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
 * - 429 for an address that keeps collecting refusals or failures under /api (`clientErrorBrake`);
 * - a LISTEN connection that expires what other instances saved (src/core/cache/cache-bus.ts);
 * - the build's own files, compressed once at build time (./static-assets.ts);
 * - a whole page in the visitor's language when a page (the panel's too) fails: 503 while the
 *   database is away, 500 otherwise (./error-page.ts), instead of Next's empty error document;
 * - a public page's HTML finished once per version: the rules it uses inside it, Save-Data, and
 *   compressed once (./page-html.ts);
 * - the reach counts, for every page and publication PDF served, cached ones included, without
 *   a cookie or a script (src/core/reach/counter.ts, docs/decisions/038-reach.md).
 */

type Options = { port: number; dir: string }

/** The contract's failure shape (src/schemas/errors.ts), for the answers this server gives before the site does. */
const failure = (code: ErrorCode, message: string): Failure => ({ success: false, code, message })
const serverFault = failure('internal_error', 'Something went wrong on our side. Please try again.')

const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
  res.end(JSON.stringify(body))
}

/**
 * A public page's path: not the API, the build's files, the back office, a file or the OAI-PMH
 * repository (XML for harvesters, in no language: its failures stay its own, 503 with Retry-After).
 */
const isPagePath = (pathname: string) =>
  !/^\/(api|_next|admin)(\/|$)/.test(pathname) && pathname !== '/oai' && !/\.[a-zA-Z0-9]+$/.test(pathname)

/** A page of Payload's panel: when it fails (the database away), it gets the same failed page. */
const isPanelPagePath = (pathname: string) => /^\/admin(\/|$)/.test(pathname) && !/\.[a-zA-Z0-9]+$/.test(pathname)

/** A path whose language comes from the cookie or Accept-Language: a page, reached without a valid `?lang=`. */
const languageVaries = (pathname: string, search: URLSearchParams) =>
  isPagePath(pathname) && !isLocale(search.get(langParam))

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
function clientErrorBrake({ max = 300, windowMs = 60_000 }: { max?: number; windowMs?: number } = {}) {
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
    appendVary(res, values)
    return writeHead(...args)
  }) as typeof res.writeHead
}

type GuardPolicy = HeaderPolicy & {
  proxies: number
  /** Refusals under /api per client before 429 (`clientErrorBrake`). */
  clientErrors?: { max?: number; windowMs?: number }
  /** Whether the database is away just now: a page that fails meanwhile answers 503, not 500. */
  databaseDown?: () => boolean
  /**
   * Answers a request the server will not serve (a read while it stops, ./graceful.ts) and says
   * so; asked once the security headers are set, before anything else answers.
   */
  turnAway?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean
  /** Finishes a public page's HTML on its way out (./page-html.ts): critical CSS, Save-Data, compression. */
  finishPage?: PageFinisher
  /** Gives a visitor's API read again for a moment (./api-answers.ts). */
  keepApiAnswers?: ApiAnswers
}

export function createRequestGuard(policy: GuardPolicy) {
  // The headers depend only on the settings and on whether the path is the back office's.
  const headersOf = {
    page: Object.entries(securityHeadersFor('page', policy)),
    backOffice: Object.entries(securityHeadersFor('backOffice', policy)),
    api: Object.entries(securityHeadersFor('api', policy)),
    upload: Object.entries(securityHeadersFor('upload', policy)),
  }
  const failedPages = {
    databaseDown: policy.databaseDown ?? (() => false),
    keep: new Set([...headersOf.page, ...headersOf.backOffice].map(([name]) => name.toLowerCase())),
  }
  const brake = clientErrorBrake(policy.clientErrors)
  return (req: http.IncomingMessage, res: http.ServerResponse): 'handled' | 'next' => {
    const socket = req.socket as Socket
    req.headers[clientAddressHeader] = clientAddressOf(
      socket.remoteAddress,
      req.headers['x-forwarded-for'],
      policy.proxies,
    )

    const raw = originForm(req.url ?? '/')
    if (raw === null) {
      for (const [name, value] of headersOf.api) res.setHeader(name, value)
      json(
        res,
        400,
        failure('invalid_request', 'The request target must be a path (origin form), not an absolute address.'),
        { Connection: 'close' },
      )
      return 'handled'
    }
    const queryAt = raw.indexOf('?')
    const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt)
    const search = new URLSearchParams(queryAt === -1 ? '' : raw.slice(queryAt + 1))
    for (const [name, value] of headersOf[responseKind(rawPath)]) res.setHeader(name, value)
    if (policy.turnAway?.(req, res)) return 'handled'

    let pathname: string
    try {
      pathname = decodeURIComponent(rawPath)
    } catch {
      if (/^\/api(\/|$)/.test(rawPath)) {
        json(res, 400, failure('invalid_request', 'The address is not valid: it has broken percent-encoding.'))
        return 'handled'
      }
      // Any other path with broken encoding is simply not a page of the site.
      req.url = `/${missingSegment}`
      return 'next'
    }

    const method = (req.method ?? 'GET').toUpperCase()
    if (!knownMethods.includes(method)) {
      json(res, 405, failure('method_not_allowed', `This site does not accept ${method}.`), {
        Allow: knownMethods.join(', '),
      })
      return 'handled'
    }

    if (/^\/api(\/|$)/.test(pathname)) {
      const client = String(req.headers[clientAddressHeader])
      const retryAfter = brake.retryAfter(client)
      if (retryAfter > 0) {
        json(res, 429, failure('rate_limited', 'Too many refused requests. Please wait a minute and try again.'), {
          'Retry-After': String(retryAfter),
        })
        return 'handled'
      }
      // A client's mistakes are 4xx; one that keeps drawing 5xx (but 503, the database away) is probing too.
      res.once('finish', () => {
        const status = res.statusCode
        if (status >= 400 && status !== 429 && status !== 503) brake.refused(client)
      })
    }

    // Payload's e-mail verification, which this site does not use (its accounts are made by
    // administrators): its handler queries a column that does not exist and answered 500 with a
    // stack trace, to anyone.
    if (/^\/api\/cms\/[^/]+\/verify(\/|$)/.test(pathname)) {
      json(res, 404, failure('not_found', 'This site does not verify e-mail addresses.'))
      return 'handled'
    }

    // The contract and the OAI-PMH repository (both in the OpenAPI document).
    if (
      (pathname.startsWith('/api/') && !pathname.startsWith('/api/cms/') && pathname !== '/api/cms') ||
      pathname === '/oai'
    ) {
      // Matched on the path as sent, so that an encoded slash (%2F) stays inside its segment.
      const allow = allowedMethods(rawPath)
      if (allow && !allow.includes(method)) {
        json(
          res,
          405,
          failure('method_not_allowed', `This endpoint does not accept ${req.method}. Allowed: ${allow.join(', ')}.`),
          { Allow: allow.join(', ') },
        )
        return 'handled'
      }
      if (policy.keepApiAnswers?.(req, res) === 'answered') return 'handled'
    }

    if (languageVaries(pathname, search)) appendVaryOnWrite(res, ['Cookie', 'Accept-Language'])
    // A client-side navigation (`RSC: 1`) reads Next's own answer, failure included.
    if (
      (method === 'GET' || method === 'HEAD') &&
      (isPagePath(pathname) || isPanelPagePath(pathname)) &&
      !req.headers.rsc
    )
      replaceFailedPages(req, res, failedPages)
    if (
      policy.finishPage &&
      method === 'GET' &&
      isPagePath(pathname) &&
      !req.headers.rsc &&
      !search.has('_rsc') &&
      policy.finishPage(req, res) === 'answered'
    )
      return 'handled'
    return 'next'
  }
}

type ServeOptions = Options & {
  /** What the server is waiting for, as it starts (the start script's step names it on a hang). */
  onPhase?: (waitingFor: string) => void
}

const log = (line: string) => console.log(`[site] ${line}`)

/** A read of this server's own, before it listens publicly: the pages it warms, its readiness. */
async function ask(
  listener: http.RequestListener,
  paths: string[],
  accept: (status: number, body: string) => boolean,
  deadline: number,
) {
  const warmer = http.createServer(listener)
  await new Promise<void>((resolve) => warmer.listen(0, '127.0.0.1', () => resolve()))
  const { port } = warmer.address() as { port: number }
  try {
    for (const path of paths) {
      for (;;) {
        const answer = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'Accept-Language': 'en' } }).then(
          async (res) => ({ status: res.status, body: await res.text() }),
          () => ({ status: 0, body: '' }),
        )
        if (accept(answer.status, answer.body) || Date.now() > deadline) break
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    }
  } finally {
    warmer.closeAllConnections()
    await new Promise<void>((resolve) => warmer.close(() => resolve()))
  }
}

/**
 * Starts Next's production server behind the guard. It listens on `port` only once it is ready
 * (PostgreSQL answers, the migrations it knows are applied, its first pages rendered), so that
 * a load balancer never sends it a request it would be slow or unable to serve; resolves then.
 * SIGTERM or SIGINT stops it gracefully (./graceful.ts) and it exits 0.
 */
export async function serveSite({ port, dir, onPhase }: ServeOptions): Promise<http.Server> {
  setServerPhase('starting')
  const proxies = setting('TRUST_PROXY')
  onPhase?.('Next to load the build')
  const app = next({ dev: false, dir, port, hostname: 'localhost' })
  await app.prepare()
  const handle = app.getRequestHandler()
  // Saves made on other instances (and by scripts) expire this instance's pages too (decision 014).
  // Its LISTEN connection also drops with the database and comes back with it.
  const database = setting('DATABASE_URL')
  const bus = database ? listenForExpiry({ connectionString: database, expire: expireInThisProcess, log }) : undefined
  const buildFiles = staticAssets(path.join(dir, '.next', 'static'))
  const graceful = gracefulServer({
    log,
    servedWhileDraining: (req) => /^\/api\/health(\/live)?(\?|$)/.test(req.url ?? ''),
    turnAway: (req, res) => {
      if (/^\/api(\/|$|\?)/.test(req.url ?? ''))
        json(res, 503, failure('unavailable', unavailableMessage), { 'Retry-After': String(unavailableRetryAfter) })
      else sendUnavailablePage(req, res)
    },
  })
  // A read that comes while the server stops is turned away once the guard has set its headers.
  const guard = createRequestGuard({
    proxies,
    serverUrl: setting('SERVER_URL'),
    databaseDown: () => bus !== undefined && !bus.connected(),
    turnAway: graceful.turnedAway,
    finishPage: pageFinisher({ dir }),
    keepApiAnswers: apiAnswers(),
  })
  const listener = graceful.track((req, res) => {
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

  // Ready: the database answers and is migrated (readiness, GET /api/health), the home page rendered.
  const deadline = Date.now() + 150_000
  onPhase?.('PostgreSQL to answer with every migration applied (GET /api/health)')
  await ask(
    listener,
    ['/api/health'],
    (_, body) => /"database":"up"/.test(body) && /"migrations":"current"/.test(body),
    deadline,
  )
  onPhase?.('the home page to render')
  await ask(listener, ['/'], (status) => status === 200, deadline)

  // Reach: the public server's requests only (not the warming reads above).
  const reach =
    database && setting('REACH_COUNTING')
      ? createReachCounter({
          // A database that does not answer costs a write, never a wait: 5 s to connect, 10 s a query.
          pool: new pg.Pool({
            connectionString: database,
            max: 2,
            idleTimeoutMillis: 30_000,
            connectionTimeoutMillis: 5_000,
            query_timeout: 10_000,
          }),
          timeZone: setting('SITE_TIME_ZONE'),
          flushSeconds: setting('REACH_FLUSH_SECONDS'),
          log,
        })
      : undefined
  if (reach) {
    survivePoolErrors(reach.pool, log)
    await reach.start()
  }
  const server = http.createServer(
    reach
      ? (req, res) => {
          reach.watch(req, res)
          listener(req, res)
        }
      : listener,
  )
  // Next's own server keeps idle connections a little longer than common load balancers do.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  onPhase?.(`the port ${port} to listen`)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, () => resolve())
  })
  setServerPhase('serving')
  let stopping = false
  const shutdown = async () => {
    if (stopping) return
    stopping = true
    await graceful
      .stop(server, { limitMs: shutdownLimit * 1000 })
      .catch((error: unknown) => console.error('[site] stopping failed', error))
    await bus?.stop().catch(() => {})
    await reach?.stop().catch(() => {})
    await app.close?.().catch(() => {})
    log('server stopped')
    process.exit(0)
  }
  process.once('SIGTERM', () => void shutdown())
  process.once('SIGINT', () => void shutdown())
  return server
}
