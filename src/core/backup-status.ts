import fs from 'node:fs'
import path from 'node:path'
import { setting } from './config'

/**
 * Where backups go and what the last one did (docs/decisions/013-backups.md). Written by
 * `npm run backup` (scripts/backup.ts, also run on the start script's schedule) and read by
 * the dashboard. No `server-only` marker: the scripts import it as well.
 */

/** The dashboard warns when the newest good backup is older than this. */
const staleAfterMs = 2 * 24 * 60 * 60 * 1000

/** Backups, schedules and dates in the back office use the organisation's time zone, SITE_TIME_ZONE. */
export const siteTimeZone = () => setting('SITE_TIME_ZONE')

/**
 * BACKUP_DIR, or backups/ in DATA_DIR (default `.data/backups`). The scripts pass their own
 * DATA_DIR (scripts/lib/runtime.ts); the Next server runs in the project folder.
 */
export function backupDir(dataDir?: string): string {
  const given = setting('BACKUP_DIR')
  if (given) return path.resolve(given)
  return path.join(dataDir ?? path.resolve(setting('DATA_DIR')), 'backups')
}

export type BackupStatus = {
  /** The newest archive that was written in full. */
  lastSuccess?: { at: string; path: string; bytes: number }
  /** The newest attempt that failed, with its one-line reason. */
  lastFailure?: { at: string; error: string }
}

const statusFile = (dir: string) => path.join(dir, 'status.json')

/** The recorded status; empty when no backup was ever attempted or the file is unreadable. */
export function readBackupStatus(dir = backupDir()): BackupStatus {
  try {
    const parsed = JSON.parse(fs.readFileSync(statusFile(dir), 'utf8')) as BackupStatus
    return typeof parsed === 'object' && parsed ? parsed : {}
  } catch {
    return {}
  }
}

/** Records one attempt, keeping the other half of the status; written beside and renamed, so a reader never sees half a file. */
export function recordBackup(
  dir: string,
  result: { ok: true; path: string; bytes: number } | { ok: false; error: string },
  at = new Date(),
) {
  const status = readBackupStatus(dir)
  if (result.ok) status.lastSuccess = { at: at.toISOString(), path: result.path, bytes: result.bytes }
  else status.lastFailure = { at: at.toISOString(), error: result.error.split('\n')[0].slice(0, 500) }
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const temporary = `${statusFile(dir)}.${process.pid}.tmp`
  fs.writeFileSync(temporary, JSON.stringify(status, null, 2) + '\n', { mode: 0o600 })
  fs.renameSync(temporary, statusFile(dir))
}

export type BackupNotice =
  | { kind: 'none' }
  | { kind: 'ok'; at: Date; bytes: number }
  | { kind: 'stale'; at: Date; bytes: number }
  | { kind: 'failed'; at: Date; error: string; last?: { at: Date; bytes: number } }

/** What the dashboard says: the last good backup, or a warning when the last attempt failed or the last good one is over two days old. */
export function backupNotice(status: BackupStatus, now = new Date()): BackupNotice {
  const success = status.lastSuccess && { at: new Date(status.lastSuccess.at), bytes: status.lastSuccess.bytes }
  const failure = status.lastFailure && { at: new Date(status.lastFailure.at), error: status.lastFailure.error }
  if (failure && (!success || failure.at > success.at)) return { kind: 'failed', ...failure, last: success }
  if (!success) return { kind: 'none' }
  return now.getTime() - success.at.getTime() > staleAfterMs
    ? { kind: 'stale', ...success }
    : { kind: 'ok', ...success }
}
