import { unavailableMessage } from '@/schemas/messages'
import { honeypotField } from '@/schemas/honeypot'
import { errorCodeIn, type ErrorCode } from '@/schemas/error-codes'

/** The server's answer while its database is briefly away (503): the key of its translation. */
export { unavailableMessage }

/** A response that was not OK; its `code` lets a form say something more useful than "failed". */
export class SubmitError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message)
  }
}

/**
 * POSTs a form's values as JSON. A response that is not OK becomes an
 * error whose message is the status, a colon and a space, then the body (or status text).
 */
export async function postJson(url: string, values: object, form?: HTMLFormElement): Promise<unknown> {
  const honeypot = (form?.elements.namedItem(honeypotField) as HTMLInputElement | null)?.value
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(honeypot ? { ...values, [honeypotField]: honeypot } : values),
  })
  if (!res.ok) {
    const text = await res.text()
    let body: unknown = null
    try {
      body = JSON.parse(text)
    } catch {
      // Not the contract's JSON (a proxy's page, say): no code.
    }
    throw new SubmitError(res.status, `${res.status}: ${text || res.statusText}`, errorCodeIn(body))
  }
  // The contract's answer, `{ success, data }`: what was received.
  return ((await res.json().catch(() => null)) as { data?: unknown } | null)?.data
}
