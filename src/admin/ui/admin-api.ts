import { localeCodes, type LocaleCode } from '@/i18n/config'
import { errorCodeIn, type ErrorCode } from '@/schemas/errors'
import { storedToken, storeToken } from './stored-login'

/** A refused back-office call: the server's message (when it sent one), its per-field errors and the language it saved. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly errors: Record<string, string> = {},
    /** The `?locale=` of the refused call: the language whose fields the errors belong to. */
    readonly locale?: string,
    /** What the refusal was (src/schemas/errors.ts): screens choose by it, not by the message. */
    readonly code?: ErrorCode,
  ) {
    super(serverMessage ?? `${status}`)
  }

  /** The server's message, else the screen's own fallback. */
  messageOr(fallback: string) {
    return this.serverMessage || fallback
  }
}

/** The message to show for any failure: a refused call's own message, else the fallback. */
export function failureMessage(error: unknown, fallback: string) {
  return error instanceof AdminApiError ? error.messageOr(fallback) : fallback
}

/**
 * A failure told with the screen's fixed message ("Failed to add/update member", ...)
 * as the toast's title and the server's reason, when it gave one, underneath.
 */
export function failureToast(error: unknown, title: string): [string, { description?: string }] {
  const reason = error instanceof AdminApiError ? error.serverMessage : undefined
  return [title, reason && reason !== title ? { description: reason } : {}]
}

/**
 * Puts a refused call's field errors on the form, in the language whose call was refused (its
 * `?locale=`, else the one on screen), and shows that language. `put` places one contract field.
 */
export function showFieldErrors(
  error: unknown,
  shown: LocaleCode,
  setLanguage: (code: LocaleCode) => void,
  put: (field: string, message: string, language: LocaleCode) => void,
) {
  if (!(error instanceof AdminApiError)) return
  const fields = Object.entries(error.errors)
  if (fields.length === 0) return
  const language = localeCodes.find((code) => code === error.locale) ?? shown
  setLanguage(language)
  for (const [field, message] of fields) put(field, message, language)
}

/**
 * The stored token expires after its 8 hours while Payload's panel keeps renewing the session cookie.
 * Trade the live cookie for a fresh token (Payload's refresh-token endpoint) and keep it; null when
 * the session has ended too.
 */
async function refreshToken(): Promise<string | null> {
  const res = await fetch('/api/cms/users/refresh-token', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
  }).catch(() => null)
  const token = res?.ok
    ? ((await res.json().catch(() => null)) as { refreshedToken?: string } | null)?.refreshedToken
    : undefined
  if (!token) return null
  storeToken(token)
  return token
}

/**
 * Calls the contract as the signed-in administrator. The stored adminToken goes
 * along as a Bearer header when present, and the session cookie with it. Payload reads the header
 * before the cookie, so a stale token is renewed once from the session before the call fails.
 */
export async function adminApi<T = unknown>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  let body: BodyInit | undefined
  if (init.body instanceof FormData) body = init.body
  else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(init.body)
  }
  const send = (token: string | null) =>
    fetch(path, {
      method: init.method ?? 'GET',
      headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
      body,
      credentials: 'include',
    })

  const token = storedToken()
  let res = await send(token)
  if (res.status === 401 && token) {
    const fresh = await refreshToken()
    if (fresh) res = await send(fresh)
  }
  const json = (await res.json().catch(() => null)) as {
    data?: T
    message?: string
    errors?: Record<string, string>
  } | null
  if (!res.ok) {
    const locale = new URL(path, 'http://admin.invalid').searchParams.get('locale') ?? undefined
    throw new AdminApiError(res.status, json?.message, json?.errors ?? {}, locale, errorCodeIn(json))
  }
  return json?.data as T
}
