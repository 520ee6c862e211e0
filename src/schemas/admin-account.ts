import { z } from './zod'
import { adminRoles } from '../content/site-structure'
import { optionalEmail, text } from './common'
import { says } from './messages'

/*
 * An administrator account's rules that a browser may check: everything but "not one of the
 * 10,000 most common passwords", whose list (79 KB) stays on the server (./admin-user.ts). The
 * account manager checks these before it sends; the server checks all of them again and answers
 * the common-password rule by its English message, which the screen shows in its language.
 */

export const adminUsername = z
  .string(says('admin:validation.usernameMin'))
  .trim()
  .min(3, says('admin:validation.usernameMin'))
  .max(50, says('admin:validation.usernameMax'))
  .regex(/^[\p{L}\p{N}._-]+$/u, says('admin:validation.usernameChars'))

/** A password's length: at least 6 characters (Payload's own minimum is 3), at most 256. */
export const adminPasswordLength = z
  .string(says('admin:validation.passwordMin'))
  .min(6, says('admin:validation.passwordMin'))
  .max(256, says('admin:validation.passwordMax'))

/** The password is the username, in any case: the first guess of anyone who knows the name. */
export const isUsernameAsPassword = (password: string, username: string | null | undefined): boolean =>
  typeof username === 'string' && username.trim() !== '' && password.toLowerCase() === username.trim().toLowerCase()

/** A new account with `password` as its password rule. */
export const adminAccountSchema = (password: z.ZodType<string, string>) =>
  z
    .object({
      username: adminUsername,
      email: optionalEmail.optional(),
      firstName: text(100).optional(),
      lastName: text(100).optional(),
      role: z.enum(adminRoles).default('admin'),
      password,
    })
    .refine(({ password, username }) => !isUsernameAsPassword(password, username), {
      ...says('admin:validation.passwordIsUsername'),
      path: ['password'],
    })

/** What the account manager checks in the browser. */
export const adminAccountFormSchema = adminAccountSchema(adminPasswordLength)

export type AdminAccountInput = z.infer<typeof adminAccountFormSchema>
