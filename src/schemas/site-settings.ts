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

/**
 * A retention as people say it: in years when it is a whole number of them (36 months: 3 years),
 * else in months. The privacy page words it with each language's plural forms.
 */
export function retentionPeriod(months: number): { unit: 'years' | 'months'; count: number } {
  return months % 12 === 0 ? { unit: 'years', count: months / 12 } : { unit: 'months', count: months }
}
