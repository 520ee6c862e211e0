import { z } from './zod'

export const loginSchema = z.object({
  username: z.string('Username is required').trim().min(1, 'Username is required').max(254),
  password: z.string('Password is required').min(1, 'Password is required').max(1024),
})

export type LoginInput = z.infer<typeof loginSchema>
