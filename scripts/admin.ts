// npm run admin -- reset-two-step <username>: removes an administrator's two-step login on the
// server (the last administrator lost its phone and its recovery codes). Works on the site's
// database: the running `npm start`'s embedded one when there is one, or DATABASE_URL's.
// A load of Payload that stalls (decision 027) exits 75, and scripts/launch.mjs starts the
// script again, as `npm start`'s preparation is (nothing was changed yet).
import type { Payload } from 'payload'
import { closePayload } from './lib/close-payload'
import { loadingStep, loadStalledExitCode } from './lib/prepare-database'
import { ensureSecret, log, openDatabase, runScript } from './lib/runtime'
import { step, stepLimits, StepTimeout } from './lib/steps'

const usage = 'Usage: npm run admin -- reset-two-step <username>'

runScript(async () => {
  const [command, name, ...rest] = process.argv.slice(2)
  if (command !== 'reset-two-step' || !name || rest.length > 0) {
    console.error(usage)
    process.exitCode = 2
    return
  }
  ensureSecret()
  const db = await step(
    'database',
    { limit: stepLimits.database, waitingFor: 'PostgreSQL to accept connections' },
    () => openDatabase('site', { join: true }),
  )
  try {
    const payload: Payload = await step(
      loadingStep,
      { limit: stepLimits.payload, waitingFor: "Payload and the site's configuration to load" },
      async () => {
        const { getPayload } = await import('payload')
        const { default: config } = await import('../payload.config')
        return getPayload({ config })
      },
    ).catch(async (error: unknown) => {
      if (!(error instanceof StepTimeout)) throw error
      console.error(`[site] ${error.message}`)
      await db.stop()
      process.exit(loadStalledExitCode)
    })
    try {
      const { resetTwoStep } = await import('../src/core/two-step/reset')
      const outcome = await resetTwoStep(payload, name)
      if (!outcome.found) {
        console.error(`[site] No administrator is named ${name}.`)
        process.exitCode = 1
      } else if (outcome.removed === 0) {
        log(`${outcome.username} had no two-step login; its sessions were ended.`)
      } else {
        log(`Two-step login removed from ${outcome.username}; its sessions were ended and it was told by e-mail.`)
      }
    } finally {
      await closePayload(payload)
    }
  } finally {
    await db.stop()
  }
})
