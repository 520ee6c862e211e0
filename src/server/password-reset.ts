import 'server-only'
import type { NextRequest } from 'next/server'
import { HttpError } from './http'
import { beginLoginAttempt } from './login-throttle'
import { clientAddress } from './rate-limit'

/** One answer for every throttled reset call, as for a throttled login. */
const throttledMessage = 'Too many requests. Please wait a few minutes and try again.'

/**
 * The password-reset calls are throttled like login (src/server/login-throttle.ts): per client
 * address and per (address, account or token), with growing waits past a few free tries, on
 * counters of their own (they never slow a login). Asking for a link counts every time (no inbox
 * is flooded); a reset takes its count back once it works.
 */
export async function throttleLikeLogin(req: NextRequest, account: string) {
  const attempt = await beginLoginAttempt(clientAddress(req), account, 'password-reset')
  if (!attempt.allowed)
    throw new HttpError(429, throttledMessage, undefined, { 'Retry-After': String(attempt.retryAfter) })
  return attempt
}

/** Answers no sooner than this after the request came, so that its timing does not tell whether an account exists. */
export async function answerNoSoonerThan(started: number, ms: number) {
  const wait = started + ms - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}
