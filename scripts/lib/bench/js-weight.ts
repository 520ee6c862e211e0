import http from 'node:http'
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib'

/** The budget for the JavaScript of a public page's first view, gzipped at level 9 (issue #32). */
export const jsBudgetBytes = 150 * 1024

/**
 * `url`'s body as sent to a browser that accepts brotli and gzip (still compressed), and as the
 * file itself.
 */
function sentAndPlain(url: URL): Promise<{ sent: number; plain: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          const encoding = res.headers['content-encoding']
          const plain =
            encoding === 'br'
              ? brotliDecompressSync(body)
              : encoding === 'gzip'
                ? gunzipSync(body)
                : encoding === 'deflate'
                  ? inflateSync(body)
                  : body
          resolve({ sent: body.length, plain })
        })
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

/**
 * JavaScript a page loads before any interaction, gzipped at level 9 (the budget's measure) and
 * as the server sends it to a browser; and the page's own HTML weight.
 */
export async function pageWeight(url: string): Promise<{
  html: string
  htmlBytes: number
  htmlGzipBytes: number
  jsGzipBytes: number
  jsSentBytes: number
  jsFiles: number
}> {
  const html = await (await fetch(url)).text()
  const scripts = new Set<string>()
  // noModule scripts are the polyfills only browsers without ES modules load.
  for (const [tag, src] of html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g))
    if (!/nomodule/i.test(tag)) scripts.add(src)
  for (const [, href] of html.matchAll(/<link[^>]+rel="(?:modulepreload|preload)"[^>]+href="([^"]+\.js[^"]*)"/g))
    scripts.add(href)
  for (const [, href] of html.matchAll(/<link[^>]+href="([^"]+\.js[^"]*)"[^>]+as="script"/g)) scripts.add(href)
  let jsGzipBytes = 0
  let jsSentBytes = 0
  for (const src of scripts) {
    const { sent, plain } = await sentAndPlain(new URL(src, url))
    jsGzipBytes += gzipSync(plain, { level: 9 }).length
    jsSentBytes += sent
  }
  const htmlBytes = Buffer.byteLength(html)
  return {
    html,
    htmlBytes,
    htmlGzipBytes: gzipSync(Buffer.from(html), { level: 9 }).length,
    jsGzipBytes,
    jsSentBytes,
    jsFiles: scripts.size,
  }
}
