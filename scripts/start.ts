// npm start: database (embedded unless DATABASE_URL), migrations, first administrator, seed,
// a build when the sources changed, then the production server on PORT (default 3000). Each
// step logs its time and has a limit (./lib/steps.ts); SIGTERM or SIGINT stops it gracefully
// and it exits 0 (docs/decisions/027-a-start-that-cannot-hang.md).
import { fork, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { buildIsCurrent } from './lib/build-state'
import { prepareInChild } from './lib/prepare-database'
import { checkSettings, setting } from '../src/core/config'
import {
  assertPortFree,
  ensureSecret,
  log,
  openDatabase,
  projectRoot,
  runScript,
  StartupError,
  type Database,
} from './lib/runtime'
import { build } from './build'
import { scheduleBackups } from './lib/backup/schedule'
import { backupKeep, backupSchedule } from './lib/backup/settings'
import { step, stepLimits, type Step } from './lib/steps'
import { serverReady, shutdownLimit, type ServerMessage } from './lib/lifecycle'

/** SIGTERM to a child process still running, then its exit; SIGKILL after `backstopS` seconds if given. */
async function end(child: ChildProcess | undefined, backstopS?: number): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const backstop = backstopS === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), backstopS * 1000)
  await exited
  clearTimeout(backstop)
}

/** The process's one stop: what is running is stopped in order, and the process exits with `code`. */
function stopper() {
  let db: Database | undefined
  let server: ChildProcess | undefined
  let preparing: ChildProcess | undefined
  let cancelBackups: (() => void) | undefined
  let stopping: Promise<never> | undefined
  const stop = (code: number, why?: string): Promise<never> =>
    (stopping ??= (async () => {
      if (why) (code === 0 ? console.log : console.error)(`[site] ${why}`)
      db?.stopKeepingRunning()
      cancelBackups?.()
      await end(preparing)
      // The server finishes its requests within shutdownLimit; past that (and a margin) it is ended.
      await end(server, shutdownLimit + 10)
      if (db?.embedded) {
        await db.stop().catch(() => {})
        log('embedded PostgreSQL stopped')
      }
      process.exit(code)
    })())
  return {
    stop,
    set database(value: Database) {
      db = value
    },
    set preparing(value: ChildProcess) {
      preparing = value
    },
    set server(value: ChildProcess) {
      server = value
    },
    set backups(cancel: () => void) {
      cancelBackups = cancel
    },
  }
}

const lifecycle = stopper()

// A stop asked for at any point (docker stop, a service manager, Ctrl-C) is a clean stop: exit 0.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void lifecycle.stop(0, `${signal}: stopping`))
}

async function main() {
  try {
    // Every setting is checked first (src/core/config.ts): a wrong SMTP_URL, TRUST_PROXY or PORT
    // is a one-line error now, not a silent outbox or a stack trace later.
    checkSettings()
    // Every mail's links (confirmation, reset, List-Unsubscribe) are built from SERVER_URL.
    if (setting('SMTP_URL') && !/^https:\/\//i.test(setting('SERVER_URL') ?? '')) {
      log(
        'warning: SMTP_URL is set but SERVER_URL is not an https:// address; the links in every e-mail point there (RFC 8058 wants https for List-Unsubscribe)',
      )
    }
  } catch (error) {
    throw new StartupError((error as Error).message)
  }
  ensureSecret()
  // Checked before anything starts: a wrong setting is a one-line error, not a surprise at 3 a.m.
  const backups = backupSchedule()
  backupKeep()
  const port = String(setting('PORT'))
  // A port already taken is a one-line error now, not a stack trace after the build.
  await assertPortFree(port)
  // An embedded PostgreSQL that stops while the site runs is started again (decision 012).
  const db = await step(
    'database',
    { limit: stepLimits.database, waitingFor: 'PostgreSQL to accept connections' },
    () => openDatabase('site', { keepRunning: true }),
  )
  lifecycle.database = db
  await prepareInChild({
    migrate: setting('MIGRATE_ON_START'),
    seed: setting('SEED_ON_START'),
    track: (child) => (lifecycle.preparing = child),
  })
  if (!buildIsCurrent()) await step('build', { limit: stepLimits.build, waitingFor: 'next build' }, () => build())

  // Backups on a schedule belong to the embedded default; with DATABASE_URL the database's
  // own backups or a cron job running `npm run backup` do it (docs/decisions/013-backups.md).
  if (db.embedded && backups) {
    const scheduled = scheduleBackups(backups, log)
    lifecycle.backups = () => scheduled.stop()
  }

  // Next behind the site's request guard (client address, security headers): scripts/serve.ts,
  // in a Node process of its own (no wrapper between, so that signals reach it). A server whose
  // code does not load (an import under the TypeScript loader that never settles, decision 027)
  // is replaced by a new one.
  await step('server', { limit: stepLimits.serve, waitingFor: 'the server to load its code' }, async (current) => {
    for (let attempt = 1; ; attempt++) {
      if ((await startServer(port, current)) === 'ready') return
      if (attempt === serverAttempts)
        throw new StartupError(`the server did not load its code in ${serverAttempts} attempts of ${serverLoadLimit} s`)
      log(
        `the server did not load its code within ${serverLoadLimit} s; trying again in a new process (attempt ${attempt + 1} of ${serverAttempts})`,
      )
    }
  })
}

/** Seconds a new server has to load its code (and say so) before it is taken for stalled. */
const serverLoadLimit = 60
const serverAttempts = 3
/** Node's exit code when a module never finished loading (an unsettled top-level await). */
const unsettledExitCode = 13

/** One server process: 'ready' once it listens, 'stalled' when it did not load its code in time. */
function startServer(port: string, current: Step): Promise<'ready' | 'stalled'> {
  const server = fork(path.join(projectRoot, 'scripts', 'serve.ts'), [], {
    cwd: projectRoot,
    execArgv: [
      '--import',
      'tsx',
      ...(setting('SERVE_CPU_PROF') ? ['--cpu-prof', '--cpu-prof-dir', setting('SERVE_CPU_PROF')!] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, PORT: port, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  lifecycle.server = server
  current.waitingFor('the server to load its code')
  return new Promise((resolve) => {
    let loaded = false
    let replaced = false
    const stalled = setTimeout(() => {
      replaced = true
      server.kill('SIGKILL')
    }, serverLoadLimit * 1000)
    server.on('message', (message: ServerMessage) => {
      loaded = true
      clearTimeout(stalled)
      if (message.phase) current.waitingFor(message.phase)
      if (serverReady(message)) resolve('ready')
    })
    server.on('exit', (code, signal) => {
      clearTimeout(stalled)
      if (replaced || (!loaded && code === unsettledExitCode)) return resolve('stalled')
      // The server ended by itself (not stopped by this script): the site is down, so is the start.
      void lifecycle.stop(code || 1, `the server stopped (${signal ?? `exit code ${code}`})`)
    })
  })
}

// Whatever fails stops what was started (the server, the embedded PostgreSQL) before the exit.
runScript(
  () =>
    main().catch((error: unknown) =>
      lifecycle.stop(1, error instanceof StartupError ? error.message : String((error as Error)?.stack ?? error)),
    ),
  { exitWhenDone: false },
)
