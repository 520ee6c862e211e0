import { z } from './zod'
import { adminRoles } from '../content/site-structure'
import { optionalEmail, text } from './common'

export const adminUsername = z
  .string('Username must be at least 3 characters')
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(/^[\p{L}\p{N}._-]+$/u, 'Username may contain only letters, digits, dots, hyphens and underscores')

export const adminPassword = z
  .string('Password must be at least 6 characters')
  .min(6, 'Password must be at least 6 characters')
  .max(256, 'Password must be at most 256 characters')

export const adminUserSchema = z.object({
  username: adminUsername,
  email: optionalEmail.optional(),
  firstName: text(100).optional(),
  lastName: text(100).optional(),
  role: z.enum(adminRoles).default('admin'),
  password: adminPassword,
})

export type AdminUserInput = z.infer<typeof adminUserSchema>
