import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { integrationWorkers } from './integration-workers'
import { startTemporaryCluster } from '../../scripts/lib/embedded-postgres'

/**
 * A real PostgreSQL of the test run's own: a throwaway cluster in the temp folder, never the
 * one in .data/. Its schema comes from the committed migrations through `npm run migrate`'s
 * script, as in production; each worker gets a copy of that database (CREATE DATABASE ...
 * TEMPLATE), so files running side by side never see each other's records.
 */
export default async function setup(project: TestProject) {
  const cluster = await startTemporaryCluster()
  const database = 'site_test'
  await cluster.createDatabase(database)
  const url = cluster.urlFor(database)
  const secret = randomBytes(24).toString('hex')
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-media-'))

  const root = path.resolve(import.meta.dirname, '../..')
  const migrate = spawnSync(process.execPath, ['scripts/launch.mjs', 'migrate'], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: url,
      PAYLOAD_SECRET: secret,
      MEDIA_DIR: mediaDir,
      ADMIN_USERNAME: 'first-admin',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    },
  })
  if (migrate.status !== 0) {
    await cluster.stop()
    throw new Error(`migrating the test database failed:\n${migrate.stdout}\n${migrate.stderr}`)
  }

  for (let worker = 1; worker <= integrationWorkers; worker++) {
    await cluster.createDatabase(`${database}_${worker}`, { template: database })
    fs.mkdirSync(path.join(mediaDir, String(worker)))
  }

  project.provide('databaseUrl', url)
  project.provide('payloadSecret', secret)
  project.provide('mediaDir', mediaDir)
  return async () => {
    await cluster.stop()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database; each worker's copy is `<name>_<VITEST_POOL_ID>` (integration-setup.ts). */
    databaseUrl: string
    payloadSecret: string
    /** Each worker's media folder is `<mediaDir>/<VITEST_POOL_ID>`. */
    mediaDir: string
  }
}
