import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../src/i18n/messages'
import { createRequestGuard } from '../../scripts/lib/site-server'

// A public page that fails on the server gets a whole page in the visitor's language instead
// of Next's empty error document: 503 with Retry-After while the database is away, 500
// otherwise. Played here by a real HTTP server behind the site's request guard, whose handler
// fails the way Next does (status first, then a gzipped body in pieces).

let databaseDown = false
let server: http.Server
let base: string

/** What the handler behind the guard does for a path. */
function behind(req: http.IncomingMessage, res: http.ServerResponse) {
  const path = new URL(req.url ?? '/', 'http://x').pathname
  if (path === '/ok') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    return res.end('<!DOCTYPE html><html lang="en"><body>fine</body></html>')
  }
  if (path === '/fails-late') {
    // The page had started: its status and first bytes are out when the failure comes.
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.write('<!DOCTYPE html><html><body>half')
    return res.end()
  }
  if (path === '/not-found') {
    res.statusCode = 404
    return res.end('<!DOCTYPE html><html><body>404</body></html>')
  }
  // A failure before any byte: Next's error document, gzipped the way Next's compression sends it.
  res.statusCode = 500
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Content-Encoding', 'gzip')
  res.setHeader('ETag', '"abc"')
  res.setHeader('x-nextjs-cache', 'MISS')
  const body = zlib.gzipSync(
    '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div></body></html>',
  )
  res.write(body.subarray(0, 10))
  res.end(body.subarray(10))
}

beforeAll(async () => {
  const guard = createRequestGuard({ proxies: 0, databaseDown: () => databaseDown })
  server = http.createServer((req, res) => {
    if (guard(req, res) === 'handled') return
    behind(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { 'accept-encoding': 'gzip', ...headers } })

describe('a public page that fails on the server', () => {
  it('is a whole page in the language of ?lang=, with the security headers and no cache, status 500', async () => {
    databaseDown = false
    const res = await get('/?lang=fr&tab=policy')
    expect(res.status).toBe(500)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('retry-after')).toBeNull()
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('etag')).toBeNull()
    expect(res.headers.get('x-nextjs-cache')).toBeNull()
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const html = await res.text()
    const fr = messages.fr.common
    expect(html).toContain('<html lang="fr" dir="ltr">')
    expect(html).toContain(`<h1>${fr.errorPage.failedTitle}</h1>`)
    expect(html).toContain(fr.errorPage.failed)
    // Try again is the same address; the home link keeps the language.
    expect(html).toContain(`href="/?lang=fr&amp;tab=policy">${fr.errorPage.retry}</a>`)
    expect(html).toContain(`href="/?lang=fr">${fr.notFound.home}</a>`)
    expect(html).not.toContain('__next_error__')
  })

  it('says the service is briefly unavailable while the database is away: 503 with Retry-After, in the saved language (Arabic, right to left)', async () => {
    databaseDown = true
    const res = await get('/publications', { cookie: 'theme=dark; locale=ar', 'accept-language': 'fr' })
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
    const html = await res.text()
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain(`<h1>${messages.ar.common.errorPage.unavailableTitle}</h1>`)
    expect(html).toContain(messages.ar.forms.errors.unavailable)
  })

  it('follows Accept-Language when neither ?lang= nor a saved choice says, and escapes the address it links back to', async () => {
    databaseDown = false
    const res = await get('/search?q=%22%3E%3Cscript%3E', { 'accept-language': 'ja,en;q=0.5' })
    expect(res.status).toBe(500)
    const html = await res.text()
    expect(html).toContain('<html lang="ja" dir="ltr">')
    expect(html).toContain('href="/search?q=%22%3E%3Cscript%3E"')
    expect(html).not.toContain('<script')
  })

  it('leaves alone what is not a failed page: a page that works, a 404, a failure after the page started, a client-side navigation, the API', async () => {
    databaseDown = true
    const ok = await get('/ok')
    expect(ok.status).toBe(200)
    expect(await ok.text()).toContain('fine')
    const missing = await get('/not-found')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('404')
    const late = await get('/fails-late')
    expect(late.status).toBe(200)
    expect(await late.text()).toContain('half')
    for (const [path, headers] of [
      ['/?tab=about', { rsc: '1' }],
      ['/admin/collections/users', { rsc: '1' }],
      ['/api/content', {}],
      ['/api/cms/users', {}],
      ['/logo.svg', {}],
    ] as const) {
      const res = await get(path, headers)
      expect(res.status, path).toBe(500)
      expect(res.headers.get('content-encoding'), path).toBe('gzip')
    }
  })

  it("covers the panel's pages too (issue #30): 503 with Retry-After while the database is away, with the back office's headers", async () => {
    databaseDown = true
    for (const path of ['/admin', '/admin/collections/content-items?limit=10']) {
      const res = await get(path, { 'accept-language': 'en' })
      expect(res.status, path).toBe(503)
      expect(res.headers.get('retry-after'), path).toBe('5')
      expect(res.headers.get('cache-control'), path).toBe('no-store')
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
      expect(res.headers.get('content-security-policy'), path).toBeTruthy()
      expect(res.headers.get('etag'), path).toBeNull()
      const html = await res.text()
      expect(html, path).toContain(`<h1>${messages.en.common.errorPage.unavailableTitle}</h1>`)
      expect(html, path).not.toContain('__next_error__')
    }
    databaseDown = false
    expect((await get('/admin')).status).toBe(500)
  })
})
