import { randomBytes } from 'node:crypto'

/**
 * A link token: 256 random bits, base64url (43 characters). Stored with the subscriber (the
 * unsubscribe link must keep working for as long as the subscriber exists, whatever happens to
 * PAYLOAD_SECRET), never shown by any API or export (hidden fields).
 */
export const newToken = () => randomBytes(32).toString('base64url')

/** Anything else is not a token of ours: answered without asking the database. */
export const isTokenShape = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
