import fs from 'node:fs'
import path from 'node:path'
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
 * A built variant, served as the site is served (./bare-server.mjs); its JSON route answers with
 * the body in `jsonFile`.
 */
export function startBare(variant: BareVariant, port: number, jsonFile: string): Server {
  return spawnServer(
    `bare ${variant}`,
    `http://127.0.0.1:${port}`,
    process.execPath,
    [path.join(projectRoot, 'scripts', 'lib', 'bench', 'bare-server.mjs'), bareDir, String(port)],
    {
      cwd: projectRoot,
      env: { ...envFor(variant), BENCH_JSON_FILE: jsonFile },
    },
  )
}

/**
 * Refuses a yardstick that pays for a rewrite the site does not: Next carries a proxy's rewrite
 * inside the process when it points at the server's own origin, and says so with a path-only
 * `x-middleware-rewrite`; an origin in it means an HTTP hop to itself.
 */
export async function checkInternalRewrite(name: string, url: string): Promise<void> {
  const res = await fetch(url)
  await res.arrayBuffer()
  const target = res.headers.get('x-middleware-rewrite')
  if (target === null) throw new Error(`${name}: ${url} was not rewritten (no x-middleware-rewrite)`)
  if (/^[a-z]+:\/\//i.test(target))
    throw new Error(`${name}: ${url} is rewritten over HTTP to ${target}; the figures would not compare`)
}
