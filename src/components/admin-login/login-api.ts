import { errorCodeIn, type ErrorCode } from '@/schemas/error-codes'
import type { LoginStep } from '@/schemas/two-step'

/** What a completed login answers: POST /api/login, its second step, a passkey, an enrolment by ticket. */
export type LoginDone = { token: string; user: unknown; recoveryCodes?: string[] | null }

export type { LoginStep }

/** A refused call as the screens read it: its status, its code, and its fields' messages. */
export type Refusal = { ok: false; status: number; code?: ErrorCode; message?: string; errors?: Record<string, string> }

export type Answer<T> = { ok: true; status: number; data: T } | Refusal

/** POSTs JSON to the contract; the answer's `data`, or what the refusal says. Throws when the network fails. */
export async function postJson<T>(path: string, body: unknown): Promise<Answer<T>> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await res.json().catch(() => null)) as {
    data?: T
    message?: unknown
    errors?: Record<string, string>
  } | null
  if (res.ok && json?.data) return { ok: true, status: res.status, data: json.data }
  return {
    ok: false,
    status: res.status,
    code: errorCodeIn(json),
    message: typeof json?.message === 'string' ? json.message : undefined,
    errors: json?.errors,
  }
}

/** The messages a refusal is told with, in the page's language. */
export type RefusalStrings = { invalid: string; tooMany: string; failure: string }

/**
 * What to say of a refused step, chosen by the answer's code (src/schemas/errors.ts): a refused
 * credential or code its own message, a throttled one the same plus the advice to wait, another
 * failure the server's message or the form's.
 */
export function refusalText(refusal: Refusal, strings: RefusalStrings): string {
  if (refusal.code === 'invalid_credentials' || refusal.code === 'invalid_second_step') return strings.invalid
  if (refusal.code === 'rate_limited') return `${strings.invalid} ${strings.tooMany}`
  return refusal.message || strings.failure
}
