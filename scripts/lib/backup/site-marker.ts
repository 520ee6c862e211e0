import fs from 'node:fs'
import path from 'node:path'
import { liveProcessIn } from '../pid-file'

/**
 * `DATA_DIR/site.pid`: written by the start script while it serves on the embedded database,
 * so that a restore can refuse to pull the database from under a running site. PostgreSQL's
 * own postmaster.pid does not say this: `npm run dev` and the one-shot scripts start the same
 * cluster.
 */
const markerFile = (dataDir: string) => path.join(dataDir, 'site.pid')

export function markSiteRunning(dataDir: string) {
  const file = markerFile(dataDir)
  fs.writeFileSync(file, `${process.pid}\n`, { mode: 0o600 })
  process.once('exit', () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file)
    } catch {
      // Already gone.
    }
  })
}

/**
 * The process id of a start script serving on this DATA_DIR, if one is running. A marker
 * left by a killed start script does not count: its process is gone, or its number now
 * belongs to a process that is not a start script.
 */
export function runningSite(dataDir: string): number | undefined {
  const site = liveProcessIn(markerFile(dataDir))
  // Without /proc a live process holding the marker is taken at its word.
  return site && (site.command === '' || site.command.includes('start')) ? site.pid : undefined
}
