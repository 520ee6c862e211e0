import { serverUrl } from '../config'

/**
 * The site's public origin for links in e-mails: SERVER_URL (the address visitors use),
 * else this machine on PORT. A mail is read elsewhere, so every link in it is absolute.
 */
export const siteOrigin = (): string => serverUrl()

/** An absolute link to a path of the site, e.g. siteUrl('/admin-reset?token=...'). */
export function siteUrl(path: string): string {
  return `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`
}
