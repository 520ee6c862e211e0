// Runs Payload's CLI (migrate:create, generate:types, generate:importmap) with a database and
// a secret ready, so that no command waits on a prompt or a missing variable.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ensureSecret, openDatabase, projectRoot, runScript } from './lib/runtime'

runScript(async () => {
  const args = process.argv.slice(2)
  ensureSecret()
  const needsDatabase = args[0]?.startsWith('migrate')
  const db = needsDatabase ? await openDatabase('site', { join: true }) : undefined
  try {
    const bin = path.join(projectRoot, 'node_modules', '.bin', 'payload')
    const result = spawnSync(bin, args, {
      cwd: projectRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PAYLOAD_MIGRATING: 'true' },
    })
    process.exitCode = result.status ?? 1
  } finally {
    await db?.stop()
  }
})
