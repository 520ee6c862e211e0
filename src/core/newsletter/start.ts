import { forgetStalePending } from './subscriptions'

const hourMs = 60 * 60 * 1000

/**
 * Forgets pending subscribers older than 7 days, in the server process (instrumentation.ts):
 * once shortly after start, then every hour. Each POST /api/newsletter sweeps too, and a link
 * older than 7 days never confirms, so the hour only bounds how long such a row stays visible.
 * Several instances may sweep at once: the DELETE is the same whoever runs it.
 */
export function startNewsletterSweep(): void {
  let failing = false
  const sweep = async () => {
    try {
      const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
      const forgotten = await forgetStalePending(await getPayload({ config }))
      if (forgotten) console.log(`[site] newsletter: forgot ${forgotten} unconfirmed subscriber(s) older than 7 days`)
      failing = false
    } catch (error) {
      // The database may be away for a moment (docs/decisions/012-*): say so once, try next hour.
      if (!failing) console.error(`[site] newsletter: the sweep of unconfirmed subscribers failed (${(error as Error).message?.split('\n')[0]})`)
      failing = true
    }
  }
  setTimeout(() => void sweep(), 30_000).unref()
  setInterval(() => void sweep(), hourMs).unref()
}
