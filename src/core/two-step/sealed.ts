import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { setting } from '../config'

/**
 * Authenticator keys are stored sealed (AES-256-GCM) with a key derived from PAYLOAD_SECRET, so a
 * copy of the database alone (a backup, a dump) cannot make codes. Changing PAYLOAD_SECRET makes
 * the stored keys unreadable: those administrators log in with a recovery code or a passkey, or
 * have their second factors reset (docs/decisions/037-two-step-login.md).
 */
function sealingKey(): Buffer {
  const secret = setting('PAYLOAD_SECRET')
  if (!secret) throw new Error('PAYLOAD_SECRET is not set')
  return Buffer.from(hkdfSync('sha256', secret, 'two-step', 'authenticator-key', 32))
}

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function seal(plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The sealed text, or null when it cannot be opened (another secret, a damaged value). */
export function unseal(sealed: string | null | undefined): string | null {
  const [version, iv, tag, body] = (sealed ?? '').split('.')
  if (version !== 'v1' || !iv || !tag || !body) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
