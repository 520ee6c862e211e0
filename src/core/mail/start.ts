import { ConfigError } from '../config'
import { smtpSettings } from './config'
import { onServerStop } from '../lifecycle'
import { startMailWorker } from './worker'

/**
 * Starts this server's mail worker (instrumentation.ts): with SMTP_URL it sends the outbox, and
 * with none it says once that mail waits in the outbox. Payload is loaded in the background, again
 * every few seconds while the database is away, so that the site starts serving regardless.
 */
export function startMailInServer(): void {
  let smtp
  try {
    smtp = smtpSettings()
  } catch (error) {
    // The start script refuses such a value; a server started otherwise says it in one line.
    console.error(
      `[site] ${error instanceof ConfigError ? error.message : 'SMTP_URL could not be read.'} No e-mail will be sent.`,
    )
    return
  }
  if (!smtp) {
    console.log('[site] SMTP_URL is not set: e-mails are kept in the outbox (/admin/outbox) and not sent.')
    return
  }
  const settings = smtp
  const attempt = async () => {
    try {
      const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
      const payload = await getPayload({ config })
      const { newsletterHooks } = await import('../newsletter/sending')
      const worker = startMailWorker(payload, { smtp: settings, newsletter: newsletterHooks(payload) })
      // A stopping server finishes the message it is sending; the rest stays queued for the others.
      onServerStop({ name: 'mail worker', stop: () => worker.stop() })
      console.log(`[site] sending e-mail through ${settings.host}`)
    } catch {
      setTimeout(() => void attempt(), 5_000).unref()
    }
  }
  void attempt()
}
