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

/** `next start` of a built variant; its JSON route answers with the body in `jsonFile`. */
export function startBare(variant: BareVariant, port: number, jsonFile: string): Server {
  return spawnServer(
    `bare ${variant}`,
    `http://127.0.0.1:${port}`,
    next,
    ['start', bareDir, '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: projectRoot,
      env: { ...envFor(variant), BENCH_JSON_FILE: jsonFile },
    },
  )
}
