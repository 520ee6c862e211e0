import path from 'node:path'
import { inject } from 'vitest'
import { integrationWorkers } from './integration-workers'

// Before any test file imports payload.config.ts, point it at this worker's own copy of the run's
// database and its own media folder (integration-global-setup.ts makes one per worker).
const worker = Number(process.env.VITEST_POOL_ID)
if (!(worker >= 1 && worker <= integrationWorkers))
  throw new Error(`integration worker ${process.env.VITEST_POOL_ID}: only ${integrationWorkers} databases were made`)
const database = new URL(inject('databaseUrl'))
database.pathname = `${database.pathname}_${worker}`
process.env.DATABASE_URL = database.toString()
process.env.PAYLOAD_SECRET = inject('payloadSecret')
process.env.MEDIA_DIR = path.join(inject('mediaDir'), String(worker))

// The files of a worker share its modules (vitest.config.ts: isolate false) and so its one Payload
// instance (./payload.ts), which stays open until the worker ends: loading Payload and the site's
// configuration again for each file cost about a third of the integration step.
