import { fork, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import type { Payload } from 'payload'
import { closePayload } from './close-payload'
import { ensureFirstAdmin } from './first-admin'
import { committedMigrations } from './migrations'
import { ensureSecret, log, openDatabase, projectRoot, runScript, StartupError } from './runtime'
import { databaseDiagnosis, step, stepLimits } from './steps'
import { fillSiteSettings } from '../../src/core/settings/site-settings'
import { setting } from '../../src/core/config'

type Options = { migrate?: boolean; seed?: boolean }

/** The step whose overstaying means a stalled load, worth a new process (scripts/prepare.ts). */
export const loadingStep = 'loading Payload'
/** How scripts/prepare.ts says that its load stalled. */
export const loadStalledExitCode = 75

const diagnose = databaseDiagnosis(() => setting('DATABASE_URL'))

/**
 * Brings a database up to date: committed migrations, the first administrator, seed data.
 * Runs in the start script (one deploy step), never inside each server instance. Each part is
 * a step with its own time limit (./steps.ts).
 */
export async function prepareDatabase({ migrate = true, seed = true }: Options = {}): Promise<void> {
  const payload: Payload = await step(
    loadingStep,
    { limit: stepLimits.payload, waitingFor: "Payload and the site's configuration to load", diagnose },
    async (current) => {
      const { getPayload } = await import('payload')
      const { default: config } = await import('../../payload.config')
      current.waitingFor('Payload to connect to PostgreSQL')
      return getPayload({ config })
    },
  )
  try {
    if (migrate) {
      await step(
        'migrations',
        { limit: stepLimits.migrations, waitingFor: 'the migrations to apply', diagnose },
        async () => {
          await payload.db.migrate({ migrations: await committedMigrations() })
        },
      )
    }
    await step(
      'first administrator and site settings',
      { limit: stepLimits.firstAdmin, waitingFor: 'the accounts and the site settings to be read', diagnose },
      async () => {
        await ensureFirstAdmin(payload)
        // NOTIFY_EMAIL fills the notification addresses once, on the first start.
        await fillSiteSettings(payload)
      },
    )
    if (seed) {
      await step(
        'seed',
        { limit: stepLimits.seed, waitingFor: 'the shipped records to be added', diagnose },
        async () => {
          const { seedSite } = await import('../../src/seed')
          await seedSite(payload)
        },
      )
    }
  } finally {
    await closePayload(payload)
  }
}

/**
 * prepareDatabase in a Node process of its own (scripts/prepare.ts), which the database's URL
 * and the secret reach through the environment. A load of Payload and the site's configuration
 * that stalls (decision 027: an import under the TypeScript loader that never settles) ends
 * that process, and the preparation runs again in a new one, up to `attempts` times. Any other
 * failure has been said by the process in one line; this one throws a StartupError with no
 * message to add. Also keeps Payload's memory out of the start script, which runs on.
 */
export async function prepareInChild(
  {
    migrate = true,
    seed = true,
    track,
    script = path.join(projectRoot, 'scripts', 'prepare.ts'),
  }: Options & { track?: (child: ChildProcess) => void; script?: string } = {},
  attempts = 3,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const child = fork(script, [migrate ? '--migrate' : '--no-migrate', seed ? '--seed' : '--no-seed'], {
      cwd: projectRoot,
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    })
    track?.(child)
    const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)))
    if (code === 0) return
    // 13: Node's exit code when the script's own modules never finished loading (the same stall).
    if ((code === loadStalledExitCode || code === 13) && attempt < attempts) {
      log(`${loadingStep} stalled; trying again in a new process (attempt ${attempt + 1} of ${attempts})`)
      continue
    }
    throw new StartupError('')
  }
}

/**
 * `npm run migrate` and `npm run seed`: the site's database (the running `npm start`'s embedded
 * one when there is one, left running), prepared once in a child process.
 */
export function prepareOnce(options: { migrate: boolean; seed: boolean }) {
  runScript(async () => {
    ensureSecret()
    const db = await step(
      'database',
      { limit: stepLimits.database, waitingFor: 'PostgreSQL to accept connections' },
      () => openDatabase('site', { join: true }),
    )
    try {
      await prepareInChild(options)
    } finally {
      await db.stop()
    }
  })
}
