// Without zod: screens on the public pages read failures' codes, and zod is 90 KB gzipped that a
// visitor's first view must not carry (src/components/forms fetch it with their schema).

/**
 * The `code` every failure of the contract carries beside its `message` (the message is English
 * and may be reworded; the code is stable). Screens choose what to say by code, in their own
 * language, never by comparing the message. Documented as an enum in the OpenAPI document's
 * `Failure` schema.
 */
export const errorCodes = [
  /** 400 with `errors`: one message per field. */
  'validation_failed',
  /** 400 without `errors`: the request as a whole cannot be read (bad JSON, a NUL character, an unknown locale ...). */
  'invalid_request',
  /** 401: no credential, or a bad or expired one. */
  'unauthorized',
  /** 401 from POST /api/login: unknown account or wrong password (one answer for both). */
  'invalid_credentials',
  /** 401 from the second step of a login: the code, recovery code or passkey was not accepted. */
  'invalid_second_step',
  /** 401 from the steps after a password: the login's ticket has expired; log in again. */
  'login_expired',
  /** 403: refused, for example a cookie-authenticated write from another site. */
  'forbidden',
  /** 404: no such record, link or endpoint. */
  'not_found',
  /** 405: the method is not one the address accepts (`Allow` names those it does). */
  'method_not_allowed',
  /** 409: conflicts with what is stored (a duplicate, the last account, a message not failed). */
  'conflict',
  /** 411: a multipart upload without Content-Length. */
  'length_required',
  /** 413: the body or the file is too large. */
  'payload_too_large',
  /** 415: not JSON, or a file of a kind not accepted. */
  'unsupported_media_type',
  /** 422: the request is well formed but cannot be carried out (a PDF whose first page is too heavy to draw). */
  'unprocessable',
  /** 429: too many requests (or login attempts); see Retry-After. */
  'rate_limited',
  /** 500: a fault on the server. */
  'internal_error',
  /** 503: the database cannot be reached for a moment, or the server is stopping; see Retry-After. */
  'unavailable',
] as const
export type ErrorCode = (typeof errorCodes)[number]

const byStatus: Partial<Record<number, ErrorCode>> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  411: 'length_required',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'unavailable',
}

/** The code of a failure that names none of its own: by its status, `validation_failed` when fields are named. */
export function errorCodeOf(status: number, fieldErrors?: Record<string, string>): ErrorCode {
  if (status === 400 && fieldErrors && Object.keys(fieldErrors).length) return 'validation_failed'
  return byStatus[status] ?? (status >= 500 ? 'internal_error' : 'invalid_request')
}

/** The code of a failure's body as a screen reads it (undefined when the body is not the contract's failure). */
export function errorCodeIn(body: unknown): ErrorCode | undefined {
  const code = (body as { code?: unknown } | null)?.code
  return (errorCodes as readonly unknown[]).includes(code) ? (code as ErrorCode) : undefined
}
