import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { clusterOwner, runningClusterPort } from '../embedded-postgres'
import { assertReachable, dataDir, log, openDatabase } from '../runtime'
import { BackupError } from './errors'
import { setting } from '../../../src/core/config'

export type Target = {
  url: string
  /** The embedded cluster in DATA_DIR (not DATABASE_URL). */
  embedded: boolean
  /** Stops a cluster this script started; leaves a running one alone. */
  close(): Promise<void>
}

const clusterDir = () => path.join(dataDir, 'postgres')

/**
 * The process id of a start script serving on the embedded cluster, if one runs: the cluster's
 * owner (scripts/lib/embedded-postgres.ts), when that owner is `npm start` and not `npm run dev`
 * or a one-shot script. Without /proc, a live owner is taken at its word.
 */
function runningSite(): number | undefined {
  const owner = clusterOwner(clusterDir())
  return owner && (owner.command === '' || owner.command.includes('scripts/start.ts')) ? owner.pid : undefined
}

/**
 * The site's database: DATABASE_URL when set; otherwise the embedded cluster in DATA_DIR,
 * used where it runs (the site serving on it keeps serving: a backup is online) or started
 * for the script's run. Starting it through openDatabase while it runs would stop the site's
 * server, which is why a running one is joined instead.
 */
export async function openTarget({ forRestore }: { forRestore: boolean }): Promise<Target> {
  const external = setting('DATABASE_URL')
  if (external) {
    await assertReachable(external)
    return { url: external, embedded: false, close: async () => {} }
  }
  if (forRestore) {
    const site = runningSite()
    if (site) {
      throw new BackupError(
        `The site is running on this database (npm start, process ${site}). Stop it first, then run the restore again.`,
      )
    }
  } else if (!fs.existsSync(path.join(clusterDir(), 'PG_VERSION'))) {
    throw new BackupError(
      `There is no database to back up yet in ${clusterDir()}: start the site once with npm start (or set DATABASE_URL).`,
    )
  }
  const port = runningClusterPort(clusterDir())
  if (port) {
    const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim()
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/site`
    const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' })
    await admin.connect().catch((error: Error) => {
      throw new BackupError(`The embedded PostgreSQL in ${clusterDir()} runs but does not answer (${error.message}).`)
    })
    try {
      const { rowCount } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'site'`)
      if (!rowCount) {
        if (!forRestore)
          throw new BackupError('There is no site database to back up yet: start the site once with npm start.')
        await admin.query('CREATE DATABASE "site"')
      }
    } finally {
      await admin.end().catch(() => {})
    }
    log(`using the running embedded PostgreSQL on port ${port}`)
    process.env.DATABASE_URL = url
    return { url, embedded: true, close: async () => {} }
  }
  const db = await openDatabase('site')
  return { url: db.url, embedded: true, close: () => db.stop() }
}
