// POST /api/forgot-password - e-mails an administrator a single-use link to choose a new password
import { isLocale } from '@/i18n/config'
import { localeCookie, pickLocale } from '@/i18n/routing'
import { requestPasswordReset } from '@/core/mail/password-reset'
import { forgotPasswordAnswer, forgotPasswordSchema } from '@/schemas/password-reset'
import { ok, parseWith, readJson, route } from '@/server/http'
import { normaliseCredential } from '@/server/data/users'
import { answerNoSoonerThan, throttleLikeLogin } from '@/server/password-reset'
import { getPayloadClient } from '@/server/payload'

/** Long enough for the slower path (an account found, a token stored, a mail queued). */
const answerFloorMs = 700

export const POST = route(async (req) => {
  const started = Date.now()
  const { email, locale } = parseWith(forgotPasswordSchema, await readJson(req))
  const address = normaliseCredential(email)
  await throttleLikeLogin(req, `forgot:${address}`)
  // The mail's language: the form's page, else the visitor's choice (cookie), else the browser's.
  const language = isLocale(locale)
    ? locale
    : pickLocale(req.cookies.get(localeCookie)?.value, req.headers.get('accept-language'))
  await requestPasswordReset(await getPayloadClient(), address, language)
  await answerNoSoonerThan(started, answerFloorMs)
  // The same answer whether or not an account has this address.
  return ok({ message: forgotPasswordAnswer })
})
