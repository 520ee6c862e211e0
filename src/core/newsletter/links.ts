import type { LocaleCode } from '../../i18n/config'
import { siteUrl } from '../mail/links'

/** The public paths of the newsletter's pages (proxy.ts maps them to the page of the language). */
export const confirmPagePath = '/newsletter/confirm'
export const unsubscribePagePath = '/newsletter/unsubscribe'
/** The confirm page's button POSTs here (a GET of the page itself changes nothing). */
export const confirmActionPath = '/api/newsletter/confirm'
/** RFC 8058's one-click target, named in every mail's List-Unsubscribe header. */
export const oneClickPath = '/api/newsletter/unsubscribe'

const query = (token: string, locale?: LocaleCode) =>
  `?token=${encodeURIComponent(token)}${locale ? `&lang=${locale}` : ''}`

/** The confirmation link: a page in the subscriber's language whose button confirms. */
export const confirmUrl = (token: string, locale: LocaleCode) => siteUrl(`${confirmPagePath}${query(token, locale)}`)
/** The visible unsubscribe link: a page with a button (mail scanners follow GET links). */
export const unsubscribePageUrl = (token: string, locale: LocaleCode) =>
  siteUrl(`${unsubscribePagePath}${query(token, locale)}`)
/** Where a mail program POSTs `List-Unsubscribe=One-Click`. */
export const oneClickUrl = (token: string) => siteUrl(`${oneClickPath}${query(token)}`)
