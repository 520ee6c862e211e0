import { localeCodes } from '../i18n/config'
import { email } from './common'
import { says } from './messages'
import { z } from './zod'

/** POST /api/forgot-password: the account's e-mail address, and the language of the mail (else the visitor's). */
export const forgotPasswordSchema = z.object({
  email,
  locale: z.enum(localeCodes as [string, ...string[]], 'Unknown language.').optional(),
})

/** The password rules themselves are the administrators' (adminPasswordProblem), checked on the server with the username. */
export const resetPasswordSchema = z.object({
  token: z
    .string('The reset link is missing its token.')
    .trim()
    .min(1, 'The reset link is missing its token.')
    .max(200, 'This reset link is invalid or has expired.'),
  password: z.string(says('admin:validation.passwordMin')).max(256, says('admin:validation.passwordMax')),
})

export const forgotPasswordAnswer =
  'If an administrator account has this e-mail address, a link to choose a new password is on its way.'
export const resetPasswordAnswer = 'Your password has been changed. You can now log in with it.'
export const invalidResetLink = 'This reset link is invalid or has expired. Please ask for a new one.'
