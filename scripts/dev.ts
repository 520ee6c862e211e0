// npm run dev: Next's dev server on a database of its own ("site_dev"), whose schema Payload
// pushes directly. Never point it at a migrated database.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { prepareDatabase } from './lib/prepare-database'
import { ensureSecret, log, openDatabase, projectRoot, runScript } from './lib/runtime'
import { setting } from '../src/core/config'

runScript(
  async () => {
    ensureSecret()
    if (setting('DATABASE_URL') && !setting('ALLOW_DEV_PUSH')) {
      log(
        'npm run dev pushes its schema: it uses the embedded "site_dev" database. Set ALLOW_DEV_PUSH=true to push to DATABASE_URL instead.',
      )
      delete process.env.DATABASE_URL
    }
    const db = await openDatabase('site_dev')
    process.env.PAYLOAD_DB_PUSH = 'true'
    await prepareDatabase({ migrate: false, seed: true })
    const server = spawn(
      path.join(projectRoot, 'node_modules', '.bin', 'next'),
      ['dev', '-p', String(setting('PORT'))],
      {
        cwd: projectRoot,
        stdio: 'inherit',
        env: process.env,
      },
    )
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
    server.on('exit', async (code) => {
      await db.stop().catch(() => {})
      process.exit(code ?? 0)
    })
  },
  { exitWhenDone: false },
)
