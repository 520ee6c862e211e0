// The database's preparation (migrations, first administrator, site settings, seed) in a
// process of its own, as `npm start`, `npm run migrate` and `npm run seed` run it
// (prepareInChild in ./lib/prepare-database.ts). Not meant to be run by hand. Exits 75 when
// loading Payload stalled, for the parent to try again in a new process (decision 027).
import { loadingStep, loadStalledExitCode, prepareDatabase } from './lib/prepare-database'
import { runScript } from './lib/runtime'
import { StepTimeout } from './lib/steps'

const flags = new Set(process.argv.slice(2))

runScript(async () => {
  try {
    await prepareDatabase({ migrate: !flags.has('--no-migrate'), seed: !flags.has('--no-seed') })
  } catch (error) {
    if (error instanceof StepTimeout && error.step === loadingStep) {
      console.error(`[site] ${error.message}`)
      process.exit(loadStalledExitCode)
    }
    throw error
  }
})
