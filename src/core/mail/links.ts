/**
 * The site's public origin for links in e-mails: SERVER_URL (the address visitors use),
 * else this machine on PORT. A mail is read elsewhere, so every link in it is absolute.
 */
export function siteOrigin(): string {
  const configured = process.env.SERVER_URL?.trim()
  if (configured) return configured.replace(/\/+$/, '')
  return `http://localhost:${process.env.PORT || 3000}`
}

/** An absolute link to a path of the site, e.g. siteUrl('/admin-reset?token=...'). */
export function siteUrl(path: string): string {
  return `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`
}
