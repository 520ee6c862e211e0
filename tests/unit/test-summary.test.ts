import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/lib/free-port'

const root = path.resolve(import.meta.dirname, '../..')
const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

/** A folder of reports as `npm test` leaves them (scripts/test-all.sh), and a floor file. */
function reports(floor: Record<string, { tests: number; assertions: number }>, failedUnit = false) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-summary-'))
  folders.push(dir)
  const vitestFile = (name: string, ms: number, tests: { status: string; assertions: number }[]) => ({
    name: path.join(root, name),
    startTime: 1_000,
    endTime: 1_000 + ms,
    assertionResults: tests.map((t) => ({ status: t.status, meta: { assertions: t.assertions } })),
  })
  fs.writeFileSync(
    path.join(dir, 'unit.json'),
    JSON.stringify({
      testResults: [
        vitestFile('tests/unit/a.test.ts', 2_000, [
          { status: 'passed', assertions: 3 },
          { status: failedUnit ? 'failed' : 'passed', assertions: 2 },
        ]),
      ],
    }),
  )
  fs.writeFileSync(
    path.join(dir, 'int.json'),
    JSON.stringify({
      testResults: [vitestFile('tests/integration/b.int.test.ts', 90_000, [{ status: 'passed', assertions: 7 }])],
    }),
  )
  const row = (project: string, file: string, outcome: string, start: number, end: number, assertions: number) => ({
    project,
    file,
    outcome,
    start,
    end,
    assertions,
  })
  fs.writeFileSync(
    path.join(dir, 'e2e-counts.json'),
    JSON.stringify({
      tests: [
        row('chromium', 'tests/e2e/site/c.e2e.ts', 'expected', 0, 40_000, 5),
        row('chromium', 'tests/e2e/site/c.e2e.ts', 'flaky', 40_000, 61_000, 4),
        row('security', 'tests/security/d.sec.ts', 'expected', 0, 3_000, 2),
        row('ops', 'tests/ops/e.ops.ts', 'expected', 0, 300_000, 9),
        row('shared-site-rule', 'tests/ops/f.ops.ts', 'skipped', Infinity, 0, 0),
      ],
    }),
  )
  fs.writeFileSync(path.join(dir, 'steps.tsv'), 'typecheck\t27\nunit tests\t48\n')
  const floorFile = path.join(dir, 'floor.json')
  fs.writeFileSync(floorFile, JSON.stringify(floor))
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/test-summary.mjs'), dir, floorFile], {
    encoding: 'utf8',
  })
  return { status: run.status, out: run.stdout }
}

const atToday = {
  unit: { tests: 2, assertions: 5 },
  integration: { tests: 1, assertions: 7 },
  'end-to-end': { tests: 2, assertions: 9 },
  security: { tests: 1, assertions: 2 },
  ops: { tests: 2, assertions: 9 },
}

describe("npm test's summary (scripts/test-summary.mjs)", () => {
  it('prints each step, the tests and assertions of each phase, the slowest files, and passes at the floor', () => {
    const { status, out } = reports(atToday)
    expect(status).toBe(0)
    expect(out).toMatch(/^\s+27 s {2}typecheck$/m)
    expect(out).toMatch(/^\s+61 s {2}end-to-end \(within the end-to-end step\)$/m)
    expect(out).toMatch(/^\s+unit\s+2 tests \(floor 2\),\s+5 assertions \(floor 5\)$/m)
    // The rule that waits for the others is counted with the ops tests.
    expect(out).toMatch(/^\s+ops\s+2 tests \(floor 2\),\s+9 assertions \(floor 9\)$/m)
    const slowest = out.split('took longest')[1].trim().split('\n').slice(1, 5)
    expect(slowest.map((line) => line.trim().split(/\s+/).at(-1))).toEqual([
      'tests/ops/e.ops.ts',
      'tests/integration/b.int.test.ts',
      'tests/e2e/site/c.e2e.ts',
      'tests/security/d.sec.ts',
    ])
    expect(out.trim().split('\n').at(-1)).toBe('Summary: 7 passed, 0 failed, 1 skipped')
  })

  it('fails a run with a phase under its floor of tests or of assertions, or not run at all', () => {
    for (const floor of [
      { ...atToday, security: { tests: 2, assertions: 2 } },
      { ...atToday, integration: { tests: 1, assertions: 8 } },
      { ...atToday, bench: { tests: 1, assertions: 0 } },
    ]) {
      const { status, out } = reports(floor)
      expect(status).toBe(1)
      expect(out).toContain('BELOW THE FLOOR')
      expect(out).toContain('Summary: 7 passed, 0 failed, 1 skipped')
    }
  })

  it('fails a run with a failed test', () => {
    const { status, out } = reports(atToday, true)
    expect(status).toBe(1)
    expect(out.trim().split('\n').at(-1)).toBe('Summary: 6 passed, 1 failed, 1 skipped')
  })
})

describe('freePort (scripts/lib/free-port.ts)', () => {
  it('hands out distinct ports below the ephemeral range that a server can listen on', async () => {
    const first = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()))
    expect(new Set(ports).size).toBe(20)
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000)
      expect(port).toBeLessThan(first)
    }
    const server = net.createServer()
    await new Promise<void>((resolve) => server.listen(ports[0], () => resolve()))
    await new Promise((resolve) => server.close(resolve))
  })
})
