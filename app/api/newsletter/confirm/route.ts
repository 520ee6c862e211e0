// POST /api/newsletter/confirm?token= - the confirm page's button: confirms the subscription (a GET of the page changes nothing)
import type { NextRequest } from 'next/server'
import { confirmPagePath } from '@/core/newsletter/links'
import { HttpError, ok, route } from '@/server/http'
import { confirmNewsletterToken } from '@/server/newsletter'

/** A person pressed the page's button (a browser navigation): back to the page, which shows the result. */
const isNavigation = (req: NextRequest) =>
  req.headers.get('sec-fetch-mode') === 'navigate' || /^text\/html/i.test(req.headers.get('accept') ?? '')

/**
 * Mail gateways and scanners open the links in a mail (GET): only this POST, sent by the
 * page's button, confirms. No rate limit: the token (256 random bits) is the only key, and a
 * wrong one costs one indexed lookup. The body is not read.
 */
export const POST = route(async (req) => {
  const token = req.nextUrl.searchParams.get('token') ?? ''
  const result = await confirmNewsletterToken(token)
  if (isNavigation(req)) {
    const query = new URLSearchParams({ token, ...(result.state === 'confirmed' ? { lang: result.locale } : {}) })
    // A relative Location: the address the browser used, whatever proxies stand in front.
    return new Response(null, {
      status: 303,
      headers: { Location: `${confirmPagePath}?${query}`, 'Cache-Control': 'no-store' },
    })
  }
  if (result.state === 'invalid') throw new HttpError(404, 'This confirmation link is not valid.')
  return ok({ subscription: 'confirmed' })
})
