import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'

/*
 * A server started with `detached: true` leads a process group of its own; signals go to the
 * whole group, since the process started is only a launcher (npm, tsx, scripts/launch.mjs) and a
 * SIGKILL to it alone would leave the server it runs behind.
 */

/** Whether `child` has not exited yet. */
export const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

/** `signal` to the process group `child` leads; nothing if it is gone already. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

/** SIGTERM to the group, as `npm start` is stopped; SIGKILL if it has not exited after `graceMs`. */
export async function stopGroup(child: ChildProcess, graceMs: number): Promise<void> {
  if (!isRunning(child)) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  signalGroup(child, 'SIGTERM')
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)))
  if ((await Promise.race([exited, late])) === 'late') {
    signalGroup(child, 'SIGKILL')
    await exited
  }
  clearTimeout(timer)
}

/** The processes of a process group, with their command lines (Linux /proc). */
export function groupMembers(group: number): string[] {
  const members: string[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The process group is the 5th field of /proc/<pid>/stat, after the command in parentheses.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) !== group) continue
      members.push(
        `${entry} ${fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim().slice(0, 120)}`,
      )
    } catch {
      // Gone meanwhile.
    }
  }
  return members
}
