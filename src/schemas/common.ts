import { messageKeyOf, says, type MessageKey } from './messages'
import { z } from './zod'

export { unavailableMessage } from './messages'

/** Seconds a client is told to wait (`Retry-After`) while the site is briefly unavailable: the start script brings an embedded PostgreSQL back within a few. */
export const unavailableRetryAfter = 5

/** Messages shared by several forms. */
export const messages = {
  name: says('forms:errors.nameMin'),
  email: says('forms:errors.email'),
  displayOrder: says('admin:validation.displayOrder'),
  slug: says('admin:validation.slug'),
  url: says('admin:validation.url'),
  required: says('forms:errors.required'),
}

type Message = string | ReturnType<typeof says>

/** A trimmed string with a maximum length, so that no field can carry megabytes. */
export const text = (
  max: number,
  tooLong: Message = `Must be at most ${max} characters.`,
  missing: Message = messages.required,
) => z.string(missing).trim().max(max, tooLong)

export const personName = text(100, says('forms:errors.nameMax'), messages.name).min(2, messages.name)

export const email = z.string(messages.email).trim().max(254, messages.email).pipe(z.email(messages.email))

/** An e-mail address, or nothing at all. */
export const optionalEmail = z.union([z.literal(''), email])

/** An http(s) URL, or nothing at all. */
export const optionalHttpUrl = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(2048, messages.url)
    .refine((value) => {
      try {
        const url = new URL(value)
        return url.protocol === 'http:' || url.protocol === 'https:'
      } catch {
        return false
      }
    }, messages.url),
])

export const displayOrder = z
  .number(messages.displayOrder)
  .int(messages.displayOrder)
  .min(1, messages.displayOrder)
  .max(100000, messages.displayOrder)

/** The longest slug (a section id, a publication's address). */
export const maxSlugLength = 64

/** Lowercase letters, digits and hyphens: the shape of every tab and section id. */
export const slug = z
  .string(messages.slug)
  .trim()
  .min(1, messages.required)
  .max(maxSlugLength, `Must be at most ${maxSlugLength} characters.`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, messages.slug)

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)

/**
 * A localised text as saved in a language other than English: empty ("", blanks or null) clears
 * that translation, stored as null so that the site shows English instead (docs/decisions/002).
 * Any other value meets `schema`, with its messages; a value of the wrong type gets the message
 * `schema` gives a missing one. ('' stays in the union only to show in the OpenAPI document.)
 */
export function clearable<S extends z.ZodType>(schema: S) {
  const issue = schema.safeParse(undefined).error?.issues[0]
  const key: MessageKey | undefined = messageKeyOf(issue)
  const missing = key ? says(key) : { error: () => issue?.message ?? 'Invalid value' }
  return z.preprocess(blankToNull, z.union([schema, z.literal(''), z.null()], missing))
}
