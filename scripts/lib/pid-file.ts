import fs from 'node:fs'

/** Whether a process with this number runs (EPERM: it does, as another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The live process whose number `file` holds, with its command line ('' where there is no
 * /proc), unless the file is missing or broken, the process is gone or it is this one.
 */
export function liveProcessIn(file: string): { pid: number; command: string } | undefined {
  let pid: number
  try {
    pid = Number(fs.readFileSync(file, 'utf8').trim())
  } catch {
    return undefined
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return undefined
  let command = ''
  try {
    command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ')
  } catch {
    // No /proc (not Linux).
  }
  return { pid, command }
}
