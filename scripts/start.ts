// npm start: database (embedded unless DATABASE_URL), migrations, first administrator, seed,
// a build when the sources changed, then the production server on PORT (default 3000).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { buildIsCurrent } from './lib/build-state'
import { prepareDatabase } from './lib/prepare-database'
import { retryDelays, smtpSettings } from '../src/core/mail/config'
import { trustedProxyCount } from '../src/security/client-address'
import { assertPortFree, ensureSecret, log, openDatabase, projectRoot, runScript, StartupError } from './lib/runtime'
import { build } from './build'
import { scheduleBackups } from './lib/backup/schedule'
import { backupKeep, backupSchedule } from './lib/backup/settings'

runScript(async () => {
  ensureSecret()
  try {
    trustedProxyCount(process.env.TRUST_PROXY)
    // A wrong SMTP_URL or MAIL_RETRY_DELAYS is a one-line error now, not a silent outbox later.
    const smtp = smtpSettings()
    retryDelays()
    // Every mail's links (confirmation, reset, List-Unsubscribe) are built from SERVER_URL.
    if (smtp && !/^https:\/\//i.test(process.env.SERVER_URL ?? '')) {
      log('warning: SMTP_URL is set but SERVER_URL is not an https:// address; the links in every e-mail point there (RFC 8058 wants https for List-Unsubscribe)')
    }
  } catch (error) {
    throw new StartupError((error as Error).message)
  }
  // Checked before anything starts: a wrong setting is a one-line error, not a surprise at 3 a.m.
  const backups = backupSchedule()
  backupKeep()
  const port = process.env.PORT || '3000'
  // A port already taken is a one-line error now, not a stack trace after the build.
  await assertPortFree(port)
  // An embedded PostgreSQL that stops while the site runs is started again (decision 012).
  const db = await openDatabase('site', { keepRunning: true })
  let stopping = false
  const stopDatabase = async () => {
    if (stopping) return
    stopping = true
    await db.stop().catch(() => {})
  }
  try {
    await prepareDatabase({
      migrate: process.env.MIGRATE_ON_START !== 'false',
      seed: process.env.SEED_ON_START !== 'false',
    })
    if (!buildIsCurrent()) await build()
  } catch (error) {
    await stopDatabase()
    throw error
  }

  // Backups on a schedule belong to the embedded default; with DATABASE_URL the database's
  // own backups or a cron job running `npm run backup` do it (docs/decisions/013-backups.md).
  const scheduled = db.embedded && backups ? scheduleBackups(backups, log) : undefined

  // Next behind the site's request guard (client address, security headers): scripts/serve.ts.
  const server = spawn(path.join(projectRoot, 'node_modules', '.bin', 'tsx'), [path.join(projectRoot, 'scripts', 'serve.ts')], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      // Ctrl-C reaches PostgreSQL too: a database that stops from now on stays stopped.
      db.stopKeepingRunning()
      scheduled?.stop()
      server.kill(signal)
    })
  }
  server.on('exit', async (code, signal) => {
    await stopDatabase()
    process.exit(code ?? (signal ? 0 : 1))
  })
}, { exitWhenDone: false })
