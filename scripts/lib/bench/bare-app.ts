import fs from 'node:fs'
import path from 'node:path'
import { securityHeadersFor } from '../../../src/security/headers'
import { projectRoot } from '../runtime'
import { run, spawnServer, type Server } from './processes'

export type BareVariant = 'plain' | 'rewrite'

const bareDir = path.join(projectRoot, 'bench', 'bare')
const next = path.join(projectRoot, 'node_modules', '.bin', 'next')

const envFor = (variant: BareVariant) => ({
  ...process.env,
  BENCH_BARE_VARIANT: variant,
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production' as const,
})

/**
 * Builds a variant of the bare app (bench/bare) with the site's own `next`, its page filled to
 * `htmlBytes`, into .next/bench-bare-<variant>/ (bench/bare/next.config.mjs).
 */
export async function buildBare(variant: BareVariant, htmlBytes: number): Promise<void> {
  try {
    await run(next, ['build', bareDir], {
      cwd: projectRoot,
      env: { ...envFor(variant), BENCH_HTML_BYTES: String(htmlBytes) },
    })
  } finally {
    // Next writes it on every build and it points into this build's folder, which the site's
    // next build deletes: left behind, it would break `npm run typecheck`.
    fs.rmSync(path.join(bareDir, 'next-env.d.ts'), { force: true })
  }
}

/**
 * The security headers the site may send with a page (src/security/headers.ts); named for a site
 * on HTTPS, so that Strict-Transport-Security is among them when the site sends it.
 */
const pageHeaderNames = Object.keys(securityHeadersFor('page', { serverUrl: 'https://x' }))

/** The headers of the answer to `url`, its body read to the end. */
async function headersOf(url: string): Promise<Headers> {
  const res = await fetch(url)
  await res.arrayBuffer()
  return res.headers
}

/**
 * The security headers the site's server sent with the page at `url`, to be sent by the bare app
 * too: a page of the site never goes without them, and one of them costs a first view time of its
 * own (Cross-Origin-Opener-Policy: a tab opened on another page changes browsing context group,
 * docs/decisions/040-yardstick-with-the-site-headers.md).
 */
export async function pageHeadersOf(url: string): Promise<Record<string, string>> {
  const sent = await headersOf(url)
  const headers: Record<string, string> = {}
  for (const name of pageHeaderNames) {
    const value = sent.get(name)
    if (value !== null) headers[name] = value
  }
  if (!headers['Cross-Origin-Opener-Policy'] || !headers['Content-Security-Policy'])
    throw new Error(`${url} came without the site's page headers; the figures would not compare`)
  return headers
}

/**
 * A built variant, served as the site is served (./bare-server.mjs): its pages with `pageHeaders`,
 * its JSON route answering with the body in `jsonFile`.
 */
export function startBare(
  variant: BareVariant,
  port: number,
  jsonFile: string,
  pageHeaders: Record<string, string>,
): Server {
  return spawnServer(
    `bare ${variant}`,
    `http://127.0.0.1:${port}`,
    process.execPath,
    [path.join(projectRoot, 'scripts', 'lib', 'bench', 'bare-server.mjs'), bareDir, String(port)],
    {
      cwd: projectRoot,
      env: { ...envFor(variant), BENCH_JSON_FILE: jsonFile, BENCH_PAGE_HEADERS: JSON.stringify(pageHeaders) },
    },
  )
}

/**
 * Refuses a yardstick that pays for a rewrite the site does not: Next carries a proxy's rewrite
 * inside the process when it points at the server's own origin, and says so with a path-only
 * `x-middleware-rewrite`; an origin in it means an HTTP hop to itself.
 */
export async function checkInternalRewrite(name: string, url: string): Promise<void> {
  const target = (await headersOf(url)).get('x-middleware-rewrite')
  if (target === null) throw new Error(`${name}: ${url} was not rewritten (no x-middleware-rewrite)`)
  if (/^[a-z]+:\/\//i.test(target))
    throw new Error(`${name}: ${url} is rewritten over HTTP to ${target}; the figures would not compare`)
}

/** Refuses a yardstick whose page goes without one of the site's page headers. */
export async function checkPageHeaders(name: string, url: string, pageHeaders: Record<string, string>): Promise<void> {
  const sent = await headersOf(url)
  for (const [header, value] of Object.entries(pageHeaders))
    if (sent.get(header) !== value) throw new Error(`${name}: ${url} is sent without the site's ${header}`)
}
