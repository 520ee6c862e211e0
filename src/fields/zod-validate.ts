import type { z } from 'zod'

/**
 * Turns a zod schema into a Payload field validator, so that the collection, the contract
 * and the forms all speak with the spec's exact messages (src/schemas/).
 * Empty optional values pass; `required` is decided by the schema itself.
 */
export function zodValidate(schema: z.ZodType, { optional = false } = {}) {
  return (value: unknown): true | string => {
    if (optional && (value === undefined || value === null || value === '')) return true
    const result = schema.safeParse(value ?? undefined)
    return result.success ? true : (result.error.issues[0]?.message ?? 'Invalid value')
  }
}
