// npm run backup: one archive of the database and the uploaded media under BACKUP_DIR, taken
// while the site serves and writes (docs/decisions/013-backups.md). Its last line is the
// archive's path. Also what the start script runs on BACKUP_SCHEDULE.
import { backupDir, recordBackup } from '../src/core/backup-status'
import { dataDir, log, runScript } from './lib/runtime'
import { mediaRoot } from '../src/core/uploads/image-upload'
import { createBackup, pruneBackups } from './lib/backup/create'
import { openTarget } from './lib/backup/database'
import { BackupError, oneLine } from './lib/backup/errors'
import { backupKeep } from './lib/backup/settings'
import { databaseDiagnosis, step, stepLimits } from './lib/steps'

runScript(async () => {
  const dir = backupDir(dataDir)
  try {
    const keep = backupKeep()
    const target = await step(
      'database',
      { limit: stepLimits.database, waitingFor: 'PostgreSQL to accept connections' },
      () => openTarget({ forRestore: false }),
    )
    let result: Awaited<ReturnType<typeof createBackup>>
    try {
      result = await step(
        'backup',
        {
          limit: stepLimits.backup,
          waitingFor: 'the database and the media to be archived',
          diagnose: databaseDiagnosis(() => target.url),
        },
        () => createBackup({ databaseUrl: target.url, mediaDir: mediaRoot(), backupDir: dir, log }),
      )
    } finally {
      await target.close()
    }
    recordBackup(dir, { ok: true, path: result.path, bytes: result.bytes }, new Date(result.manifest.createdAt))
    for (const name of pruneBackups(dir, keep)) log(`removed the old backup ${name} (BACKUP_KEEP=${keep})`)
    log(`backup written (${(result.bytes / 1024 / 1024).toFixed(1)} MB)`)
    console.log(result.path)
  } catch (error) {
    try {
      recordBackup(dir, { ok: false, error: oneLine(error) })
    } catch {
      // The folder itself is the problem; the error below says so.
    }
    // One line for the operator (and the dashboard), never a stack trace.
    throw error instanceof BackupError ? error : new BackupError(`The backup failed: ${oneLine(error)}`)
  }
})
