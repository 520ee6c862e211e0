import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { expect } from '@playwright/test'
import { groupMembers, isRunning, signalGroup } from '../../scripts/lib/process-group'
import { send } from '../security/http'
import { freePort } from '../../scripts/lib/free-port'

export const root = path.resolve(import.meta.dirname, '../..')
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Every process below `pid` (Linux /proc), with its command line. */
export function descendants(pid: number): { pid: number; cmd: string }[] {
  const found: { pid: number; cmd: string }[] = []
  const walk = (parent: number) => {
    let tasks: string[] = []
    try {
      tasks = fs.readdirSync(`/proc/${parent}/task`)
    } catch {
      return
    }
    for (const task of tasks) {
      let children: number[] = []
      try {
        children = fs
          .readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8')
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map(Number)
      } catch {
        continue
      }
      for (const child of children) {
        let cmd = ''
        try {
          cmd = fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').replace(/\0/g, ' ')
        } catch {
          continue
        }
        found.push({ pid: child, cmd })
        walk(child)
      }
    }
  }
  walk(pid)
  return found
}

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Listens on the port PostgreSQL had and hangs up on every connection: the database stays unreachable. */
export async function holdPort(port: number): Promise<net.Server> {
  const deadline = Date.now() + 450
  for (;;) {
    const server = net.createServer((socket) => socket.destroy())
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, '127.0.0.1', () => resolve())
      })
      return server
    } catch (error) {
      // The kernel frees the dead postmaster's socket a moment after the kill.
      if (Date.now() > deadline)
        throw new Error(`could not take port ${port} before PostgreSQL came back: ${(error as Error).message}`)
      await sleep(10)
    }
  }
}

/** The Next servers (scripts/serve.ts) below the start script. */
export const nextServersOf = (site: ChildProcess) =>
  descendants(site.pid!)
    .filter((p) => p.cmd.includes('scripts/serve.ts'))
    .map((p) => p.pid)

/**
 * For a test of the site's lifecycle rather than its content: the start leaves out the seed (its
 * photos and PDFs take 20 s of a core alone, a minute beside the browser tests, which lose that
 * CPU). The tests of the seed's own media (backup, S3) and of a first start keep it.
 */
export const withoutSeed = { SEED_ON_START: 'false' } as const

export type Site = {
  process: ChildProcess
  baseURL: string
  port: number
  output: () => string
  /** SIGTERM, as a container runtime or service manager sends it; resolves with the exit code (SIGKILL after 40 s). */
  stop: () => Promise<number | null>
  /** kill -9 of the instance's every process (its process group), as when its machine dies. */
  kill: () => Promise<void>
}

/**
 * `npm start` (the real start script) on a port of its own (or `port`), in a process group of
 * its own; resolves once /api/health says it is ready (200).
 */
export async function startSite(env: NodeJS.ProcessEnv, { port: given }: { port?: number } = {}): Promise<Site> {
  const port = given ?? (await freePort())
  const baseURL = `http://127.0.0.1:${port}`
  let output = ''
  const child = spawn(process.execPath, [path.join(root, 'scripts/launch.mjs'), 'start'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  // SIGTERM to the start script alone, as a container runtime sends it to its first process.
  const stop = async () => {
    if (isRunning(child)) {
      child.kill('SIGTERM')
      await Promise.race([exited, sleep(40_000)])
      if (isRunning(child)) signalGroup(child, 'SIGKILL')
    }
    return exited
  }
  const kill = async () => {
    signalGroup(child, 'SIGKILL')
    await exited
  }
  // A start with its seed passed 200 s beside the browser tests on two busy cores (the seed alone a minute).
  const deadline = Date.now() + 300_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the start script exited with ${child.exitCode}:\n${output}`)
    if (Date.now() > deadline) {
      await kill()
      throw new Error(`the site did not become healthy:\n${output}`)
    }
    const res = await send(baseURL, { path: '/api/health' }).catch(() => undefined)
    if (res?.status === 200) break
    await sleep(500)
  }
  return { process: child, baseURL, port, output: () => output, stop, kill }
}

/**
 * SIGTERM, and what `npm run soak:start` asks of every start's end (docs/decisions/027-*): exit
 * 0, and nothing of the site's process group left running (its server, its embedded PostgreSQL)
 * two seconds later. The ops tests' sites, stopped this way, are the soak's repetitions.
 */
export async function stopCleanly(site: Site): Promise<void> {
  const code = await site.stop()
  expect(code, `the start script's exit code on SIGTERM; its last lines:\n${site.output().slice(-2000)}`).toBe(0)
  await expect.poll(() => groupMembers(site.process.pid!), { timeout: 2_000, intervals: [100] }).toEqual([])
}

/**
 * An ops test's teardown of a site with an embedded PostgreSQL: SIGTERM to the site, SIGKILL to
 * a postmaster still running (a test may have left it behind), then the test's folder removed.
 */
export async function removeSite(site: Site | undefined, dataDir: string, dir: string): Promise<void> {
  await site?.stop()
  const lockFile = path.join(dataDir, 'postgres/postmaster.pid')
  const pid = fs.existsSync(lockFile) ? postmaster(path.dirname(lockFile)).pid : 0
  if (pid && alive(pid)) process.kill(pid, 'SIGKILL')
  fs.rmSync(dir, { recursive: true, force: true })
}

/** A site's settings for media in an s3rver bucket on `port` (s3rver's fixed credentials). */
export const s3rverSettings = (port: number, bucket: string): Record<string, string> => ({
  S3_BUCKET: bucket,
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
})

/** The postmaster's process id and port, from its lock file. */
export function postmaster(dataDir: string): { pid: number; port: number } {
  const lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')
  return { pid: Number(lines[0]), port: Number(lines[3]) }
}

/** The 503 every contract call answers while the database is away. */
export const unavailableBody = {
  success: false,
  code: 'unavailable',
  message: 'The service is briefly unavailable. Please try again in a moment.',
}
