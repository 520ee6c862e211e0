import 'server-only'
import type { NextRequest } from 'next/server'
import { defaultLocale, type LocaleCode } from '../i18n/config'
import { localeCookie, pickLocale } from '../i18n/routing'
import {
  confirmSubscription,
  findByConfirmToken,
  findByUnsubscribeToken,
  subscribe,
  unsubscribe,
} from '../core/newsletter/subscriptions'
import type { NewsletterInput } from '../schemas/newsletter'
import { getPayloadClient } from './payload'
import { localeFrom } from './request'

/**
 * The language of a subscriber's mails: `?locale=` (the site's form sends its page's), else the
 * `locale` cookie, else Accept-Language, else English.
 */
export function newsletterLocale(req: NextRequest): LocaleCode {
  // An unknown `?locale=` is a 400, as everywhere in the contract.
  if (req.nextUrl.searchParams.get('locale')) return localeFrom(req)
  return pickLocale(req.cookies.get(localeCookie)?.value, req.headers.get('accept-language'))
}

/**
 * No answer to POST /api/newsletter comes sooner than this: far above the slowest path (a new
 * address: a row, a token, a queued mail; tens of milliseconds), so a known and an unknown
 * address cannot be told apart by the time the answer takes.
 */
export const newsletterAnswerFloorMs = 400

/** POST /api/newsletter's store: the double opt-in (src/core/newsletter/subscriptions.ts). */
export async function subscribeToNewsletter(
  input: NewsletterInput,
  receivedAt = new Date().toISOString(),
  locale: LocaleCode = defaultLocale,
) {
  await subscribe(await getPayloadClient(), input, { receivedAt, locale })
  return { receivedAt }
}

export const confirmNewsletterToken = async (token: unknown) => confirmSubscription(await getPayloadClient(), token)
export const unsubscribeNewsletterToken = async (token: unknown) => unsubscribe(await getPayloadClient(), token)
export const newsletterConfirmLink = async (token: unknown) => findByConfirmToken(await getPayloadClient(), token)
export const newsletterLink = async (token: unknown) => findByUnsubscribeToken(await getPayloadClient(), token)
