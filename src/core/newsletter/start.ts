import { every, everyHour } from '../hourly'
import { sendDueEditions } from './sending'
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

/**
 * Starts the editions scheduled for now and ends the sendings with nothing left queued: every
 * 15 seconds, so a scheduled edition starts at most that late. Safe on every instance at once:
 * an edition starts once, and its messages are queued once (src/core/newsletter/sending.ts).
 */
export function startNewsletterSending(): void {
  every('newsletter sending', 10_000, 15_000, async (payload) => {
    const started = await sendDueEditions(payload)
    return started.length ? `started sending the scheduled edition(s) ${started.join(', ')}` : null
  })
}
