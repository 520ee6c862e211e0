// A stand-in for scripts/prepare.ts in tests/unit/steps.test.ts: its load stalls (exit 75) as
// many times as STALLS says, counted in the file COUNT_FILE, then it succeeds.
import fs from 'node:fs'

const file = process.env.COUNT_FILE
const runs = Number(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '0') + 1
fs.writeFileSync(file, String(runs))
if (runs <= Number(process.env.STALLS)) process.exit(75)
if (process.env.FAIL_AFTER === 'true') {
  console.error('[site] ADMIN_PASSWORD is not accepted.')
  process.exit(1)
}
