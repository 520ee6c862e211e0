import type { TestProject } from 'vitest/node'
import { closePayload } from '../../src/server/close-payload'
import { startTemporaryCluster } from '../../src/server/db/embedded-postgres'

/**
 * A real PostgreSQL of the test run's own: a throwaway cluster in the temp folder, never the
 * one in .data/. The schema comes from the committed migrations, as in production.
 */
export default async function setup(project: TestProject) {
  const cluster = await startTemporaryCluster()
  const database = 'site_test'
  await cluster.createDatabase(database)
  const url = cluster.urlFor(database)
  const secret = 'integration-tests-' + Math.random().toString(36).slice(2)

  process.env.DATABASE_URL = url
  process.env.PAYLOAD_SECRET = secret
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../payload.config')
  const { migrations } = await import('../../migrations')
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as never })
  await closePayload(payload)

  project.provide('databaseUrl', url)
  project.provide('payloadSecret', secret)
  return async () => {
    await cluster.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    payloadSecret: string
  }
}
