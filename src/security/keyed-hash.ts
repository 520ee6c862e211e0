import { createHmac, hkdfSync } from 'node:crypto'
import { setting } from '../core/config'

/**
 * What the site keeps of a visitor's address (a rate limit's key, a login throttle's counter, the
 * day's key of the reach counts) is an HMAC-SHA-256 under a key derived from PAYLOAD_SECRET for
 * that purpose alone: the database and its backups hold no address, and without the secret,
 * which is never stored there, a candidate address cannot be tested against them. Every instance
 * derives the same keys from the same secret.
 */
export type KeyedPurpose = 'rate-limit' | 'login-throttle' | 'reach-day'

const keys = new Map<string, Buffer>()

function keyFor(purpose: KeyedPurpose): Buffer {
  const secret = setting('PAYLOAD_SECRET')
  if (!secret) throw new Error('PAYLOAD_SECRET is not set')
  const cacheKey = `${purpose}\0${secret}`
  let key = keys.get(cacheKey)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'keyed-hash', purpose, 32))
    if (keys.size > 16) keys.clear()
    keys.set(cacheKey, key)
  }
  return key
}

/** `value` under the purpose's key: 32 characters of base64url (192 bits). */
export function keyedHash(purpose: KeyedPurpose, value: string): string {
  return createHmac('sha256', keyFor(purpose)).update(value).digest('base64url').slice(0, 32)
}

/** The purpose's key for `value` itself, as bytes (the reach counts' key of a day). */
export function derivedKey(purpose: KeyedPurpose, value: string): Buffer {
  return createHmac('sha256', keyFor(purpose)).update(value).digest()
}
