import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import { isIpAddress } from '@/core/two-step/address'
import { postJson, type Answer, type LoginDone } from './login-api'

/**
 * The browser's side of passkeys (WebAuthn, with SimpleWebAuthn, loaded when a passkey is used).
 * Browsers refuse WebAuthn on an IP address (127.0.0.1 included, `localhost` works), so there the
 * page offers no passkey at all.
 */

/** Whether a passkey can work here: the server offers it (`methods`), the browser has WebAuthn, the host is a name. */
export function passkeysUsable(methods?: readonly string[]): boolean {
  if (methods && !methods.includes('passkey')) return false
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential === 'undefined') return false
  return !isIpAddress(window.location.hostname)
}

type Options<T> = { options: T; challenge: string }

/** The browser's passkey ceremony failed or was cancelled (it throws; the screen says so). */
export class PasskeyCancelled extends Error {}

/**
 * Signs a login challenge with a passkey: for the second step (the login's `ticket`, the account's
 * own passkeys) or for a passkey login (none: the browser offers the site's passkeys).
 */
async function signChallenge(
  ticket: string | undefined,
): Promise<Answer<{ challenge: string; response: AuthenticationResponseJSON }>> {
  const asked = await postJson<Options<PublicKeyCredentialRequestOptionsJSON>>(
    '/api/login/passkey-options',
    ticket ? { ticket } : {},
  )
  if (!asked.ok) return asked
  const { startAuthentication } = await import('@simplewebauthn/browser')
  const response = await startAuthentication({ optionsJSON: asked.data.options }).catch((error: unknown) => {
    throw new PasskeyCancelled(String(error))
  })
  return { ok: true, status: 200, data: { challenge: asked.data.challenge, response } }
}

/** The second step of a login, with a passkey. */
export async function secondStepWithPasskey(ticket: string): Promise<Answer<LoginDone>> {
  const signed = await signChallenge(ticket)
  if (!signed.ok) return signed
  return postJson<LoginDone>('/api/login/second-step', { ticket, passkey: signed.data })
}

/** A whole login with a passkey alone (one that checks its owner). */
export async function loginWithPasskey(): Promise<Answer<LoginDone>> {
  const signed = await signChallenge(undefined)
  if (!signed.ok) return signed
  return postJson<LoginDone>('/api/login/passkey', signed.data)
}

/** Sets up a passkey as an enrolment ticket's first factor; the answer completes the login. */
export async function enrolPasskey(ticket: string, label: string): Promise<Answer<LoginDone>> {
  const asked = await postJson<Options<PublicKeyCredentialCreationOptionsJSON>>('/api/two-step/passkeys/options', {
    ticket,
  })
  if (!asked.ok) return asked
  const { startRegistration } = await import('@simplewebauthn/browser')
  const response: RegistrationResponseJSON = await startRegistration({ optionsJSON: asked.data.options }).catch(
    (error: unknown) => {
      throw new PasskeyCancelled(String(error))
    },
  )
  return postJson<LoginDone>('/api/two-step/passkeys', {
    ticket,
    challenge: asked.data.challenge,
    response,
    label: label || undefined,
  })
}
