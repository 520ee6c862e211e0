import { Cron } from 'croner'
import { siteTimeZone } from '../../../src/core/backup-status'
import { BackupError } from './errors'
import { setting } from '../../../src/core/config'

/** Scheduled backups: daily at 03:00 in the site's time zone unless BACKUP_SCHEDULE says otherwise. */
const defaultSchedule = '0 3 * * *'

/** BACKUP_KEEP: how many archives to keep (default 7), a whole number from 1. */
export function backupKeep(): number {
  try {
    return setting('BACKUP_KEEP')
  } catch (error) {
    throw new BackupError((error as Error).message)
  }
}

/** BACKUP_SCHEDULE as a cron pattern in SITE_TIME_ZONE, or undefined for `off`; a clear error for anything else. */
export function backupSchedule(): { pattern: string; timezone: string } | undefined {
  const pattern = setting('BACKUP_SCHEDULE')
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
