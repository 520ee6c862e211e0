import type { IncomingHttpHeaders } from 'node:http'
import Bowser from 'bowser'
import { isbot } from 'isbot'
import { langParam, pickLocale, localeCookie } from '../../i18n/routing'
import type { reachDevices } from '../../schemas/reach'

/**
 * What the site's server counts of a request (docs/decisions/038-reach.md): a public page
 * served, or a publication's PDF downloaded. Nothing else is read from the request, and none
 * of it is kept as it came: the address and the user agent only make the day's visitor marks
 * and the country and device class (./counter.ts).
 */

export type Device = (typeof reachDevices)[number]

/** A request as the server layer sees it once the response is finished. */
export type ServedRequest = {
  method: string
  /** The decoded path, without the query. */
  pathname: string
  search: URLSearchParams
  headers: IncomingHttpHeaders
  status: number
}

export type Hit = {
  kind: 'view' | 'download'
  /** A view's page (`/`, `/?tab=about&section=team`, `/news/<slug>`); a download's file name. */
  target: string
  language: string
  device: Device
  /** The domain of the site that linked here, or null (none, or the site itself). */
  referrer: string | null
}

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** The back office's pages on the site (login, forgotten and new password) are not the site's reach. */
const backOfficePages = new Set(['/admin-login', '/admin-forgot', '/admin-reset'])
const publicationFile = /^\/api\/cms\/publications\/file\/([^/]+)$/

/**
 * What a user agent is: a bot, or a browser on a device class. Remembered for the last
 * thousand agents seen (most requests come from a few browsers): working it out takes the
 * longest of anything the counting does.
 */
const agents = new Map<string, Device | 'bot'>()
function agentOf(userAgent: string): Device | 'bot' {
  let known = agents.get(userAgent)
  if (known === undefined) {
    known = isbot(userAgent) ? 'bot' : deviceOf(userAgent)
    if (agents.size >= 1000) agents.clear()
    agents.set(userAgent, known)
  }
  return known
}

/**
 * Whether the request may be counted at all, before it is served: a GET from a browser that
 * neither sends Global Privacy Control nor is a known bot, and not a prefetch.
 */
export function countable(method: string, headers: IncomingHttpHeaders): boolean {
  if (method !== 'GET') return false
  if (header(headers, 'sec-gpc').trim() === '1') return false
  const agent = header(headers, 'user-agent')
  if (!agent || agentOf(agent.slice(0, 512)) === 'bot') return false
  const purpose = `${header(headers, 'sec-purpose')} ${header(headers, 'purpose')}`.toLowerCase()
  if (purpose.includes('prefetch') || header(headers, 'next-router-prefetch')) return false
  return true
}

const cookieValue = (cookies: string, name: string): string | undefined => {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=')
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}

export function deviceOf(userAgent: string): Device {
  const type = Bowser.parse(userAgent).platform.type
  return type === 'mobile' ? 'phone' : type === 'tablet' ? 'tablet' : 'desktop'
}

/** The referring site's domain (`www.` dropped), or null for none, the site itself or anything not http(s). */
export function referrerOf(headers: IncomingHttpHeaders): string | null {
  const raw = header(headers, 'referer')
  if (!raw) return null
  try {
    const url = new URL(raw)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    const host = url.hostname.toLowerCase().replace(/^www\./, '')
    const own = header(headers, 'host')
      .toLowerCase()
      .replace(/:\d+$/, '')
      .replace(/^www\./, '')
    return host && host !== own ? host.slice(0, 200) : null
  } catch {
    return null
  }
}

/** The page a view counts for: its path, and for `/` the tab and section it shows. */
function pageOf(pathname: string, search: URLSearchParams): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path !== '/') return path.slice(0, 200)
  const tab = search.get('tab')
  const section = search.get('section')
  const parts = [tab && `tab=${tab}`, tab && section && `section=${section}`].filter(Boolean)
  return (parts.length ? `/?${parts.join('&')}` : '/').slice(0, 200)
}

/**
 * What a finished request that `countable` let through counts as, or null: a public page
 * answered 200 or 304 (any language, a client-side navigation included), or a publication's
 * PDF (200, or the first range of it).
 */
export function classify(request: ServedRequest): Hit | null {
  const { pathname, search, headers, status } = request
  const language = pickLocale(
    cookieValue(header(headers, 'cookie'), localeCookie),
    header(headers, 'accept-language') || null,
    search.get(langParam),
  )
  const agent = agentOf(header(headers, 'user-agent').slice(0, 512))
  const base = { language, device: agent === 'bot' ? 'desktop' : agent, referrer: referrerOf(headers) }
  const file = publicationFile.exec(pathname)
  if (file) {
    const range = header(headers, 'range')
    const whole = status === 200 || (status === 206 && /^bytes=0-/.test(range.trim()))
    return whole ? { kind: 'download', target: file[1].slice(0, 200), ...base } : null
  }
  if (status !== 200 && status !== 304) return null
  if (/^\/(api|_next|admin)(\/|$)/.test(pathname) || pathname === '/oai' || /\.[a-zA-Z0-9]+$/.test(pathname))
    return null
  if (backOfficePages.has(pathname)) return null
  return { kind: 'view', target: pageOf(pathname, search), ...base }
}
