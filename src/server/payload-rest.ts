import 'server-only'
import { jsonTooDeep, maxJsonDepth } from '../security/json-depth'
import { maxPdfBytes } from '../schemas/publication'
import { CredentialUncheckable, checkingCredentials } from '../core/auth/credential-check'
import { readBytesUpTo, unavailable } from './http'
import { getPayloadClient } from './payload'

/**
 * Payload's REST and GraphQL (`/api/cms`) would read any body in full before checking anything.
 * Every body is read here first, up to its cap, and handed on only when it is within it:
 * JSON (and anything else) 1 MB, a multipart upload 11 MB (an image of at most 10 MB and its
 * fields), or 51 MB to the publications (a PDF of at most 50 MB). Past the cap: 413 in
 * Payload's own error shape, without reading further.
 */
const bodyCaps = { json: 1024 * 1024, multipart: 11 * 1024 * 1024, pdf: maxPdfBytes + 1024 * 1024 }

/** Payload's own writes of a publication (its panel's upload among them). */
const publicationsPath = /^\/api\/cms\/publications(\/|$)/

type Handler<A extends unknown[]> = (req: Request, ...rest: A) => Promise<Response>

const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

const tooLarge = (cap: number) => refuse(413, `The request body is too large (at most ${cap / 1024 / 1024} MB).`)

export function withBodyCap<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (req, ...rest) => {
    const type = req.headers.get('content-type') ?? ''
    const multipart = /^multipart\/form-data/i.test(type)
    const cap = !multipart
      ? bodyCaps.json
      : publicationsPath.test(new URL(req.url).pathname)
        ? bodyCaps.pdf
        : bodyCaps.multipart
    const declared = Number(req.headers.get('content-length') ?? '0')
    if (declared > cap) return tooLarge(cap)
    let body: Buffer | null
    try {
      body = await readBytesUpTo(req, cap)
    } catch {
      return refuse(400, 'The request body could not be read.')
    }
    if (!body) return tooLarge(cap)
    if (/json/i.test(type) && jsonTooDeep(new TextDecoder().decode(body))) {
      return refuse(400, `The request body is nested too deeply (at most ${maxJsonDepth} levels).`)
    }
    const headers = new Headers(req.headers)
    headers.set('content-length', String(body.byteLength))
    return handler(
      new Request(req.url, {
        method: req.method,
        headers,
        body: body.byteLength ? new Blob([new Uint8Array(body)]) : undefined,
        signal: req.signal,
      }),
      ...rest,
    )
  }
}

/**
 * A token or session cookie sent to Payload's REST or GraphQL that could not be checked because
 * the database is away (src/core/auth/credential-check.ts) answers 503 with Retry-After in the
 * contract's error shape, not what Payload made of an anonymous request (403, 500, `user: null`).
 */
export function withCredentialCheck<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (req, ...rest) => {
    try {
      return await checkingCredentials(() => handler(req, ...rest))
    } catch (error) {
      if (!(error instanceof CredentialUncheckable)) throw error
      console.error('[cms] database unavailable: a credential could not be checked')
      return unavailable()
    }
  }
}

/**
 * What Payload's REST would turn into a 500 before the database can refuse it as a bad value
 * (src/core/db/query-errors.ts answers those): a NUL character, which file paths cannot hold,
 * and the geometric filters, which no field of this site has (Payload throws a TypeError).
 */
function cmsAddressProblem(url: URL): string | null {
  const parts = [url.pathname, ...[...url.searchParams].flat()]
  let decoded: string[]
  try {
    decoded = parts.map((part, i) => (i === 0 ? decodeURIComponent(part) : part))
  } catch {
    return 'The address is not valid: it has broken percent-encoding.'
  }
  if (decoded.some((part) => part.includes('\0'))) return 'The address may not contain NUL characters.'
  for (const key of url.searchParams.keys())
    if (/\[(near|within|intersects)\]/i.test(key)) return 'This filter is not supported here.'
  return null
}

/**
 * `/api/cms/<collection>/versions...` or `/api/cms/globals/<global>/versions...` of one that keeps
 * no versions: Payload would look for a table that does not exist (a 500).
 */
async function versionsOfUnversioned(url: URL): Promise<boolean> {
  const [first, second, third] = url.pathname.replace(/^\/api\/cms\/?/, '').split('/')
  const payload = await getPayloadClient()
  if (first === 'globals')
    return third === 'versions' && Boolean(second) && !payload.config.globals.find((g) => g.slug === second)?.versions
  if (second !== 'versions' || !first) return false
  const collection = (payload.collections as Record<string, { config: { versions?: unknown } } | undefined>)[first]
  return Boolean(collection) && !collection!.config.versions
}

/** Payload's REST handlers behind `cmsAddressProblem` (400) and `versionsOfUnversioned` (404), in Payload's error shape. */
export function withAddressCheck<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (req, ...rest) => {
    const url = new URL(req.url)
    const problem = cmsAddressProblem(url)
    if (problem) return refuse(400, problem)
    if (await versionsOfUnversioned(url)) return refuse(404, 'Not Found')
    return handler(req, ...rest)
  }
}
