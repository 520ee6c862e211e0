import type { Payload } from 'payload'
import { closePayload } from './close-payload'
import { ensureFirstAdmin } from './first-admin'
import { committedMigrations } from './migrations'
import { databaseDiagnosis, step, stepLimits } from './steps'
import { fillSiteSettings } from '../../src/core/settings/site-settings'

type Options = { migrate?: boolean; seed?: boolean }

const diagnose = databaseDiagnosis(() => process.env.DATABASE_URL)

/**
 * Brings a database up to date: committed migrations, the first administrator, seed data.
 * Runs in the start script (one deploy step), never inside each server instance. Each part is
 * a step with its own time limit (./steps.ts).
 */
export async function prepareDatabase({ migrate = true, seed = true }: Options = {}): Promise<void> {
  const payload: Payload = await step('loading Payload', { limit: stepLimits.payload, waitingFor: "Payload and the site's configuration to load", diagnose }, async (current) => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('../../payload.config')
    current.waitingFor('Payload to connect to PostgreSQL')
    return getPayload({ config })
  })
  try {
    if (migrate) {
      await step('migrations', { limit: stepLimits.migrations, waitingFor: 'the migrations to apply', diagnose }, async () => {
        await payload.db.migrate({ migrations: await committedMigrations() })
      })
    }
    await step('first administrator and site settings', { limit: stepLimits.firstAdmin, waitingFor: 'the accounts and the site settings to be read', diagnose }, async () => {
      await ensureFirstAdmin(payload)
      // NOTIFY_EMAIL fills the notification addresses once, on the first start.
      await fillSiteSettings(payload)
    })
    if (seed) {
      await step('seed', { limit: stepLimits.seed, waitingFor: 'the shipped records to be added', diagnose }, async () => {
        const { seedSite } = await import('../../src/seed')
        await seedSite(payload)
      })
    }
  } finally {
    await closePayload(payload)
  }
}
