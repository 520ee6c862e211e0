import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type http from 'node:http'
import sirv from 'sirv'

/**
 * The build's own files (`/_next/static/…`: scripts, stylesheets), which never change under their
 * hashed names. `npm run build` compresses each once, with brotli at its best and gzip at its best
 * (`precompressStatic`); the server sends the smallest one the browser accepts, straight from the
 * disk (`staticAssets`). Next would gzip each at an everyday level on every request.
 */

const staticPrefix = '/_next/static/'

/** Text files worth compressing; images and fonts come compressed already. */
const compressible = /\.(js|mjs|css|json|txt|svg|map)$/

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of the build's static folder. */
export async function precompressStatic(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = (await filesUnder(dir)).filter((file) => compressible.test(file))
  let bytes = 0
  let brotliBytes = 0
  // zlib works on Node's thread pool: a few at a time keeps every core busy.
  const queue = [...files]
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const data = await fs.readFile(file)
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ])
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)])
      bytes += data.length
      brotliBytes += br.length
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return { files: files.length, bytes, brotliBytes }
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void

/**
 * Serves GET and HEAD of `/_next/static/…` from `dir` (the build's `.next/static`), with the
 * compressed copy the browser accepts, a year's immutable caching, ETag and ranges; any other
 * method gets 405. Answers `false` for another path or a file the build does not have, which
 * Next then answers (its 404).
 */
export function staticAssets(dir: string) {
  const serve: Handler = sirv(dir, {
    dev: false,
    etag: true,
    immutable: true,
    maxAge: 31536000,
    brotli: true,
    gzip: true,
    extensions: [],
  })
  return (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const url = req.url ?? ''
    if (!url.startsWith(staticPrefix)) return false
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('This file can only be read (GET or HEAD).')
      return true
    }
    let found = true
    const original = req.url
    req.url = url.slice(staticPrefix.length - 1)
    serve(req, res, () => {
      found = false
    })
    req.url = original
    return found
  }
}
