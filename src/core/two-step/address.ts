/**
 * Whether a host is an IP address (v4, or v6 in any form): browsers refuse WebAuthn there, since a
 * passkey belongs to a domain name. Shared by the server (`passkeyParty`) and the screens.
 */
export function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':') || host.startsWith('[')
}
