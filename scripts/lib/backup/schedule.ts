import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { Cron } from 'croner'
import { backupDir, recordBackup } from '../../../src/core/backup-status'
import { dataDir, projectRoot } from '../runtime'
import { backupKeep } from './settings'

type Schedule = { pattern: string; timezone: string }

/**
 * Runs `scripts/backup.ts` on the schedule, as a child process: the site's server never waits
 * on a backup, and a backup that fails cannot take the start script down. The child records
 * its own result in BACKUP_DIR/status.json (the dashboard reads it); a child that dies
 * without a word (killed) is recorded here. A run still going when the next is due is not
 * doubled (croner's `protect`).
 */
export function scheduleBackups({ pattern, timezone }: Schedule, log: (line: string) => void) {
  let running: ChildProcess | undefined
  const runOnce = () =>
    new Promise<void>((resolve) => {
      const child = spawn(
        path.join(projectRoot, 'node_modules', '.bin', 'tsx'),
        [path.join(projectRoot, 'scripts', 'backup.ts')],
        {
          cwd: projectRoot,
          env: process.env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      running = child
      let output = ''
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.on('exit', (code, signal) => {
        running = undefined
        const lines = output.trim().split('\n')
        if (code === 0) log(`scheduled backup written: ${lines.at(-1)}`)
        else {
          // Exit code 1 is the script's own failure, already recorded; anything else is a death.
          if (code !== 1)
            recordBackup(backupDir(dataDir), {
              ok: false,
              error: `the backup process ended (${signal ?? `exit code ${code}`})`,
            })
          log(
            `scheduled backup failed: ${
              lines
                .filter((l) => l.trim())
                .at(-1)
                ?.replace(/^\[site\] /, '') ??
              signal ??
              code
            }`,
          )
        }
        resolve()
      })
    })
  const job = new Cron(pattern, { timezone, protect: true, catch: true }, runOnce)
  log(
    `backups: "${pattern}" (${timezone}), next ${job.nextRun()?.toISOString()}, the newest ${backupKeep()} kept in ${backupDir(dataDir)}`,
  )
  return {
    stop() {
      job.stop()
      running?.kill('SIGTERM')
    },
  }
}
