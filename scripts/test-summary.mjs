// Prints one closing line for the whole suite ("Summary: N passed, N failed") from the
// JSON reports of vitest and Playwright.
import fs from 'node:fs'
import path from 'node:path'

const dir = process.argv[2]
let passed = 0
let failed = 0
let skipped = 0
for (const name of ['unit.json', 'int.json']) {
  const file = path.join(dir, name)
  if (!fs.existsSync(file)) continue
  const r = JSON.parse(fs.readFileSync(file, 'utf8'))
  passed += r.numPassedTests
  failed += r.numFailedTests
  skipped += r.numPendingTests + (r.numTodoTests ?? 0)
}
const e2e = path.join(dir, 'e2e.json')
if (fs.existsSync(e2e)) {
  const { stats } = JSON.parse(fs.readFileSync(e2e, 'utf8'))
  passed += stats.expected + stats.flaky
  failed += stats.unexpected
  skipped += stats.skipped
}
console.log(`\nSummary: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
