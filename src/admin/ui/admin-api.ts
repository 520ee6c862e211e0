/** A refused back-office call: the server's message (when it sent one) and its per-field errors. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly errors: Record<string, string> = {},
  ) {
    super(serverMessage ?? `${status}`)
  }

  /** SPEC.md section 8: the server's message, else the screen's own fallback. */
  messageOr(fallback: string) {
    return this.serverMessage || fallback
  }
}

/** The message to show for any failure: a refused call's own message, else the fallback. */
export function failureMessage(error: unknown, fallback: string) {
  return error instanceof AdminApiError ? error.messageOr(fallback) : fallback
}

/**
 * Calls the contract as the signed-in administrator. SPEC.md section 6: the stored adminToken goes
 * along as a Bearer header when present, and the session cookie with it.
 */
export async function adminApi<T = unknown>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem('adminToken')
  if (token) headers.Authorization = `Bearer ${token}`
  let body: BodyInit | undefined
  if (init.body instanceof FormData) body = init.body
  else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(init.body)
  }
  const res = await fetch(path, { method: init.method ?? 'GET', headers, body, credentials: 'include' })
  const json = (await res.json().catch(() => null)) as { data?: T; message?: string; errors?: Record<string, string> } | null
  if (!res.ok) throw new AdminApiError(res.status, json?.message, json?.errors ?? {})
  return json?.data as T
}
