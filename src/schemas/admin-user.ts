import { z } from './zod'
import { adminRoles } from '../content/site-structure'
import { commonPasswordsText } from './common-passwords'
import { optionalEmail, text } from './common'

export const adminUsername = z
  .string('Username must be at least 3 characters')
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(/^[\p{L}\p{N}._-]+$/u, 'Username may contain only letters, digits, dots, hyphens and underscores')

export const passwordMessages = {
  min: 'Password must be at least 6 characters',
  common: 'This password is too common. Choose a less predictable one.',
  username: 'The password must not be the username.',
  max: 'Password must be at most 256 characters',
} as const

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

/** The password is the username, in any case: the first guess of anyone who knows the name. */
export const isUsernameAsPassword = (password: string, username: string | null | undefined): boolean =>
  typeof username === 'string' && username.trim() !== '' && password.toLowerCase() === username.trim().toLowerCase()

/**
 * The first rule a new administrator password breaks (the spec's English message), or
 * undefined when it keeps them all: the schema's rules, then "not the username".
 */
export function adminPasswordProblem(password: unknown, username: string | null | undefined): string | undefined {
  const result = adminPassword.safeParse(password)
  if (!result.success) return result.error.issues[0]?.message ?? 'Invalid password'
  return isUsernameAsPassword(result.data, username) ? passwordMessages.username : undefined
}

export const adminPassword = z
  .string(passwordMessages.min)
  .min(6, passwordMessages.min)
  .max(256, passwordMessages.max)
  .refine((password) => !isCommonPassword(password), passwordMessages.common)

export const adminUserSchema = z
  .object({
    username: adminUsername,
    email: optionalEmail.optional(),
    firstName: text(100).optional(),
    lastName: text(100).optional(),
    role: z.enum(adminRoles).default('admin'),
    password: adminPassword,
  })
  .refine(({ password, username }) => !isUsernameAsPassword(password, username), {
    message: passwordMessages.username,
    path: ['password'],
  })

export type AdminUserInput = z.infer<typeof adminUserSchema>
