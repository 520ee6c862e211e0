/**
 * The origins whose browser requests may use an administrator's session cookie (Payload's
 * `csrf` list: a cookie sent from anywhere else is ignored). SERVER_URL in production;
 * without it, this machine on PORT under each loopback name a browser may use.
 */
export function trustedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const serverUrl = env.SERVER_URL?.trim()
  if (serverUrl) {
    try {
      return [new URL(serverUrl).origin]
    } catch {
      throw new Error(`SERVER_URL is not a valid URL (got "${serverUrl}").`)
    }
  }
  const port = env.PORT || '3000'
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`)
}
