import { messages } from '../../i18n/messages'

/**
 * The mail settings: SMTP_URL (`smtp://user:pass@host:587`, `smtps://user:pass@host:465`; no
 * value: nothing is sent and messages wait in the outbox) and MAIL_FROM. Nothing here may end
 * up in a log or on a screen with the URL's credentials: `redact` exists for that.
 */

export class MailConfigError extends Error {}

type Env = Record<string, string | undefined>

export type SmtpSettings = { url: string; from: string; host: string; requireTLS?: boolean }

/** The SMTP URL's problem in one line that never repeats the URL (it holds a password). */
export function parseSmtpUrl(raw: string): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new MailConfigError(
      'SMTP_URL is not a valid URL: expected smtp://user:pass@host:587 or smtps://user:pass@host:465.',
    )
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new MailConfigError(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//.`)
  }
  if (!url.hostname) throw new MailConfigError('SMTP_URL has no host name.')
  if (url.port && !(Number(url.port) > 0 && Number(url.port) < 65536))
    throw new MailConfigError('SMTP_URL has an invalid port.')
  return url
}

const siteHost = () => {
  try {
    return new URL(process.env.SERVER_URL || 'http://localhost').hostname || 'localhost'
  } catch {
    return 'localhost'
  }
}

/** MAIL_FROM, else the organisation's name at no-reply@ the site's host. */
export function mailFrom(): string {
  const configured = process.env.MAIL_FROM?.trim()
  if (configured) return configured
  return `"${messages.en.common.siteName}" <no-reply@${siteHost()}>`
}

/** The settings from the environment; undefined when SMTP_URL is unset (mail stays queued). */
export function smtpSettings(env: Env = process.env): SmtpSettings | undefined {
  const raw = env.SMTP_URL?.trim()
  if (!raw) return undefined
  const url = parseSmtpUrl(raw)
  return {
    url: raw,
    from: mailFrom(),
    host: `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`,
    requireTLS: mustUpgrade(url),
  }
}

const loopback = /^(localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$/i

/**
 * `smtp://` to another machine must upgrade with STARTTLS before it logs in: otherwise someone
 * on the way could strip the server's STARTTLS offer and read the password, reset links and
 * subscribers' tokens. A relay on this machine (loopback) may stay plain, and `?requireTLS=false`
 * in the URL says so for a trusted network.
 */
function mustUpgrade(url: URL): boolean {
  if (url.protocol !== 'smtp:' || loopback.test(url.hostname)) return false
  return url.searchParams.get('requireTLS') !== 'false'
}

export const mailIsConfigured = (env: Env = process.env) => Boolean(env.SMTP_URL?.trim())

/** Removes the SMTP credentials (raw and percent-decoded) from a text bound for a log or the outbox. */
export function redact(text: string, smtpUrl: string | undefined = process.env.SMTP_URL): string {
  if (!smtpUrl) return text
  let out = text.split(smtpUrl).join('[SMTP_URL]')
  try {
    const url = new URL(smtpUrl)
    for (const secret of [url.password, url.username]) {
      if (!secret) continue
      for (const form of new Set([secret, decodeURIComponent(secret)]))
        if (form.length >= 3) out = out.split(form).join('***')
    }
  } catch {
    // Not a URL: only the whole value could have leaked, and it is gone.
  }
  return out
}

/** Seconds between attempts: 1 min, 5 min, 30 min, 2 h, 6 h, 12 h; then the message has failed. */
export const defaultRetryDelays = [60, 300, 1800, 7200, 21600, 43200]

/** MAIL_RETRY_DELAYS (seconds, comma-separated) or the default schedule. */
export function retryDelays(env: Env = process.env): number[] {
  const raw = env.MAIL_RETRY_DELAYS?.trim()
  if (!raw) return defaultRetryDelays
  const delays = raw.split(',').map((s) => Number(s.trim()))
  if (delays.some((d) => !Number.isFinite(d) || d < 0))
    throw new MailConfigError('MAIL_RETRY_DELAYS must be seconds separated by commas, e.g. 60,300,1800.')
  return delays
}
