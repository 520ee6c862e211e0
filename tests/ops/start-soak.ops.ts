import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { root } from './helpers'

// The short form of `npm run soak:start` (docs/decisions/027-*): the real start script on an
// empty DATA_DIR, as a new user's first `npm start` (its own PostgreSQL cluster, migrations,
// first administrator, seed). It must serve its first page within the budget and exit 0 on
// SIGTERM with nothing of it left running. The repetitions of a soak are the other ops tests'
// sites, whose stops check the same (`stopCleanly` in ./helpers.ts); the full soak (20 starts
// and 3 fresh clones) is run by hand.

test('a start on an empty DATA_DIR serves its first page within budget and stops cleanly', async () => {
  test.setTimeout(600_000)
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/soak-start.ts'), '--starts', '1', '--clones', '0'],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 580_000,
    },
  )
  console.log(run.stdout)
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0)
  expect(run.stdout).toContain('1 of 1 starts served within budget and stopped cleanly')
  const lines = run.stdout.split('\n').filter((line) => /^ok +start 1\/1 \(empty DATA_DIR\): first page in /.test(line))
  expect(lines).toHaveLength(1)
})
