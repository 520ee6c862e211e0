import { createHash } from 'node:crypto'
import type http from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import Beasties from 'beasties'
import { answerOf, ifNoneMatch, keptAnswerMs, pieceOf, Recent, replay, stillCurrent, type Answer } from './kept-answers'

/**
 * What the server does to a public page's HTML on its way out (docs/decisions/030-first-paint.md):
 * - **the stylesheet's rules that the page uses, inside its head** (beasties), and the stylesheet
 *   itself loaded without blocking the paint (`media="print"` until it has loaded), so that a
 *   first view needs no round trip before it paints, and later pages take the file from the
 *   browser's cache. Only for pages Next keeps in its cache (`x-nextjs-cache`): a page rendered
 *   for one request only (a search) keeps its plain link, and costs no extraction;
 * - **Save-Data** (`Save-Data: on`): the smallest variant of every image, and the page marked
 *   `data-save-data` for the images its scripts draw (src/components/ui/use-saves-data.ts). No
 *   page prefetches another in any case (docs/decisions/006-page-cache-from-the-cms.md);
 * - **compression once**: each version of a page is compressed once (brotli or gzip, as the browser
 *   accepts) and kept, instead of Next gzipping the same bytes on every request.
 * A version is known by the hash of Next's bytes, which is also its ETag (a browser that has it gets
 * 304), so that the work is done once per version and every later request is a lookup.
 * - **the same answer again for a second** (./kept-answers.ts, docs/decisions/039): a page Next
 *   served from its cache, asked again with the same address, language cookie, Accept-Language,
 *   Save-Data and encoding within `keepAnswersMs` and with no save anywhere since the first
 *   request began (cache-bus.ts's markChanged), is answered as it was without asking Next again.
 *   Never for a request with any other cookie (an administrator's session, a preview).
 */

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

type Encoding = 'br' | 'gzip' | 'identity'

/** The encoding a browser prefers among those it accepts (brotli, then gzip). */
export function encodingFor(acceptEncoding: string | string[] | undefined): Encoding {
  const accepted = String(acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
    .map(([name]) => name.trim())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return 'identity'
}

/** Whether a request asks to save data (the `Save-Data` client hint). */
const savesData = (req: http.IncomingMessage) => /^on$/i.test(String(req.headers['save-data'] ?? '').trim())

const widthOf = (candidate: string) => Number(/\s(\d+)w$/.exec(candidate.trim())?.[1] ?? Infinity)

/** The smallest candidate of a `srcset` (by its width descriptor), or undefined. */
export function smallestCandidate(srcset: string): string | undefined {
  const candidates = srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim())
    .filter(Boolean)
  if (candidates.length === 0) return undefined
  const smallest = candidates.reduce((a, b) => (widthOf(b) < widthOf(a) ? b : a))
  return smallest.split(/\s+/)[0]
}

const attributeRe = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i')

/**
 * The page for a visitor who saves data: each image takes the smallest of its variants, a preload
 * of variants is left unused, and `<html>` says so (`data-save-data="on"`) for the scripts.
 */
export function forSavingData(html: string): string {
  const shrink = (tag: string, srcsetName: string, srcName: string, sizesName: string) => {
    const srcset = attributeRe(srcsetName).exec(tag)?.[1]
    const smallest = srcset && smallestCandidate(srcset)
    if (!smallest) return tag
    let out = tag.replace(attributeRe(srcsetName), '').replace(attributeRe(sizesName), '')
    out = attributeRe(srcName).test(out)
      ? out.replace(attributeRe(srcName), ` ${srcName}="${smallest}"`)
      : out.replace(/^<(\w+)/, `<$1 ${srcName}="${smallest}"`)
    return out
  }
  return (
    html
      .replace(/^([\s\S]*?<html)(?=[\s>])/i, '$1 data-save-data="on"')
      .replace(/<img\b[^>]*>/gi, (tag) => shrink(tag, 'srcset', 'src', 'sizes'))
      // A preload of an image's variants is kept as React wrote it (its script looks for it by its
      // srcset, and would add it again) but matches no medium: the image itself asks for the smallest.
      .replace(/<link\b[^>]*\bas="image"[^>]*\bimagesrcset="[^>]*>/gi, (tag) =>
        /\smedia="/i.test(tag)
          ? tag.replace(/\smedia="[^"]*"/i, ' media="not all"')
          : tag.replace(/^<link/i, '<link media="not all"'),
      )
  )
}

const styleRe = /<style\b[^>]*>([\s\S]*?)<\/style>/gi
const buildStylesheetRe =
  /<link\b(?=[^>]*\brel="stylesheet")(?=[^>]*\bhref="(\/_next\/static\/[^"]+\.css)")[^>]*?\/?>/gi

/**
 * Next's page with the rules beasties chose (`processed`, its own serialisation of the page)
 * spliced in: the new `<style>` before the first of the build's stylesheets, and each of those
 * loaded without blocking the paint (`media="print"` until loaded; a `<noscript>` link without
 * scripts). Everything else stays byte for byte as Next wrote it, for React's hydration and for
 * whoever reads the HTML.
 */
export function withRules(html: string, processed: string): string {
  const before = new Set([...html.matchAll(styleRe)].map(([, css]) => css))
  const rules = [...processed.matchAll(styleRe)].map(([, css]) => css).find((css) => css && !before.has(css))
  if (!rules) return html
  let first = true
  return html.replace(buildStylesheetRe, (tag, href: string) => {
    const deferred = tag.replace(/\s*\/?>$/, ` media="print" onload="this.media='all'"/>`)
    const fallback = `<noscript><link rel="stylesheet" href="${href}"/></noscript>`
    const out = `${first ? `<style>${rules}</style>` : ''}${deferred}${fallback}`
    first = false
    return out
  })
}

const preloadRe = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="image")(?=[^>]*\bfetchpriority="high")[^>]*>/gi

/**
 * The images a page preloads first (`fetchpriority="high"`: the gallery's first photo), as
 * `Link` header values: a browser starts them as soon as the response's head arrives, before
 * it has set up the document and parsed its head, so that they do not share the slow link with
 * the scripts the head names next. The same variants as the page's own preload (its `imagesrcset`
 * and `imagesizes`), so that the browser asks for the same file once.
 */
export function imagePreloadLinks(html: string): string[] {
  const headEnd = html.search(/<\/head>/i)
  const head = headEnd === -1 ? html : html.slice(0, headEnd)
  const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`
  return [...head.matchAll(preloadRe)].flatMap(([tag]) => {
    const srcset = attributeRe('imagesrcset').exec(tag)?.[1]
    const href = attributeRe('href').exec(tag)?.[1] ?? srcset?.split(',').at(-1)?.trim().split(/\s+/)[0]
    if (!href || /[<>\s]/.test(href)) return []
    const sizes = attributeRe('imagesizes').exec(tag)?.[1]
    return [
      [
        `<${href.replace(/&amp;/g, '&')}>`,
        'rel=preload',
        'as=image',
        ...(srcset ? [`imagesrcset=${quoted(srcset.replace(/&amp;/g, '&'))}`] : []),
        ...(sizes ? [`imagesizes=${quoted(sizes)}`] : []),
        'fetchpriority=high',
      ].join('; '),
    ]
  })
}

type Version = {
  html: Buffer
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>
  /** `Link` header values the page's first images need (none for a visitor saving data). */
  links: string[]
}

export type PageFinisher = ReturnType<typeof pageFinisher>

/** A visitor's cookies as the page may read them: none, or only the chosen language; else null. */
function visitorCookie(header: string | undefined): string | null {
  if (!header) return ''
  const only = /^\s*locale=([a-z]{2})\s*;?\s*$/.exec(header)
  return only ? only[1] : null
}

/**
 * The finisher of a server serving the build in `dir` (its `.next` folder): `finish(req, res)` on a
 * GET of a public page takes over the body Next writes, and sends the finished page instead.
 */
export function pageFinisher({
  dir,
  keep = 400,
  keepAnswersMs = keptAnswerMs,
}: {
  dir: string
  keep?: number
  /** How long a page's answer is given again without Next (0: never). */
  keepAnswersMs?: number
}) {
  const beasties = new Beasties({
    path: path.join(dir, '.next'),
    publicPath: '/_next/',
    // The stylesheet stays whole and cached; the page's rules are a copy of part of it.
    pruneSource: false,
    preload: 'media',
    noscriptFallback: true,
    reduceInlineStyles: false,
    // The theme is chosen before the first paint (next-themes), on a class the server's HTML
    // does not have yet: the dark theme's rules must be there when it does.
    allowRules: [/\.dark\b/],
    fonts: false,
    keyframes: 'critical',
    logLevel: 'silent',
  })
  const versions = new Recent<Promise<Version>>(keep)
  const answers = new Recent<Answer>(keep)

  const finished = async (body: Buffer, { critical, saveData }: { critical: boolean; saveData: boolean }) => {
    let html = body.toString('utf8')
    if (critical) html = withRules(html, await beasties.process(html).catch(() => html))
    const links = saveData ? [] : imagePreloadLinks(html)
    if (saveData) html = forSavingData(html)
    return { html: Buffer.from(html), encoded: {}, links } satisfies Version
  }

  const encode = (version: Version, encoding: Encoding): Promise<Buffer> => {
    if (encoding === 'identity') return Promise.resolve(version.html)
    version.encoded[encoding] ??=
      encoding === 'br'
        ? brotli(version.html, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: version.html.length,
            },
          })
        : gzip(version.html, { level: 9 })
    return version.encoded[encoding]!
  }

  /** Answers the request itself (a kept answer: 'answered'), or takes over what Next writes ('next'). */
  return function finish(req: http.IncomingMessage, res: http.ServerResponse): 'answered' | 'next' {
    const encoding = encodingFor(req.headers['accept-encoding'])
    const saveData = savesData(req)
    const since = Date.now()
    const cookie = keepAnswersMs > 0 ? visitorCookie(req.headers.cookie) : null
    const answerKey =
      cookie === null
        ? null
        : [req.headers.host, req.url, cookie, req.headers['accept-language'], encoding, saveData].join('|')
    if (answerKey) {
      const kept = answers.get(answerKey)
      if (stillCurrent(kept, since, keepAnswersMs)) {
        replay(kept, req, res)
        return 'answered'
      }
    }
    // Next sends the page uncompressed; it is compressed here, once per version.
    delete req.headers['accept-encoding']

    type Call = (...args: unknown[]) => unknown
    const writeHead = res.writeHead.bind(res) as Call
    const flushHeaders = res.flushHeaders.bind(res)
    const write = res.write.bind(res) as Call
    const end = res.end.bind(res) as Call
    const chunks: Buffer[] = []
    // The hooks stay in place and pass calls through once decided: others (Next's compression)
    // may have wrapped them since, and putting the originals back would drop their wrappers.
    let mode: 'undecided' | 'hold' | 'pass' = 'undecided'
    const decide = () => {
      if (mode !== 'undecided') return mode
      const html = /^text\/html/i.test(String(res.getHeader('content-type') ?? ''))
      mode = !res.headersSent && res.statusCode === 200 && html ? 'hold' : 'pass'
      return mode
    }
    const keepChunk = (chunk: unknown, encodingArg: unknown) => {
      const piece = pieceOf(chunk, encodingArg)
      if (piece) chunks.push(piece)
    }
    const callbackOf = (args: unknown[]) => args.find((arg) => typeof arg === 'function') as (() => void) | undefined

    // A head Next writes itself is kept back with the body: its headers become the response's.
    res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
      if (mode === 'pass' || res.headersSent) return writeHead(statusCode, ...rest)
      res.statusCode = statusCode
      const headers = rest.find((arg) => arg && typeof arg === 'object') as
        http.OutgoingHttpHeaders | (string | string[])[] | undefined
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1])
      } else if (headers) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
      }
      if (decide() === 'pass') return writeHead(statusCode)
      return res
    }) as typeof res.writeHead

    // Next flushes the head before streaming the body: a held page has nothing to flush yet.
    res.flushHeaders = () => {
      if (decide() === 'pass') flushHeaders()
    }

    res.write = ((...args: unknown[]) => {
      if (decide() === 'pass') return write(...args)
      keepChunk(args[0], args[1])
      callbackOf(args)?.()
      return true
    }) as typeof res.write

    res.end = ((...args: unknown[]) => {
      if (decide() === 'pass') return end(...args)
      keepChunk(args[0], args[1])
      const callback = callbackOf(args)
      // A version is known by its bytes (Next's own ETag is off: it hashed every page in
      // JavaScript on every request, next.config.mjs); sha1 runs natively over the pieces.
      const hash = createHash('sha1')
      for (const chunk of chunks) hash.update(chunk)
      const digest = hash.digest('base64url').slice(0, 22)
      const critical = res.getHeader('x-nextjs-cache') !== undefined
      const etag = `"${digest}${saveData ? '-s' : ''}"`
      res.setHeader('ETag', etag)
      if (ifNoneMatch(req.headers['if-none-match'], etag)) {
        mode = 'pass'
        res.statusCode = 304
        for (const name of ['content-type', 'content-length', 'transfer-encoding', 'content-encoding'])
          res.removeHeader(name)
        return callback ? end(callback) : end()
      }
      const key = `${digest}|${critical}|${saveData}`
      let version = versions.get(key)
      if (!version) {
        version = finished(Buffer.concat(chunks), { critical, saveData })
        versions.set(key, version)
      }
      version
        .then(async (v) => ({ v, bytes: await encode(v, encoding) }))
        .then(
          ({ v, bytes }) => {
            // From here on the head and body go out as they are.
            mode = 'pass'
            if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
            else res.removeHeader('Content-Encoding')
            res.removeHeader('Transfer-Encoding')
            res.setHeader('Content-Length', String(bytes.length))
            appendVary(res, ['Accept-Encoding', 'Save-Data'])
            appendLinks(res, v.links)
            // Kept for the same request again: a page from Next's cache (not one it served stale),
            // with no cookie of its own.
            const cache = String(res.getHeader('x-nextjs-cache') ?? '')
            if (answerKey && critical && cache !== 'STALE' && !res.hasHeader('set-cookie'))
              answers.set(answerKey, answerOf(res, since, bytes))
            return callback ? end(bytes, callback) : end(bytes)
          },
          (error: unknown) => {
            console.error('[site] finishing a page failed', error)
            mode = 'pass'
            const body = Buffer.concat(chunks)
            return callback ? end(body, callback) : end(body)
          },
        )
      return res
    }) as typeof res.end
    return 'next'
  }
}

/** Adds `values` to the response's `Vary`, each once, whatever it says already. */
export function appendVary(res: http.ServerResponse, values: string[]) {
  const current = String(res.getHeader('vary') ?? '')
  const present = new Set(
    current
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean),
  )
  const added = values.filter((v) => !present.has(v.toLowerCase()))
  if (added.length) res.setHeader('Vary', [current, ...added].filter(Boolean).join(', '))
}

/** Adds `links` to the response's `Link` header (after the canonical link the proxy may have set). */
function appendLinks(res: http.ServerResponse, links: string[]) {
  if (links.length === 0) return
  const current = res.getHeader('link')
  const present = current === undefined ? [] : Array.isArray(current) ? current : [String(current)]
  res.setHeader('Link', [...present, ...links].join(', '))
}
