// POST /api/reset-password - sets a new password with the token from the reset mail, and ends the account's sessions
import { ResetRefused, resetPassword } from '@/core/mail/password-reset'
import { resetPasswordAnswer, resetPasswordSchema } from '@/schemas/password-reset'
import { HttpError, invalidInput, ok, parseWith, readJson, route } from '@/server/http'
import { throttleLikeLogin } from '@/server/password-reset'
import { getPayloadClient } from '@/server/payload'

export const POST = route(async (req) => {
  const { token, password } = parseWith(resetPasswordSchema, await readJson(req))
  // Guessing tokens from one address slows down like guessing passwords.
  const attempt = await throttleLikeLogin(req, 'reset-password')
  try {
    await resetPassword(await getPayloadClient(), token, password)
  } catch (error) {
    if (error instanceof ResetRefused) {
      // A password that breaks the rules is the visitor's typing, not a guess: it costs no attempt.
      if (error.field === 'password') await attempt.succeeded()
      throw new HttpError(400, error.field === 'token' ? error.message : invalidInput, { [error.field]: error.message })
    }
    throw error
  }
  await attempt.succeeded()
  return ok({ message: resetPasswordAnswer })
})
