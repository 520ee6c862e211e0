import type http from 'node:http'
import { directionOf, type LocaleCode } from '../../src/i18n/config'
import { messages } from '../../src/i18n/messages'
import { langParam, localeCookie, pickLocale } from '../../src/i18n/routing'
import { unavailableRetryAfter } from '../../src/schemas/common'
import { escapeHtml } from '../../src/security/escape-html'

/**
 * The page a visitor gets when a public page fails on the server. Next would send an empty
 * document marked `__next_error__` (status 500, no language), which only says something once
 * its scripts have run, and then in English. This one is whole without scripts, in the
 * visitor's language and direction, and says whether trying again soon will help:
 * - 503 with `Retry-After` while the database is away (docs/decisions/012-*);
 * - 500 for any other failure.
 */
type FailedPage = { status: 500 | 503; html: string }

/** The language the site's proxy would have chosen for this request (proxy.ts). */
function localeOfRequest(req: http.IncomingMessage): LocaleCode {
  const url = new URL(req.url ?? '/', 'http://site.invalid')
  const cookie = new RegExp(`(?:^|;\\s*)${localeCookie}=([^;]*)`).exec(req.headers.cookie ?? '')?.[1]
  return pickLocale(cookie, req.headers['accept-language'] ?? null, url.searchParams.get(langParam))
}

function failedPage(
  locale: LocaleCode,
  { databaseDown, retryHref }: { databaseDown: boolean; retryHref: string },
): FailedPage {
  const { common, forms } = messages[locale]
  const title = databaseDown ? common.errorPage.unavailableTitle : common.errorPage.failedTitle
  const text = databaseDown ? forms.errors.unavailable : common.errorPage.failed
  const html = `<!DOCTYPE html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} | ${common.siteName}`)}</title>
<style>
:root{color-scheme:light dark;--bg:#fff;--fg:#111827;--muted:#4b5563;--brand:#065f46;--on-brand:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#0b1220;--fg:#f3f4f6;--muted:#cbd5e1;--brand:#d1fae5;--on-brand:#064e3b}}
body{margin:0;background:var(--bg);color:var(--fg);font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;line-height:1.5}
main{box-sizing:border-box;min-height:100vh;max-width:36rem;margin:0 auto;padding:2rem 1rem;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center}
h1{font-size:1.875rem;margin:1.5rem 0 0}
p{color:var(--muted);margin:1rem 0 0}
nav{display:flex;flex-wrap:wrap;gap:1rem;justify-content:center;margin-top:2rem}
a{border-radius:.375rem;padding:.5rem 1rem;font-weight:500;color:var(--brand);border:1px solid currentColor;text-decoration:none}
a.primary{background:var(--brand);border-color:var(--brand);color:var(--on-brand)}
a:focus-visible{outline:2px solid var(--fg);outline-offset:2px}
</style>
</head>
<body>
<main id="main">
<img src="/logo.svg" width="240" height="96" alt="${escapeHtml(common.logoAlt)}">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<nav><a class="primary" href="${escapeHtml(retryHref)}">${escapeHtml(common.errorPage.retry)}</a><a href="/?${langParam}=${locale}">${escapeHtml(common.notFound.home)}</a></nav>
</main>
</body>
</html>
`
  return { status: databaseDown ? 503 : 500, html }
}

/**
 * The 503 page, sent at once: a page asked of a server that is stopping (./graceful.ts), so
 * that a load balancer sends the request elsewhere and a visitor is told to try again.
 */
export function sendUnavailablePage(req: http.IncomingMessage, res: http.ServerResponse) {
  const page = failedPage(localeOfRequest(req), { databaseDown: true, retryHref: req.url ?? '/' })
  const body = Buffer.from(page.html)
  res.writeHead(503, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    'Retry-After': String(unavailableRetryAfter),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * From here on, a server error Next answers for this page (a status of 500 or more, before any
 * byte of the body) goes out as `failedPage` instead, with `keep` the headers left standing
 * (the security headers the guard set). A failure after the page has started streaming cannot
 * be replaced and is left as it is.
 */
export function replaceFailedPages(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  { databaseDown, keep }: { databaseDown: () => boolean; keep: ReadonlySet<string> },
) {
  type Call = (...args: unknown[]) => unknown
  const writeHead = res.writeHead.bind(res) as Call
  const write = res.write.bind(res) as Call
  const end = res.end.bind(res) as Call
  const callbackOf = (args: unknown[]) => args.find((arg) => typeof arg === 'function') as (() => void) | undefined
  let failed = false
  const failing = () => failed || (failed = !res.headersSent && res.statusCode >= 500)
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    if (statusCode < 500 || res.headersSent) return writeHead(statusCode, ...rest)
    // Held back: Next's own head and body for the failure are dropped, and end() sends the page.
    failed = true
    res.statusCode = statusCode
    return res
  }) as typeof res.writeHead
  res.write = ((...args: unknown[]) => {
    if (!failing()) return write(...args)
    callbackOf(args)?.()
    return true
  }) as typeof res.write
  res.end = ((...args: unknown[]) => {
    if (!failing()) return end(...args)
    const down = databaseDown()
    const page = failedPage(localeOfRequest(req), { databaseDown: down, retryHref: req.url ?? '/' })
    for (const name of res.getHeaderNames()) if (!keep.has(name)) res.removeHeader(name)
    const body = Buffer.from(page.html)
    writeHead(page.status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(body.length),
      'Cache-Control': 'no-store',
      ...(down ? { 'Retry-After': String(unavailableRetryAfter) } : {}),
    })
    const callback = callbackOf(args)
    return callback ? end(body, callback) : end(body)
  }) as typeof res.end
}
