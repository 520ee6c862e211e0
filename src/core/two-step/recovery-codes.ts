import { createHmac, randomInt } from 'node:crypto'
import { setting } from '../config'

/**
 * Recovery codes: 10 single-use codes of 10 characters (about 50 bits each) from an alphabet
 * without look-alikes, shown once and stored as keyed hashes. Typed with or without the dash, in
 * either case.
 */
export const recoveryCodeCount = 10
const alphabet = '23456789abcdefghjkmnpqrstuvwxyz'

export function newRecoveryCodes(count = recoveryCodeCount): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/** The code as stored: an HMAC keyed by PAYLOAD_SECRET of its characters, without the dash. */
export function hashRecoveryCode(code: string): string {
  const secret = setting('PAYLOAD_SECRET')
  if (!secret) throw new Error('PAYLOAD_SECRET is not set')
  const normal = code.toLowerCase().replace(/[^0-9a-z]/g, '')
  return createHmac('sha256', secret).update(`recovery:${normal}`).digest('base64url')
}

/** Whether what was typed could be a recovery code at all (rather than an app's six digits). */
export function looksLikeRecoveryCode(code: string): boolean {
  return /^[0-9a-z]{10}$/i.test(code.replace(/[\s-]/g, ''))
}
