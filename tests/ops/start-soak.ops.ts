import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { root } from './helpers'

// The short form of `npm run soak:start` (docs/decisions/027-*): the real start script, three
// times in a row, each on an empty DATA_DIR (its own PostgreSQL cluster, migrations, first
// administrator, seed). Each must serve its first page within the budget and exit 0 on SIGTERM
// with nothing of it left running. The full soak (20 starts and 3 fresh clones) is run by hand.

test('three starts in a row on empty DATA_DIRs each serve and stop cleanly', async () => {
  test.setTimeout(900_000)
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/soak-start.ts'), '--starts', '3', '--clones', '0'],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 880_000,
    },
  )
  console.log(run.stdout)
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0)
  expect(run.stdout).toContain('3 of 3 starts served within budget and stopped cleanly')
  const lines = run.stdout.split('\n').filter((line) => /^ok +start \d\/3 /.test(line))
  expect(lines).toHaveLength(3)
})
