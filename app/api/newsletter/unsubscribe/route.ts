// POST /api/newsletter/unsubscribe?token= - RFC 8058 one-click unsubscribe (also the unsubscribe page's button)
// GET /api/newsletter/unsubscribe?token= - a person who opens that address: the unsubscribe page (changes nothing)
import type { NextRequest } from 'next/server'
import { unsubscribePagePath } from '@/core/newsletter/links'
import { HttpError, ok, readBytesUpTo, route } from '@/server/http'
import { unsubscribeNewsletterToken } from '@/server/newsletter'

/** RFC 8058: the POST's body is this one field, form-encoded. A few bytes; nothing bigger is read. */
const oneClickField = 'List-Unsubscribe'
const oneClickValue = 'One-Click'
const maxBodyBytes = 1024

async function oneClickBody(req: NextRequest): Promise<boolean> {
  // The boundary of a multipart type is case-sensitive: only the type's name is compared in lower case.
  const type = req.headers.get('content-type') ?? ''
  const name = type.split(';')[0].trim().toLowerCase()
  if (name !== 'application/x-www-form-urlencoded' && name !== 'multipart/form-data') {
    throw new HttpError(415, 'Send List-Unsubscribe=One-Click form-encoded (RFC 8058).')
  }
  const bytes = await readBytesUpTo(req, maxBodyBytes)
  if (!bytes) throw new HttpError(413, `The request body is too large (at most ${maxBodyBytes} bytes).`)
  try {
    const form = await new Response(new Uint8Array(bytes), { headers: { 'Content-Type': type } }).formData()
    return form.get(oneClickField) === oneClickValue
  } catch {
    throw new HttpError(400, 'The request body is not valid form data.')
  }
}

/** A person pressed the page's button (a browser navigation), not a mail program: back to the page. */
const isNavigation = (req: NextRequest) =>
  req.headers.get('sec-fetch-mode') === 'navigate' || /^text\/html/i.test(req.headers.get('accept') ?? '')

/**
 * No rate limit: the token (256 random bits) is the only key, a wrong one costs one indexed
 * lookup, and the big mail providers send their users' one-click POSTs from a few addresses.
 */
export const POST = route(async (req) => {
  const token = req.nextUrl.searchParams.get('token') ?? ''
  if (!(await oneClickBody(req)))
    throw new HttpError(400, 'The body must be List-Unsubscribe=One-Click (RFC 8058).', {
      [oneClickField]: `Must be "${oneClickValue}".`,
    })
  const result = await unsubscribeNewsletterToken(token)
  if (isNavigation(req)) {
    const query = new URLSearchParams({ token, ...(result.state === 'unsubscribed' ? { lang: result.locale } : {}) })
    // A relative Location: the address the browser used, whatever proxies stand in front.
    return new Response(null, {
      status: 303,
      headers: { Location: `${unsubscribePagePath}?${query}`, 'Cache-Control': 'no-store' },
    })
  }
  if (result.state === 'invalid') throw new HttpError(404, 'This unsubscribe link is not valid.')
  return ok({ subscription: 'unsubscribed' })
})

/**
 * A mail program that opens the List-Unsubscribe address in a browser instead of posting to it:
 * the unsubscribe page with its button. A GET never unsubscribes (mail scanners follow links).
 */
export const GET = route(async (req) => {
  const token = req.nextUrl.searchParams.get('token') ?? ''
  return new Response(null, {
    status: 303,
    headers: { Location: `${unsubscribePagePath}?${new URLSearchParams({ token })}`, 'Cache-Control': 'no-store' },
  })
})
