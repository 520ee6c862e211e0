/**
 * The security headers of every response (docs/decisions/010-http-hardening.md says what the
 * Content-Security-Policy still allows and why). Set by the site's HTTP server before Next
 * answers, so that cached pages, Payload's panel, the API and uploaded files all carry them.
 */

export type HeaderPolicy = { serverUrl?: string }

/** Where the back office lives: it may never be framed by anyone (X-Frame-Options too, for old browsers). */
const backOfficePath = /^\/(admin|admin-login)(\/|$)/
const isBackOffice = (pathname: string) => backOfficePath.test(pathname)

export function contentSecurityPolicy({ serverUrl }: HeaderPolicy = {}): string {
  const https = (serverUrl ?? '').startsWith('https://')
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    // Next streams each page's data in inline <script> tags and next-themes sets the theme
    // before the first paint with one; nonces would make every cached page dynamic.
    ['script-src', "'self' 'unsafe-inline'"],
    // React's style attributes, Radix's positioning and Payload's panel.
    ['style-src', "'self' 'unsafe-inline'"],
    // Payload's panel previews a chosen file (blob:) and small inline icons (data:).
    ['img-src', "'self' data: blob:"],
    ['font-src', "'self' data:"],
    ['connect-src', "'self'"],
    ['media-src', "'self' blob:"],
    ['worker-src', "'self' blob:"],
    ['manifest-src', "'self'"],
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  const policy = directives.map(([name, value]) => `${name} ${value}`)
  if (https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

const permissionsPolicy =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()'

/**
 * The APIs: the site's contract (`/api/…`) and Payload's REST and GraphQL (`/api/cms/…`): JSON,
 * CSV and redirects, never a document a browser renders. (Payload's GraphQL playground, off in
 * production, is a page.)
 */
const apiPath = /^\/api(\/|$)/
const playgroundPath = /^\/api\/cms\/graphql-playground(\/|$)/
const isApi = (pathname: string) => apiPath.test(pathname) && !playgroundPath.test(pathname)

/** An uploaded file as Payload serves it: `/api/cms/<collection>/file/<name>`. */
const uploadedFilePath = /^\/api\/cms\/[^/]+\/file\//
const isUploadedFile = (pathname: string) => uploadedFilePath.test(pathname)

/** Nothing an API answer could make a browser load, run or frame. */
const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'"

/**
 * An uploaded file opened on its own (a PDF, an image) runs nothing, loads nothing and is its
 * own opaque origin (`sandbox`): whatever a file holds, it never acts as a page of the site.
 */
const uploadContentSecurityPolicy = `${apiContentSecurityPolicy}; sandbox`

export type ResponseKind = 'page' | 'backOffice' | 'api' | 'upload'

export const responseKind = (pathname: string): ResponseKind =>
  isBackOffice(pathname) ? 'backOffice' : isUploadedFile(pathname) ? 'upload' : isApi(pathname) ? 'api' : 'page'

/** The headers for a response to `pathname`. */
export function securityHeaders(pathname: string, policy: HeaderPolicy = {}): Record<string, string> {
  return securityHeadersFor(responseKind(pathname), policy)
}

/**
 * The headers for a response of each kind. An API answer gets the strict policy of its own and
 * not the headers that only a document reads (Permissions-Policy, Cross-Origin-Opener-Policy).
 */
export function securityHeadersFor(kind: ResponseKind, policy: HeaderPolicy = {}): Record<string, string> {
  const headers: Record<string, string> =
    kind === 'api' || kind === 'upload'
      ? {
          'Content-Security-Policy': kind === 'api' ? apiContentSecurityPolicy : uploadContentSecurityPolicy,
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
        }
      : {
          'Content-Security-Policy': contentSecurityPolicy(policy),
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
          'Permissions-Policy': permissionsPolicy,
          // A page opened from this site's links cannot reach back into it (window.opener), nor the other way.
          'Cross-Origin-Opener-Policy': 'same-origin',
        }
  if (kind === 'backOffice') headers['X-Frame-Options'] = 'DENY'
  // Browsers remember HTTPS for a year once they have seen the site over it; never for plain HTTP
  // (a local install or a test run would be unreachable afterwards).
  if ((policy.serverUrl ?? '').startsWith('https://')) headers['Strict-Transport-Security'] = 'max-age=31536000'
  return headers
}
