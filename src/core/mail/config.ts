import { messages } from '../../i18n/messages'
import { parseSmtpUrl, serverUrl, setting } from '../config'

/**
 * The mail settings: SMTP_URL (`smtp://user:pass@host:587`, `smtps://user:pass@host:465`; no
 * value: nothing is sent and messages wait in the outbox) and MAIL_FROM. Nothing here may end
 * up in a log or on a screen with the URL's credentials: `redact` exists for that.
 */

type Env = Record<string, string | undefined>

export type SmtpSettings = { url: string; from: string; host: string; requireTLS?: boolean }

const siteHost = () => new URL(serverUrl()).hostname || 'localhost'

/** MAIL_FROM, else the organisation's name at no-reply@ the site's host. */
export function mailFrom(): string {
  const configured = setting('MAIL_FROM')
  if (configured) return configured
  return `"${messages.en.common.siteName}" <no-reply@${siteHost()}>`
}

/** The settings from the environment; undefined when SMTP_URL is unset (mail stays queued). */
export function smtpSettings(env?: Env): SmtpSettings | undefined {
  const raw = setting('SMTP_URL', env)
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

/** Whether SMTP_URL is set (a bad value counts: the start script refuses it). */
export const mailIsConfigured = () => {
  try {
    return Boolean(setting('SMTP_URL'))
  } catch {
    return true
  }
}

/** Removes the SMTP credentials (raw and percent-decoded) from a text bound for a log or the outbox. */
export function redact(text: string, smtpUrl: string | undefined): string {
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

/** MAIL_RETRY_DELAYS: seconds between attempts (1 min, 5 min, 30 min, 2 h, 6 h, 12 h by default); then the message has failed. */
export const retryDelays = (env?: Env): number[] => setting('MAIL_RETRY_DELAYS', env)
