import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { stopGroup } from '../process-group'

/** Polls `url` until it answers 2xx (a build may run first: the start script builds when it must). */
export async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`the server for ${url} exited (code ${child.exitCode}) before it answered`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

export type Server = { name: string; base: string; child: ChildProcess }

/** A server in a process group of its own, so that stopping it stops what it started (Next, PostgreSQL's helpers). */
export function spawnServer(
  name: string,
  base: string,
  command: string,
  args: string[],
  options: SpawnOptions,
): Server {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'inherit'], ...options })
  return { name, base, child }
}

/** SIGTERM to the server's group, then SIGKILL if it is still there after a few seconds. */
export async function stopServer(server: Server | undefined): Promise<void> {
  if (!server) return
  await stopGroup(server.child, 8000)
  // The start script stops its database after Next: give that a moment.
  await new Promise((r) => setTimeout(r, 500))
}

/** Runs a command to the end; its standard output, or an error with its standard error. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
    let out = ''
    let err = ''
    child.stdout?.on('data', (d) => (out += d))
    child.stderr?.on('data', (d) => (err += d))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(
            new Error(
              `${command} ${args.join(' ')} failed (exit ${code}): ${err.trim().split('\n').slice(-8).join('\n')}`,
            ),
          ),
    )
  })
}
