// npm run build: a production build of the site and back office, stamped with the hash of
// its sources so that `npm start` knows when it must build again.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { markBuildCurrent, sourceHash } from './lib/build-state'
import { precompressStatic } from './lib/static-assets'
import { ensureSecret, log, projectRoot, runScript } from './lib/runtime'

const bin = (name: string) => path.join(projectRoot, 'node_modules', '.bin', name)

export async function build() {
  ensureSecret()
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  // The sources as this build reads them: one changed while it builds is not in it.
  const sources = sourceHash()
  log('building the site (next build)')
  const result = spawnSync(bin('next'), ['build'], { cwd: projectRoot, stdio: 'inherit', env })
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`)
  const packed = await precompressStatic(path.join(projectRoot, '.next', 'static'))
  log(`compressed ${packed.files} build files once (brotli: ${kb(packed.bytes)} → ${kb(packed.brotliBytes)})`)
  markBuildCurrent(sources)
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

if (import.meta.url === `file://${process.argv[1]}`) runScript(build)
