import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from './runtime'

/** What a production build is made of: if any of it changes, `npm start` builds again. */
const inputs = [
  'app',
  'src',
  'collections',
  'migrations',
  'public',
  'payload.config.ts',
  'proxy.ts',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  // The step after `next build`: the build's files compressed once.
  'scripts/build.ts',
  'scripts/lib/static-assets.ts',
]

const skip = new Set(['node_modules', '.next', '.data', 'media'])

function walk(dir: string, out: string[]) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, out)
    else if (entry.isFile()) out.push(full)
  }
}

export function sourceHash(): string {
  const files: string[] = []
  for (const input of inputs) {
    const full = path.join(projectRoot, input)
    if (!fs.existsSync(full)) continue
    if (fs.statSync(full).isDirectory()) walk(full, files)
    else files.push(full)
  }
  const hash = createHash('sha256')
  for (const file of files.sort()) {
    hash.update(path.relative(projectRoot, file))
    hash.update('\0')
    hash.update(fs.readFileSync(file))
    hash.update('\0')
  }
  return hash.digest('hex')
}

const stampFile = path.join(projectRoot, '.next', 'source-hash')

export function buildIsCurrent(): boolean {
  if (!fs.existsSync(path.join(projectRoot, '.next', 'BUILD_ID'))) return false
  try {
    return fs.readFileSync(stampFile, 'utf8').trim() === sourceHash()
  } catch {
    return false
  }
}

/** Stamps the build with `hash`: the sources as they were when it started (a change during the build then makes the next start build again). */
export function markBuildCurrent(hash = sourceHash()) {
  fs.writeFileSync(stampFile, hash + '\n')
}
