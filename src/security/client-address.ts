/**
 * The client's address for rate limits and login throttling, decided once per request by the
 * site's HTTP server (scripts/lib/site-server.ts) from the TCP connection, and handed to the
 * app in a header that the server always overwrites. No header a client sends can change it.
 *
 * TRUST_PROXY unset or `false`: the TCP peer. `N` (`true` = 1): N proxies that each append
 * the address they saw stand in front, so the client is the N-th X-Forwarded-For entry from
 * the right; a request that carries fewer entries did not come through them and is keyed by
 * its peer. X-Real-IP is never read.
 */

/** Set by the site's server on every request; whatever a client sent under this name is replaced. */
export const clientAddressHeader = 'x-site-client-address'

/** How many proxies in front append to X-Forwarded-For (0: none, the peer is the client). */
export function trustedProxyCount(value: string | undefined): number {
  const v = (value ?? '').trim().toLowerCase()
  if (v === '' || v === 'false' || v === '0') return 0
  if (v === 'true') return 1
  if (/^\d{1,2}$/.test(v)) return Number(v)
  throw new Error(`TRUST_PROXY must be false, true or the number of proxies in front of the site (got "${value}").`)
}

/** The first four groups of an IPv6 address, or null when it is not one. */
function ipv6Network(address: string): string | null {
  let a = address.replace(/%.*$/, '')
  // A trailing dotted quad (64:ff9b::192.0.2.1) is the last two groups.
  a = a.replace(
    /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/,
    (_, p, q, r, t) => `${((+p << 8) | +q).toString(16)}:${((+r << 8) | +t).toString(16)}`,
  )
  const halves = a.split('::')
  if (halves.length > 2) return null
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null
  return groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')
}

/**
 * The key for an address: an IPv4 address as it is (`::ffff:10.0.0.1` is 10.0.0.1); an IPv6
 * address by its /64 network, since one machine there usually holds all the addresses of a /64
 * and could otherwise take a fresh one for every few guesses.
 */
function normalise(address: string): string {
  const a = address.trim().toLowerCase()
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a)
  if (mapped) return mapped[1]
  if (a.includes(':')) {
    const network = ipv6Network(a)
    if (network) return `${network}::/64`
  }
  return a.slice(0, 64)
}

/** The client's address for one request (see the module's comment). */
export function clientAddressOf(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  proxies: number,
): string {
  const fallback = peer ? normalise(peer) : 'unknown'
  if (proxies === 0) return fallback
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const entries = header.split(',').map((s) => s.trim())
  // Entries appended by the trusted proxies are the last `proxies` ones; an empty one is malformed.
  if (entries.length < proxies) return fallback
  const candidate = entries[entries.length - proxies]
  return candidate ? normalise(candidate) : fallback
}

/**
 * The network of a client address as the activity log keeps it (not the person's own address):
 * an IPv4 address by its /24 (`192.0.2.0/24`), an IPv6 one by its /64 (already so keyed).
 */
export function networkOf(address: string | null | undefined): string {
  const a = (address ?? '').trim()
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(a)
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`
  if (a.endsWith('::/64')) return a
  return a.includes(':') ? (normalise(a).endsWith('::/64') ? normalise(a) : 'unknown') : 'unknown'
}
