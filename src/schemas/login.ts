import { says } from './messages'
import { z } from './zod'
import { localeCodes } from '../i18n/config'

export const loginSchema = z.object({
  username: z.string(says('forms:login.usernameRequired')).trim().min(1, says('forms:login.usernameRequired')).max(254),
  password: z.string(says('forms:login.passwordRequired')).min(1, says('forms:login.passwordRequired')).max(1024),
  /** The login page's language: the account's notices (e-mails) are sent in it. */
  locale: z.enum(localeCodes).optional(),
})

export type LoginInput = z.infer<typeof loginSchema>
