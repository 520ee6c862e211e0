import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRequestGuard } from '../../scripts/lib/site-server'
import {
  encodingFor,
  forSavingData,
  imagePreloadLinks,
  pageFinisher,
  smallestCandidate,
} from '../../scripts/lib/page-html'
import { markChanged } from '../../src/core/cache/cache-bus'

// A public page's HTML is finished by the server on its way out: the stylesheet's rules the page
// uses inside it (beasties), the smallest images for Save-Data, compressed once per version.
// Played by a real HTTP server behind the site's request guard, whose handler answers the way
// Next does (head flushed first, then the body in pieces), with a build folder holding a real
// stylesheet.

const css = `body{margin:0;color:#111}.hero{font-size:2rem}.dark .hero{color:#fff}.unused-rule{color:red}
[dir=rtl] .hero{text-align:right}`

const page = (lang: string, dir: string) => `<!DOCTYPE html><html lang="${lang}" dir="${dir}"><head>
<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>
<link rel="preload" as="image" href="/p-640.webp" imageSrcSet="/p-320.webp 320w, /p-640.webp 640w" imageSizes="100vw" fetchPriority="high"/>
</head><body><h1 class="hero">Climate</h1>
<img src="/p-640.webp" srcSet="/p-320.webp 320w, /p-640.webp 640w" sizes="100vw" alt="A field"/>
<script>self.__next_f.push([1,"payload"])</script></body></html>`

/** How long the finisher gives a page's answer again (long enough for a test's few requests). */
const keepAnswersMs = 1500

let server: http.Server
let base: string
let buildDir: string

/** The requests that reached the handler (Next), by path and query. */
const reached: string[] = []

function behind(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x')
  reached.push(req.url ?? '/')
  if (url.pathname === '/api/data') {
    res.setHeader('Content-Type', 'application/json')
    return res.end('{"data":1}')
  }
  if (url.pathname === '/missing') {
    res.statusCode = 404
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    return res.end('<!DOCTYPE html><html><body>404</body></html>')
  }
  // Next sends the page uncompressed when the request accepts no encoding.
  expect(req.headers['accept-encoding']).toBeUndefined()
  const cached = url.pathname !== '/search'
  res.statusCode = 200
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Link', `<http://example.org${url.pathname}>; rel="canonical"`)
  if (url.searchParams.has('choose')) res.setHeader('Set-Cookie', 'locale=fr; Path=/')
  if (cached) {
    res.setHeader('x-nextjs-cache', url.searchParams.has('stale') ? 'STALE' : 'HIT')
    res.setHeader('ETag', `"v-${url.searchParams.get('lang') ?? 'en'}"`)
  }
  res.flushHeaders()
  const html = url.searchParams.get('lang') === 'ar' ? page('ar', 'rtl') : page('en', 'ltr')
  res.write(html.slice(0, 100))
  res.end(Buffer.from(html.slice(100)))
}

beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-html-'))
  fs.mkdirSync(path.join(buildDir, '.next', 'static', 'chunks'), { recursive: true })
  fs.writeFileSync(path.join(buildDir, '.next', 'static', 'chunks', 'site.css'), css)
  const guard = createRequestGuard({ proxies: 0, finishPage: pageFinisher({ dir: buildDir, keepAnswersMs }) })
  server = http.createServer((req, res) => {
    if (guard(req, res) === 'handled') return
    behind(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  fs.rmSync(buildDir, { recursive: true, force: true })
})

/** A raw GET (fetch would decompress on its own): status, headers and the decoded body. */
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer; body: string }>(
    (resolve, reject) => {
      http
        .get(base + pathname, { headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => {
            const raw = Buffer.concat(chunks)
            const encoding = res.headers['content-encoding']
            const body =
              encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw
            resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, body: body.toString('utf8') })
          })
        })
        .on('error', reject)
    },
  )
}

describe('a cached page: the rules it uses inside it, the stylesheet not blocking the paint', () => {
  it('inlines the used rules and the dark theme, leaves out the unused, and loads the whole stylesheet without blocking', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip' })
    expect(res.status).toBe(200)
    const inline = /<style>([^<]*)<\/style>/.exec(res.body)?.[1] ?? ''
    expect(inline).toContain('.hero{font-size:2rem}')
    expect(inline).toContain('.dark .hero')
    expect(inline).not.toContain('unused-rule')
    // LTR page: the right-to-left rule does not apply to it.
    expect(inline).not.toContain('text-align:right')
    expect(res.body).toMatch(/<link rel="stylesheet" href="\/_next\/static\/chunks\/site.css"[^>]*media="print"/)
    expect(res.body).toMatch(/<noscript><link rel="stylesheet" href="\/_next\/static\/chunks\/site.css"/)
    // Everything else is left byte for byte as Next wrote it.
    expect(res.body).toContain('<script>self.__next_f.push([1,"payload"])</script>')
    expect(res.body).toContain(
      'imageSrcSet="/p-320.webp 320w, /p-640.webp 640w" imageSizes="100vw" fetchPriority="high"/>',
    )
    expect(
      res.body
        .replace(/<style>[^<]*<\/style>/, '')
        .replace(/ media="print" onload="[^"]*"/, '')
        .replace(/<noscript>.*?<\/noscript>/, ''),
    ).toBe(page('en', 'ltr'))
  })

  it('keeps the right-to-left rules of an Arabic page', async () => {
    const res = await get('/?lang=ar', { 'accept-encoding': 'br' })
    expect(res.headers['content-encoding']).toBe('br')
    expect(/<style>([^<]*)<\/style>/.exec(res.body)?.[1]).toContain('text-align:right')
  })

  it('leaves a page rendered for one request with its plain stylesheet link', async () => {
    const res = await get('/search?q=rain', { 'accept-encoding': 'gzip' })
    expect(res.status).toBe(200)
    expect(res.body).not.toContain('<style>')
    expect(res.body).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>')
  })
})

describe('compressed once per version', () => {
  it('sends brotli, gzip or nothing as accepted, with its length, and the same bytes every time', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' })
    const gz = await get('/', { 'accept-encoding': 'gzip' })
    const plain = await get('/')
    expect(br.headers['content-encoding']).toBe('br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    for (const res of [br, gz, plain]) {
      expect(Number(res.headers['content-length'])).toBe(res.raw.length)
      expect(res.headers['transfer-encoding']).toBeUndefined()
      expect(res.headers.vary).toMatch(/Accept-Encoding/)
      expect(res.headers.vary).toMatch(/Save-Data/)
      expect(res.body).toBe(plain.body)
    }
    expect(br.raw.length).toBeLessThan(plain.raw.length)
    const again = await get('/', { 'accept-encoding': 'gzip' })
    expect(again.raw.equals(gz.raw)).toBe(true)
  })

  it('tags each version by its bytes, and answers 304 to a browser that has it', async () => {
    const en = await get('/', { 'accept-encoding': 'gzip' })
    const ar = await get('/?lang=ar', { 'accept-encoding': 'gzip' })
    expect(en.headers.etag).toMatch(/^"[\w-]{22}"$/)
    expect(ar.headers.etag).not.toBe(en.headers.etag)
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(en.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.raw.length).toBe(0)
    expect(again.headers['content-encoding']).toBeUndefined()
    const stale = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': String(ar.headers.etag) })
    expect(stale.status).toBe(200)
  })

  it('leaves other answers as Next sends them: the API, a missing page', async () => {
    const api = await get('/api/data', { 'accept-encoding': 'gzip' })
    expect(api.body).toBe('{"data":1}')
    const missing = await get('/missing', { 'accept-encoding': 'gzip' })
    expect(missing.status).toBe(404)
    expect(missing.body).toContain('404')
  })
})

describe('Save-Data', () => {
  it('gives each image and image preload its smallest variant, and marks the page', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip', 'save-data': 'on' })
    expect(res.body).toMatch(/<html data-save-data="on"/)
    expect(res.body).toMatch(/<img src="\/p-320.webp"[^>]*alt="A field"\/>/)
    expect(res.body).not.toMatch(/<img[^>]*srcset/i)
    // The preload of the variants stays as React wrote it (so that its script finds it) but unused.
    expect(res.body).toMatch(/<link media="not all" rel="preload" as="image" href="\/p-640.webp" imageSrcSet=/)
    // Another version of the page: its own tag, so that no cache mixes the two.
    const usual = await get('/', { 'accept-encoding': 'gzip' })
    expect(usual.body).not.toContain('data-save-data')
    expect(usual.body).toMatch(/srcset/i)
    expect(res.headers.etag).toBe(String(usual.headers.etag).replace(/"$/, '-s"'))
  })

  it('picks the smallest candidate by width and the encoding a browser prefers', () => {
    expect(smallestCandidate('/b.webp 640w, /a.webp 320w, /c.webp 1280w')).toBe('/a.webp')
    expect(smallestCandidate('')).toBeUndefined()
    expect(encodingFor('gzip, deflate, br')).toBe('br')
    expect(encodingFor('gzip;q=1.0, br;q=0')).toBe('gzip')
    expect(encodingFor(undefined)).toBe('identity')
    expect(forSavingData('<html lang="en"><img src="/x.png" alt=""></html>')).toBe(
      '<html data-save-data="on" lang="en"><img src="/x.png" alt=""></html>',
    )
  })
})

describe('the first photo asked for from the response head', () => {
  const photo =
    '</p-640.webp>; rel=preload; as=image; imagesrcset="/p-320.webp 320w, /p-640.webp 640w"; imagesizes="100vw"; fetchpriority=high'

  it('names the image the page preloads first in a Link header, after the canonical link, on every answer', async () => {
    for (const url of ['/?lang=ar&photo=1', '/?lang=ar&photo=1']) {
      const res = await get(url, { 'accept-encoding': 'br' })
      expect(res.headers.link).toBe(`<http://example.org/>; rel="canonical", ${photo}`)
    }
    const plain = await get('/search', { 'accept-encoding': 'gzip' })
    expect(plain.headers.link).toBe(`<http://example.org/search>; rel="canonical", ${photo}`)
  })

  it('names none for a visitor saving data, whose page asks for the smallest variant itself', async () => {
    const res = await get('/?photo=2', { 'save-data': 'on' })
    expect(res.headers.link).toBe('<http://example.org/>; rel="canonical"')
  })

  it('takes only a high-priority image preload from the head; without a URL of its own, its largest variant', () => {
    const head = (links: string) =>
      `<html><head>${links}</head><body><link rel="preload" as="image" href="/late.webp" fetchpriority="high"/></body></html>`
    expect(imagePreloadLinks(head('<link rel="preload" as="image" href="/logo.svg"/>'))).toEqual([])
    expect(
      imagePreloadLinks(
        head(
          '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/a-320.webp 320w, /a-640.webp 640w" imageSizes="50vw"/>',
        ),
      ),
    ).toEqual([
      '</a-640.webp>; rel=preload; as=image; imagesrcset="/a-320.webp 320w, /a-640.webp 640w"; imagesizes="50vw"; fetchpriority=high',
    ])
    expect(
      imagePreloadLinks(head('<link rel="preload" as="image" href="/x.webp?w=1&amp;h=2" fetchpriority="high"/>')),
    ).toEqual(['</x.webp?w=1&h=2>; rel=preload; as=image; fetchpriority=high'])
  })
})

describe('the same answer again for a moment', () => {
  /** How many times a request reached the handler. */
  const timesReached = (target: string) => reached.filter((url) => url === target).length

  it('answers the same request again without the handler, the same bytes and headers, and 304 to a browser that has it', async () => {
    const first = await get('/kept?n=1', { 'accept-encoding': 'gzip', cookie: 'locale=bn' })
    const second = await get('/kept?n=1', { 'accept-encoding': 'gzip', cookie: 'locale=bn' })
    expect(timesReached('/kept?n=1')).toBe(1)
    expect(second.raw.equals(first.raw)).toBe(true)
    for (const name of [
      'etag',
      'content-encoding',
      'content-length',
      'vary',
      'x-nextjs-cache',
      'content-security-policy',
    ])
      expect(second.headers[name], name).toEqual(first.headers[name])
    const has = await get('/kept?n=1', {
      'accept-encoding': 'gzip',
      cookie: 'locale=bn',
      'if-none-match': String(first.headers.etag),
    })
    expect(has.status).toBe(304)
    expect(has.raw.length).toBe(0)
    expect(timesReached('/kept?n=1')).toBe(1)
    // Another encoding, language cookie, Accept-Language or Save-Data is another answer.
    await get('/kept?n=1', { 'accept-encoding': 'br', cookie: 'locale=bn' })
    await get('/kept?n=1', { 'accept-encoding': 'gzip', cookie: 'locale=ar' })
    await get('/kept?n=1', { 'accept-encoding': 'gzip', cookie: 'locale=bn', 'accept-language': 'fr' })
    await get('/kept?n=1', { 'accept-encoding': 'gzip', cookie: 'locale=bn', 'save-data': 'on' })
    expect(timesReached('/kept?n=1')).toBe(5)
  })

  it('asks the handler again after any save, and once the moment has passed', async () => {
    await get('/kept?n=2')
    await get('/kept?n=2')
    expect(timesReached('/kept?n=2')).toBe(1)
    markChanged(['content-items'])
    // A save in the very millisecond a request began counts as after it: a moment later.
    await new Promise((resolve) => setTimeout(resolve, 5))
    await get('/kept?n=2')
    expect(timesReached('/kept?n=2')).toBe(2)
    await get('/kept?n=2')
    expect(timesReached('/kept?n=2')).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, keepAnswersMs + 50))
    await get('/kept?n=2')
    expect(timesReached('/kept?n=2')).toBe(3)
  })

  it('never for a request with another cookie, an answer that sets one, a page rendered per request or served stale', async () => {
    for (const [target, cookie] of [
      ['/kept?n=3', 'locale=en; payload-token=abc'],
      ['/kept?n=4', '__prerender_bypass=1'],
      ['/kept?n=5&choose', ''],
      ['/search?q=kept-answers', ''],
      ['/kept?n=6&stale', ''],
    ]) {
      await get(target, cookie ? { cookie } : {})
      await get(target, cookie ? { cookie } : {})
      expect(timesReached(target), target).toBe(2)
    }
  })
})
