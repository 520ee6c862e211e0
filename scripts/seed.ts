// npm run seed: adds the shipped seed records that were never added before. Safe to repeat:
// it makes no duplicates and leaves what administrators changed or deleted alone.
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
    await prepareInChild({ migrate: true, seed: true })
  } finally {
    await db.stop()
  }
})
