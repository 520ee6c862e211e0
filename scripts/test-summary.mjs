// npm test's last words (scripts/test-all.sh): each phase's wall time, tests and assertions
// (`expect` calls), the 15 test files that took longest in any phase, and one closing line for
// the whole suite ("Summary: N passed, N failed"). It fails the run when a phase has fewer tests
// or assertions than tests/test-floor.json records: a check may be moved or merged, not lost.
// Usage: node scripts/test-summary.mjs <reports folder> [floor file]
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const [dir, floorFile = path.join(root, 'tests/test-floor.json')] = process.argv.slice(2)
const read = (name) => {
  const file = path.join(dir, name)
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined
}
const relative = (file) => path.relative(root, file)

/** name -> { tests, assertions, passed, failed, skipped } */
const phases = new Map()
const phase = (name) => {
  if (!phases.has(name)) phases.set(name, { tests: 0, assertions: 0, passed: 0, failed: 0, skipped: 0 })
  return phases.get(name)
}
/** [phase, file, ms] */
const files = []

for (const [name, report] of [
  ['unit', read('unit.json')],
  ['integration', read('int.json')],
]) {
  if (!report) continue
  const counts = phase(name)
  for (const file of report.testResults) {
    files.push([name, relative(file.name), file.endTime - file.startTime])
    for (const test of file.assertionResults) {
      counts.tests++
      counts.assertions += test.meta?.assertions ?? 0
      if (test.status === 'passed') counts.passed++
      else if (test.status === 'failed') counts.failed++
      else counts.skipped++
    }
  }
}

// The Playwright projects, by what they test: the browser and contract tests of the shared site,
// its security tests over plain HTTP, and the ops tests of sites of their own.
const phaseOfProject = {
  chromium: 'end-to-end',
  security: 'security',
  'security-quiet': 'security',
  ops: 'ops',
  'ops-after-browsers': 'ops',
  'shared-site-rule': 'ops',
}
const e2e = read('e2e-counts.json')
const spans = new Map()
if (e2e) {
  const byFile = new Map()
  for (const test of e2e.tests) {
    const name = phaseOfProject[test.project] ?? test.project
    const counts = phase(name)
    counts.tests++
    counts.assertions += test.assertions
    if (test.outcome === 'expected' || test.outcome === 'flaky') counts.passed++
    else if (test.outcome === 'unexpected') counts.failed++
    else counts.skipped++
    if (!(test.end > 0)) continue
    const span = spans.get(name) ?? { start: test.start, end: test.end }
    spans.set(name, { start: Math.min(span.start, test.start), end: Math.max(span.end, test.end) })
    const key = `${name}\0${test.file}`
    const file = byFile.get(key) ?? { start: test.start, end: test.end }
    byFile.set(key, { start: Math.min(file.start, test.start), end: Math.max(file.end, test.end) })
  }
  for (const [key, { start, end }] of byFile) files.push([...key.split('\0'), end - start])
}

// Wall time of each step of test-all.sh (steps.tsv: step and seconds), and of each Playwright
// project within the end-to-end step (from its first test's start to its last test's end).
const steps = fs.existsSync(path.join(dir, 'steps.tsv'))
  ? fs
      .readFileSync(path.join(dir, 'steps.tsv'), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'))
  : []
console.log('\nWall time of each step:')
for (const [name, seconds] of steps) console.log(`  ${String(seconds).padStart(5)} s  ${name}`)
for (const [name, { start, end }] of spans)
  console.log(`  ${((end - start) / 1000).toFixed(0).padStart(5)} s  ${name} (within the end-to-end step)`)

const floor = JSON.parse(fs.readFileSync(floorFile, 'utf8'))
let below = false
console.log('\nTests and assertions of each phase (and the floor in tests/test-floor.json):')
for (const [name, counts] of phases) {
  const min = floor[name] ?? { tests: 0, assertions: 0 }
  const short = counts.tests < min.tests || counts.assertions < min.assertions
  below ||= short
  console.log(
    `  ${name.padEnd(12)} ${String(counts.tests).padStart(5)} tests (floor ${min.tests}), ${String(counts.assertions).padStart(6)} assertions (floor ${min.assertions})${short ? '  BELOW THE FLOOR' : ''}`,
  )
}
for (const name of Object.keys(floor))
  if (!phases.has(name)) {
    below = true
    console.log(`  ${name.padEnd(12)} not run  BELOW THE FLOOR`)
  }

console.log('\nThe 15 test files that took longest (first test start to last test end, hooks included):')
for (const [name, file, ms] of files.sort((a, b) => b[2] - a[2]).slice(0, 15))
  console.log(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${name.padEnd(12)} ${file}`)

let passed = 0
let failed = 0
let skipped = 0
for (const counts of phases.values()) {
  passed += counts.passed
  failed += counts.failed
  skipped += counts.skipped
}
if (below) {
  console.log(
    '\nA phase has fewer tests or assertions than tests/test-floor.json records: a check was lost (or the floor must be lowered with a reason in docs/test-time.md).',
  )
}
console.log(`\nSummary: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 || below ? 1 : 0)
