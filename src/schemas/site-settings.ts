import * as z from 'zod'
import { email } from './common'

/** The notification addresses as typed: e-mail addresses separated by commas (or spaces, semicolons). */
export const splitAddresses = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(/[\s,;]+/)
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean)

export const addressListMessage = 'Enter e-mail addresses separated by commas.'

export const notificationAddresses = z
  .string()
  .max(2000, addressListMessage)
  .refine((value) => splitAddresses(value).every((a) => email.safeParse(a).success), addressListMessage)

/** How long the daily reach figures are kept unless an administrator says otherwise: three years. */
export const defaultReachRetentionMonths = 36
