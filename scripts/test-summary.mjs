// Prints one closing line for the whole suite ("Summary: N passed, N failed") from the
// JSON reports of vitest and Playwright, after the end-to-end files that took longest (from
// their first test's start to their last test's end, hooks included), where to look when the
// suite grows slow.
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
  const { stats, suites } = JSON.parse(fs.readFileSync(e2e, 'utf8'))
  passed += stats.expected + stats.flaky
  failed += stats.unexpected
  skipped += stats.skipped
  printSlowest(suites, stats.duration)
}
console.log(`\nSummary: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)

/** The ten end-to-end files that took longest, by project. */
function printSlowest(suites, totalMs) {
  const spans = new Map()
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        for (const r of t.results) {
          if (!r.startTime) continue
          const key = `${t.projectName} ${spec.file}`
          const start = Date.parse(r.startTime)
          const span = spans.get(key) ?? { start, end: start }
          span.start = Math.min(span.start, start)
          span.end = Math.max(span.end, start + r.duration)
          spans.set(key, span)
        }
    for (const child of suite.suites ?? []) visit(child)
  }
  for (const suite of suites ?? []) visit(suite)
  const rows = [...spans].map(([key, { start, end }]) => [key, end - start]).sort((a, b) => b[1] - a[1])
  console.log(`\nEnd-to-end step: ${(totalMs / 60_000).toFixed(1)} min. The files that took longest:`)
  for (const [key, ms] of rows.slice(0, 10)) console.log(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${key}`)
}
