import fs from 'node:fs'
import type { FullConfig, Reporter, Suite, TestCase, TestResult, TestStep } from '@playwright/test/reporter'

/**
 * What `npm test`'s summary (scripts/test-summary.mjs) reads of the end-to-end run, written to
 * PLAYWRIGHT_COUNTS_FILE: each test's project, file, outcome, start and end, and the number of
 * `expect` calls it made (Playwright's JSON report leaves those out). A test run again after a
 * failure is one test, with the times and assertions of all its tries.
 */
type Row = {
  project: string
  file: string
  outcome: string
  start: number
  end: number
  assertions: number
}

export default class CountsReporter implements Reporter {
  private readonly rows = new Map<TestCase, Row>()
  private readonly file = process.env.PLAYWRIGHT_COUNTS_FILE

  // Every test of the run, so that one never run (its project's dependency failed) is counted too.
  onBegin(_config: FullConfig, suite: Suite) {
    for (const test of suite.allTests()) this.row(test)
  }

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep) {
    if (step.category === 'expect') this.row(test).assertions++
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const row = this.row(test)
    const start = result.startTime.getTime()
    row.start = Math.min(row.start, start)
    row.end = Math.max(row.end, start + result.duration)
    row.outcome = test.outcome()
  }

  onEnd() {
    if (this.file) fs.writeFileSync(this.file, JSON.stringify({ tests: [...this.rows.values()] }))
  }

  printsToStdio() {
    return false
  }

  private row(test: TestCase): Row {
    let row = this.rows.get(test)
    if (!row) {
      const project = test.parent.project()?.name ?? ''
      const file = test.location.file.replace(`${process.cwd()}/`, '')
      row = { project, file, outcome: 'skipped', start: Infinity, end: 0, assertions: 0 }
      this.rows.set(test, row)
    }
    return row
  }
}
