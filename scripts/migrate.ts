// npm run migrate: applies the committed migrations (the deploy step when several instances
// share one database and run with MIGRATE_ON_START=false).
import { prepareOnce } from './lib/prepare-database'

prepareOnce({ migrate: true, seed: false })
