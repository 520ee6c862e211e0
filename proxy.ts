import { NextResponse, type NextRequest } from 'next/server'
import {
  archivePath,
  homePath,
  langParam,
  liveSegment,
  localeCookie,
  missingSegment,
  pickLocale,
  privacyPath,
  folderListOf,
  isTab,
  ownPageOf,
  sectionFilters,
  sectionPage,
} from './src/i18n/routing'
import { confirmPagePath, unsubscribePagePath } from './src/core/newsletter/links'
import { toLocalPath } from './src/security/local-path'
import { canonicalLink, canonicalPathLink, viewOf } from './src/i18n/seo'

/** The back office's site pages (login, forgotten password, new password), in the visitor's language. */
const ownPages = new Set(['/admin-login', '/admin-forgot', '/admin-reset'])

/**
 * Public pages: `/` (with ?tab=&section=) is rewritten to its page in the visitor's language
 * (cached for the home page, tabs and built-in sections; rendered per request for any other
 * section id, see src/i18n/routing.ts); any other site path to the one 404 page of that
 * language (one cache entry per language, whatever is typed). The address bar keeps what the
 * visitor typed.
 */
export function proxy(req: NextRequest) {
  const { pathname, searchParams } = req.nextUrl
  // Payload's own login screen hands over to the site's (/admin-login), keeping the
  // page the visitor asked for.
  if (pathname === '/admin/login') {
    const target = req.nextUrl.clone()
    target.pathname = '/admin-login'
    target.search = ''
    // Only a page of the back office (src/security/local-path.ts); anything else: the dashboard.
    const wanted = toLocalPath(searchParams.get('redirect'), '/admin')
    if (wanted) target.searchParams.set('redirect', wanted)
    return NextResponse.redirect(target)
  }
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return guardBackOffice(req)
  // A folder of pages of their own (/publications/, /news/, /events/) is itself its list, with
  // the filters, page and language the address gave.
  const list = folderListOf(pathname)
  if (list) {
    const target = req.nextUrl.clone()
    target.pathname = '/'
    target.searchParams.set('tab', list.tab)
    target.searchParams.set('section', list.section)
    return NextResponse.redirect(target, 308)
  }
  const chosen = searchParams.get(langParam)
  const locale = pickLocale(req.cookies.get(localeCookie)?.value, req.headers.get('accept-language'), chosen)
  const url = req.nextUrl.clone()
  url.search = ''
  // The newsletter's pages read the link's token, and only that.
  const token = tokenPages.has(pathname) ? searchParams.get('token') : null
  if (token !== null) url.searchParams.set('token', token)
  const words = pathname === searchPage ? searchParams.get('q') : null
  if (words) url.searchParams.set('q', words.slice(0, 100))
  const page = sectionPage(searchParams.get('page'))
  const filters =
    pathname === '/' ? sectionFilters(searchParams.get('tab'), searchParams.get('section'), searchParams) : {}
  const filtered = Object.keys(filters).length > 0
  const own = ownPageOf(pathname)
  const archive = pathname === archivePath || pathname === `${archivePath}/`
  // A tab the site does not have is no page of it (404), not the home page under an address of its own.
  const tab = searchParams.get('tab')
  const unknownTab = pathname === '/' && !!tab && !isTab(tab)
  url.pathname =
    pathname === '/' && !unknownTab
      ? homePath(locale, tab, searchParams.get('section'), page, filtered)
      : own
        ? `/${locale}/${own.folder}/${own.slug}`
        : archive
          ? `/${locale}${archivePath}`
          : ownPages.has(pathname) || tokenPages.has(pathname) || pathname === searchPage || pathname === privacyPath
            ? `/${locale}${pathname}`
            : `/${locale}/${missingSegment}`
  if (archive && page) url.searchParams.set('page', String(page))
  if (url.pathname.endsWith(`/${liveSegment}`)) {
    if (page) url.searchParams.set('page', String(page))
    for (const [name, value] of Object.entries(filters)) url.searchParams.set(name, value)
  }
  const response = NextResponse.rewrite(url)
  // A link that names its language (hreflang alternates) makes that language the visitor's choice.
  if (chosen === locale) response.cookies.set(localeCookie, locale, { path: '/', maxAge: 31536000, sameSite: 'lax' })
  if (pathname === '/')
    response.headers.set(
      'Link',
      canonicalLink(
        chosen === locale ? locale : null,
        viewOf(searchParams.get('tab'), searchParams.get('section'), page),
      ),
    )
  if (own)
    response.headers.set('Link', canonicalPathLink(`/${own.folder}/${own.slug}`, chosen === locale ? locale : null))
  if (pathname === privacyPath)
    response.headers.set('Link', canonicalPathLink(privacyPath, chosen === locale ? locale : null))
  if (archive)
    response.headers.set(
      'Link',
      canonicalPathLink(page ? `${archivePath}?page=${page}` : archivePath, chosen === locale ? locale : null),
    )
  return response
}

/** The search page reads its words, and only them. */
const searchPage = '/search'

/** Site pages reached from a mail's link, which carries a `token` (src/core/newsletter/links.ts). */
const tokenPages = new Set([confirmPagePath, unsubscribePagePath])

/**
 * Payload's screens that a signed-out person needs (logging out). Its password-reset screens
 * are not among them: Payload's reset is closed over HTTP (collections/Users/hooks).
 */
const openAdminPaths = /^\/admin\/(logout|logout-inactivity|unauthorized|create-first-user)(\/|$)/

/**
 * The back office without a session cookie answers with a real redirect to the login page, which
 * comes back to the page asked for. (The views check the session itself too: a cookie that is
 * expired or forged gets the same redirect from them, inside the page.)
 */
function guardBackOffice(req: NextRequest) {
  const { pathname, search } = req.nextUrl
  if (openAdminPaths.test(pathname) || req.cookies.has('payload-token')) return NextResponse.next()
  const target = req.nextUrl.clone()
  target.pathname = '/admin-login'
  target.search = ''
  target.searchParams.set('redirect', `${pathname}${search}`)
  return NextResponse.redirect(target)
}

export const config = {
  // Not Payload, the API, the feeds, the OAI-PMH repository (/oai, answered in XML for harvesters,
  // in no language), Next's own files, metadata routes or files with an extension.
  matcher: [
    '/((?!api/|api$|admin/|admin$|feeds/|oai$|_next/|robots\\.txt|sitemap\\.xml|.*\\.[a-zA-Z0-9]+$).*)',
    '/admin',
    '/admin/:path*',
  ],
}
