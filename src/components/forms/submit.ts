import { unavailableMessage } from '@/schemas/messages'
import { honeypotField } from '@/schemas/honeypot'

/** The server's answer while its database is briefly away (503): the key of its translation. */
export { unavailableMessage }

/** A response that was not OK; `status` lets a form say something more useful than "failed". */
export class SubmitError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * POSTs a form's values as JSON. A response that is not OK becomes an
 * error whose message is the status, a colon and a space, then the body (or status text).
 */
export async function postJson(url: string, values: object, form?: HTMLFormElement): Promise<void> {
  const honeypot = (form?.elements.namedItem(honeypotField) as HTMLInputElement | null)?.value
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(honeypot ? { ...values, [honeypotField]: honeypot } : values),
  })
  if (!res.ok) throw new SubmitError(res.status, `${res.status}: ${(await res.text()) || res.statusText}`)
}
