import { z } from '@/schemas/zod'
import { messages } from '@/schemas/common'

/** SPEC.md section 5: the order input's minimum is 1 and a non-numeric entry becomes 1. */
export const toOrder = (value: unknown) => {
  const n = Number.parseInt(String(value), 10)
  return Number.isNaN(n) ? 1 : n
}

/** The display order as the forms hold it (a number, after `toOrder`). */
export const orderRule = z.number().int().min(1, messages.displayOrder)
