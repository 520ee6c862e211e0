import { Cron } from 'croner'
import { siteTimeZone } from '../../../src/core/backup-status'
import { BackupError } from './errors'

/** Scheduled backups: daily at 03:00 in the site's time zone unless BACKUP_SCHEDULE says otherwise. */
export const defaultSchedule = '0 3 * * *'

/** BACKUP_KEEP: how many archives to keep (default 7), a whole number from 1. */
export function backupKeep(): number {
  const given = process.env.BACKUP_KEEP?.trim()
  if (!given) return 7
  const keep = Number(given)
  if (!Number.isInteger(keep) || keep < 1)
    throw new BackupError(`BACKUP_KEEP must be a whole number from 1 (it is "${given}").`)
  return keep
}

/** BACKUP_SCHEDULE as a cron pattern in SITE_TIME_ZONE, or undefined for `off`; a clear error for anything else. */
export function backupSchedule(): { pattern: string; timezone: string } | undefined {
  const pattern = process.env.BACKUP_SCHEDULE?.trim() || defaultSchedule
  if (pattern.toLowerCase() === 'off') return undefined
  const timezone = siteTimeZone()
  try {
    new Cron(pattern, { timezone, paused: true }).stop()
  } catch (error) {
    throw new BackupError(
      `BACKUP_SCHEDULE "${pattern}" with SITE_TIME_ZONE "${timezone}" is not usable (${(error as Error).message}); use cron syntax such as "${defaultSchedule}", or off.`,
    )
  }
  return { pattern, timezone }
}
