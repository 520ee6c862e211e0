import { everyHour } from '../hourly'
import { forgetStalePending } from './subscriptions'

/**
 * Forgets pending subscribers older than 7 days: shortly after start, then every hour. Each POST
 * /api/newsletter sweeps too, and a link older than 7 days never confirms, so the hour only
 * bounds how long such a row stays visible. The DELETE is the same whoever runs it.
 */
export function startNewsletterSweep(): void {
  everyHour('newsletter sweep of unconfirmed subscribers', 30_000, async (payload) => {
    const forgotten = await forgetStalePending(payload)
    return forgotten ? `forgot ${forgotten} unconfirmed subscriber(s) older than 7 days` : null
  })
}
