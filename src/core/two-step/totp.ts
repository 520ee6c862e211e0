import { Secret, TOTP } from 'otpauth'

/**
 * Authenticator-app codes (RFC 6238: SHA-1, 6 digits, 30-second steps, as every app reads them).
 * A code is accepted within one step of clock drift either way; which step matched is returned so
 * that the caller can refuse a step already used (src/core/two-step/factors.ts).
 */
const period = 30
const issuer = 'Climate & Humanitarian Research'

/** A new random key (160 bits), as base32 text. */
export function newTotpKey(): string {
  return new Secret({ size: 20 }).base32
}

/** The `otpauth://` address an app reads from the QR code. */
export function totpUri(key: string, account: string): string {
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(key), period }).toString()
}

/** The key as a person types it: groups of four. */
export function spacedKey(key: string): string {
  return key.replace(/(.{4})(?=.)/g, '$1 ')
}

/** Six digits, whatever spaces or dashes were typed or pasted with them. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '')
}

/** The time step the code belongs to (within one step of `now`), or null when it matches none. */
export function matchTotp(key: string, code: string, now = Date.now()): number | null {
  const token = normaliseCode(code)
  if (!/^\d{6}$/.test(token)) return null
  const totp = new TOTP({ secret: Secret.fromBase32(key), period })
  const delta = totp.validate({ token, timestamp: now, window: 1 })
  return delta === null ? null : Math.floor(now / 1000 / period) + delta
}

/** The code for a time (tests, and the reset command's check). */
export function totpCode(key: string, now = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(key), period }).generate({ timestamp: now })
}
