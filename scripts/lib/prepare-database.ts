import type { Payload } from 'payload'
import { closePayload } from './close-payload'
import { ensureFirstAdmin } from './first-admin'
import { committedMigrations } from './migrations'
import { fillSiteSettings } from '../../src/core/settings/site-settings'

type Options = { migrate?: boolean; seed?: boolean }

/**
 * Brings a database up to date: committed migrations, the first administrator, seed data.
 * Runs in the start script (one deploy step), never inside each server instance.
 */
export async function prepareDatabase({ migrate = true, seed = true }: Options = {}): Promise<void> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../payload.config')
  const payload: Payload = await getPayload({ config })
  try {
    if (migrate) {
      await payload.db.migrate({ migrations: await committedMigrations() })
    }
    await ensureFirstAdmin(payload)
    // NOTIFY_EMAIL fills the notification addresses once, on the first start.
    await fillSiteSettings(payload)
    if (seed) {
      const { seedSite } = await import('../../src/seed')
      await seedSite(payload)
    }
  } finally {
    await closePayload(payload)
  }
}
