// npm run restore -- <archive> [--yes]: puts the database and the uploaded media back exactly
// as the archive has them (docs/decisions/013-backups.md). Asks first unless --yes; refuses
// while the site runs on the same embedded database.
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { prepareDatabase } from './lib/prepare-database'
import { ensureSecret, log, runScript } from './lib/runtime'
import { mediaRoot } from '../src/core/uploads/image-upload'
import { openTarget } from './lib/backup/database'
import { BackupError, oneLine } from './lib/backup/errors'
import type { Manifest } from './lib/backup/manifest'
import { restoreBackup } from './lib/backup/restore'
import { committedMigrations } from './lib/migrations'
import { databaseDiagnosis, step, stepLimits } from './lib/steps'

const usage = 'Usage: npm run restore -- <archive.tar.gz> [--yes]'

function parseArguments(args: string[]): { archive: string; yes: boolean } {
  const yes = args.includes('--yes') || args.includes('-y')
  const rest = args.filter((a) => a !== '--yes' && a !== '-y')
  const unknown = rest.find((a) => a.startsWith('-'))
  if (unknown) throw new BackupError(`Unknown option ${unknown}. ${usage}`)
  if (rest.length !== 1) throw new BackupError(usage)
  return { archive: rest[0], yes }
}

/** One line from the terminal (or from a pipe); no answer at all is a no. */
function ask(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout })
    let answered = false
    rl.question(question, (answer) => {
      answered = true
      // A piped answer is not echoed: end the question's line.
      if (!process.stdin.isTTY) process.stdout.write('\n')
      rl.close()
      resolve(answer)
    })
    rl.on('close', () => {
      if (!answered) resolve('')
    })
  })
}

runScript(async () => {
  const { archive, yes } = parseArguments(process.argv.slice(2))
  if (!fs.existsSync(archive)) throw new BackupError(`No backup archive at ${path.resolve(archive)}.`)
  ensureSecret()
  const target = await step(
    'database',
    { limit: stepLimits.database, waitingFor: 'PostgreSQL to accept connections' },
    () => openTarget({ forRestore: true }),
  )
  const migrations = await committedMigrations()
  const where = target.embedded ? 'the embedded database' : 'the database at DATABASE_URL'
  const confirm = async (manifest: Manifest) => {
    if (yes) return true
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0)
    const answer = await ask(
      `This replaces every record in ${where} and every file in ${mediaRoot()} with the backup of ${manifest.createdAt} (${rows} rows, ${manifest.media.files.length} files). Type "yes" to go on: `,
    )
    return answer.trim().toLowerCase() === 'yes'
  }
  let result: Awaited<ReturnType<typeof restoreBackup>>
  try {
    result = await step(
      'restore',
      {
        limit: stepLimits.restore,
        waitingFor: 'the archive to be read and put back',
        diagnose: databaseDiagnosis(() => target.url),
      },
      () => restoreBackup({ archive, databaseUrl: target.url, mediaDir: mediaRoot(), migrations, confirm, log }),
    )
    if (!result) throw new BackupError('Restore cancelled: nothing was changed.')
    if (result.newerMigrations.length) {
      log(`applying ${result.newerMigrations.length} migration(s) newer than the backup`)
      await prepareDatabase({ migrate: true, seed: false })
    }
  } catch (error) {
    throw error instanceof BackupError ? error : new BackupError(`The restore failed: ${oneLine(error)}`)
  } finally {
    await target.close()
  }
  log(`restored ${archive} (made ${result.manifest.createdAt})`)
})
