import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { ClusterInUse, joinRunningCluster, startCluster, type Cluster } from './embedded-postgres'
import { setting } from '../../src/core/config'

/**
 * What the scripts (start, dev, seed, migrate) need before Payload can load: a database and
 * a secret. Used by scripts only, never by the Next server, which receives both through its
 * environment.
 */

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
/** The secret, the embedded PostgreSQL and its password: `.data/`, or DATA_DIR (tests start sites of their own). */
export const dataDir = path.resolve(projectRoot, setting('DATA_DIR'))

/** An error whose message is the whole story: scripts print it as one line and exit 1. */
export class StartupError extends Error {}

export const log = (line: string) => console.log(`[site] ${line}`)

/** Why the site cannot listen on `port`, in one line, or the error itself when it is another. */
export function listenFailure(port: number, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  if (code === 'EADDRINUSE')
    return new StartupError(
      `Port ${port} is already in use (another npm start, or another program). Stop that first, or set PORT to a free port.`,
    )
  if (code === 'EACCES')
    return new StartupError(`Port ${port} needs privileges this user does not have. Set PORT to a port above 1023.`)
  return error
}

/**
 * Fails at once, before the database and the build, when the site could not listen on `port`
 * (the interfaces the server listens on: all of them).
 */
export async function assertPortFree(setting: string): Promise<void> {
  const port = Number(setting)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new StartupError(`PORT must be a port number from 1 to 65535, not "${setting}".`)
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (error) => reject(listenFailure(port, error)))
    probe.listen(port, () => probe.close(() => resolve()))
  })
}

function ensureDataDir() {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o711 })
  fs.chmodSync(dataDir, 0o711)
}

/** PAYLOAD_SECRET from the environment, or one generated once and kept under .data/. */
export function ensureSecret(): string {
  const given = setting('PAYLOAD_SECRET')
  if (given) return given
  if (process.env.NODE_ENV === 'production' && setting('DATABASE_URL')) {
    throw new StartupError(
      'PAYLOAD_SECRET is not set. In production with DATABASE_URL, set PAYLOAD_SECRET to a long random string (the same on every instance).',
    )
  }
  ensureDataDir()
  const file = path.join(dataDir, 'payload-secret')
  let secret = ''
  try {
    secret = fs.readFileSync(file, 'utf8').trim()
  } catch {
    secret = randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret + '\n', { mode: 0o600 })
  }
  process.env.PAYLOAD_SECRET = secret
  return secret
}

function describe(url: string): string {
  try {
    const u = new URL(url)
    return `${u.hostname}:${u.port || 5432}/${u.pathname.slice(1)}`
  } catch {
    return 'an address that is not a valid URL'
  }
}

/** One connection attempt with a short timeout; a clear one-line error when it fails. */
export async function assertReachable(url: string): Promise<void> {
  let client: pg.Client
  try {
    client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  } catch {
    throw new StartupError(`DATABASE_URL is not a valid PostgreSQL URL (postgres://user:password@host:5432/database).`)
  }
  try {
    await client.connect()
    await client.query('SELECT 1')
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new StartupError(
      `Cannot reach PostgreSQL at ${describe(url)} (${reason}). Check DATABASE_URL and that the server is running, or unset DATABASE_URL to use the embedded database.`,
    )
  } finally {
    await client.end().catch(() => {})
  }
}

export type Database = {
  url: string
  embedded: boolean
  stop(): Promise<void>
  /** Shutting down: an embedded PostgreSQL that stops from now on is not started again. */
  stopKeepingRunning(): void
}

/**
 * DATABASE_URL when it is set; otherwise the embedded PostgreSQL under .data/postgres, with
 * the named database on it. Sets process.env.DATABASE_URL for Payload. With `keepRunning`
 * (the start script), the embedded PostgreSQL is started again, on the same port and with the
 * same password, whenever it stops before `stop()` (docs/decisions/012-*).
 *
 * When another live script (a running `npm start`) already runs the embedded PostgreSQL, a
 * script that may `join` (the one-shot ones: migrate, seed, payload) uses that server and
 * leaves it running; any other stops with a one-line error. Neither stops the server under
 * the script that runs it.
 */
export async function openDatabase(database = 'site', { keepRunning = false, join = false } = {}): Promise<Database> {
  const external = setting('DATABASE_URL')
  if (external) {
    await assertReachable(external)
    return { url: external, embedded: false, stop: async () => {}, stopKeepingRunning: () => {} }
  }
  ensureDataDir()
  const clusterDir = path.join(dataDir, 'postgres')
  const passwordFile = path.join(dataDir, 'postgres-password')
  const where = clusterDir.startsWith(projectRoot + path.sep) ? path.relative(projectRoot, clusterDir) : clusterDir
  let cluster: Cluster
  try {
    cluster = await startCluster({ dataDir: clusterDir, passwordFile, persistent: true, log, keepRunning })
  } catch (error) {
    if (!(error instanceof ClusterInUse)) throw new StartupError((error as Error).message)
    const joined = join ? joinRunningCluster(clusterDir, passwordFile) : undefined
    if (!joined) throw new StartupError(error.message.replace(clusterDir, where))
    log(`using the embedded PostgreSQL that process ${error.owner.pid} runs`)
    cluster = joined
  }
  await cluster.createDatabase(database)
  const url = cluster.urlFor(database)
  process.env.DATABASE_URL = url
  log(`embedded PostgreSQL ready (database "${database}" in ${where})`)
  return { url, embedded: true, stop: () => cluster.stop(), stopKeepingRunning: () => cluster.stopKeepingRunning() }
}

/**
 * Runs a one-shot script: exits when `main` is done (Payload keeps a database connection
 * open that would otherwise keep the process alive), and prints a StartupError as one line
 * instead of a stack trace.
 */
export function runScript(main: () => Promise<void>, { exitWhenDone = true } = {}) {
  main().then(
    () => {
      if (exitWhenDone) process.exit(process.exitCode ?? 0)
    },
    (error) => {
      if (error instanceof StartupError) {
        // An empty message: the line was said already (by a child process).
        if (error.message) console.error(`[site] ${error.message}`)
      } else {
        console.error(error)
      }
      process.exit(1)
    },
  )
}
