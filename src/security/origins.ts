import { setting } from '../core/config'

/**
 * The origins whose browser requests may use an administrator's session cookie (Payload's
 * `csrf` list: a cookie sent from anywhere else is ignored). SERVER_URL in production;
 * without it, this machine on PORT under each loopback name a browser may use.
 */
export function trustedOrigins(env?: Record<string, string | undefined>): string[] {
  const serverUrl = setting('SERVER_URL', env)
  if (serverUrl) return [new URL(serverUrl).origin]
  const port = setting('PORT', env)
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`)
}
