// npm run migrate: applies the committed migrations (the deploy step when several instances
// share one database and run with MIGRATE_ON_START=false).
import { prepareDatabase } from './lib/prepare-database'
import { ensureSecret, openDatabase, runScript } from './lib/runtime'

runScript(async () => {
  ensureSecret()
  const db = await openDatabase('site', { join: true })
  try {
    await prepareDatabase({ migrate: true, seed: false })
  } finally {
    await db.stop()
  }
})
