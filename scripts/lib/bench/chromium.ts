import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

/**
 * Debian's Chromium, as for the end-to-end tests (scripts/test-all.sh): installed with apt-get
 * when it is missing and the bench runs as root, otherwise a clear error.
 */
export function ensureChromium(): string {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  if (isExecutable(chromium)) return chromium
  const aptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).stdout.trim()
  if (process.getuid?.() !== 0 || !aptGet) {
    throw new Error(
      `Chromium is missing at ${chromium}: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH).`,
    )
  }
  console.log("[bench] installing Debian's chromium for Lighthouse")
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null'],
    { stdio: 'inherit' },
  )
  if (install.status !== 0 || !isExecutable(chromium)) throw new Error('Installing chromium with apt-get failed.')
  return chromium
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return true
  } catch {
    return false
  }
}
