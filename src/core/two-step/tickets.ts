import { randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { setting } from '../config'

/**
 * A login's state between its steps, carried by the browser and signed with the site's secret
 * (HS256), so that any instance can take the next step:
 * - `second-step`: the password was right; a second factor is still needed (5 minutes);
 * - `enrol`: the password was right, the site requires two-step login and the account has none:
 *   it may set one up and nothing else (15 minutes);
 * - `challenge`: a WebAuthn challenge handed out to be signed (2 minutes); `user` is empty for a
 *   passkey login, where the passkey says whose it is.
 */
export type TicketPurpose = 'second-step' | 'enrol' | 'challenge'
const lifetimes: Record<TicketPurpose, number> = { 'second-step': 5 * 60, enrol: 15 * 60, challenge: 2 * 60 }
const audience = 'two-step'

export type Ticket = { purpose: TicketPurpose; user: number | null; challenge?: string; method?: string }
/** A ticket as read: with its id, which the session it opens keeps, so that it opens one at most. */
export type ReadTicket = Ticket & { id: string }

function key(): Uint8Array {
  const secret = setting('PAYLOAD_SECRET')
  if (!secret) throw new Error('PAYLOAD_SECRET is not set')
  return new TextEncoder().encode(`two-step-ticket:${secret}`)
}

export async function signTicket(ticket: Ticket): Promise<{ ticket: string; expiresAt: string }> {
  const exp = Math.floor(Date.now() / 1000) + lifetimes[ticket.purpose]
  const token = await new SignJWT({ ...ticket })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(audience)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(exp)
    .sign(key())
  return { ticket: token, expiresAt: new Date(exp * 1000).toISOString() }
}

/** The ticket when it is genuine, unexpired and for `purpose`; null otherwise. */
export async function readTicket(token: unknown, purpose: TicketPurpose): Promise<ReadTicket | null> {
  if (typeof token !== 'string' || token.length > 4096) return null
  try {
    const { payload } = await jwtVerify(token, key(), { audience, algorithms: ['HS256'] })
    if (payload.purpose !== purpose || typeof payload.jti !== 'string') return null
    const user = typeof payload.user === 'number' ? payload.user : null
    if (purpose !== 'challenge' && user === null) return null
    return {
      id: payload.jti,
      purpose,
      user,
      challenge: typeof payload.challenge === 'string' ? payload.challenge : undefined,
      method: typeof payload.method === 'string' ? payload.method : undefined,
    }
  } catch {
    return null
  }
}
