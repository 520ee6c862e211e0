// npm run seed: adds the shipped seed records that were never added before. Safe to repeat:
// it makes no duplicates and leaves what administrators changed or deleted alone.
import { prepareOnce } from './lib/prepare-database'

prepareOnce({ migrate: true, seed: true })
