// npm run migrate: applies the committed migrations (the deploy step when several instances
// share one database and run with MIGRATE_ON_START=false).
import { prepareInChild } from './lib/prepare-database'
import { ensureSecret, openDatabase, runScript } from './lib/runtime'
import { step, stepLimits } from './lib/steps'

runScript(async () => {
  ensureSecret()
  const db = await step(
    'database',
    { limit: stepLimits.database, waitingFor: 'PostgreSQL to accept connections' },
    () => openDatabase('site', { join: true }),
  )
  try {
    await prepareInChild({ migrate: true, seed: false })
  } finally {
    await db.stop()
  }
})
