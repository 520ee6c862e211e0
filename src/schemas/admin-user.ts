import { z } from './zod'
import { adminAccountSchema, adminPasswordLength, isUsernameAsPassword } from './admin-account'
import { commonPasswordsText } from './common-passwords'
import { englishOf, says } from './messages'
import { recordId } from './shapes'

/*
 * Every rule of an administrator account, the common-password list's included: for the server
 * (the contract, Payload's hooks, the first administrator, the password reset). Browsers check
 * the rest with ./admin-account.ts and never load the list.
 */

export { adminUsername } from './admin-account'

/** The password rules' messages in the spec's English (what the contract answers). */
export const passwordMessages = {
  min: englishOf('admin:validation.passwordMin'),
  common: englishOf('admin:validation.passwordCommon'),
  username: englishOf('admin:validation.passwordIsUsername'),
  max: englishOf('admin:validation.passwordMax'),
}

let commonPasswords: ReadonlySet<string> | undefined

/**
 * Whether a password is among the 10,000 most common ones (./common-passwords.ts), in any case,
 * or one character repeated ("aaaaaa", "111111111"), which no list holds in every length. The
 * set is built on first use, once per process.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(commonPasswordsText.split('\n'))
  const lower = password.toLowerCase()
  return commonPasswords.has(lower) || /^(.)\1*$/su.test(lower)
}

/**
 * The first rule a new administrator password breaks (the spec's English message), or
 * undefined when it keeps them all: the schema's rules, then "not the username".
 */
export function adminPasswordProblem(password: unknown, username: string | null | undefined): string | undefined {
  return adminPasswordIssue(password, username)?.message
}

/** The same as an issue: its English message and, for a screen to translate, its key (`messageKeyOf`). */
export function adminPasswordIssue(
  password: unknown,
  username: string | null | undefined,
): { message: string; params?: unknown } | undefined {
  const result = adminPassword.safeParse(password)
  if (!result.success) return result.error.issues[0] ?? { message: 'Invalid password' }
  const key = 'admin:validation.passwordIsUsername'
  return isUsernameAsPassword(result.data, username)
    ? { message: englishOf(key), params: { messageKey: key } }
    : undefined
}

export const adminPassword = adminPasswordLength.refine(
  (password) => !isCommonPassword(password),
  says('admin:validation.passwordCommon'),
)

export const adminUserSchema = adminAccountSchema(adminPassword)

/** What the contract answers (its response schema in the OpenAPI document; the presenter returns it). */
export const publicAdminUserSchema = z.object({
  id: recordId,
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.literal('admin'),
  createdAt: z.string(),
  /** Whether the account has a second factor (in the list of accounts). */
  twoStep: z.boolean().optional(),
})
export type PublicAdminUser = z.infer<typeof publicAdminUserSchema>
