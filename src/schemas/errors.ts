import { errorCodes } from './error-codes'
import { z } from './zod'

export { errorCodeIn, errorCodeOf, errorCodes, type ErrorCode } from './error-codes'

/** The codes as the OpenAPI document lists them (`Failure`). */
export const errorCode = z.enum(errorCodes)

/** The contract's failure shape. */
export const failureSchema = z.object({
  success: z.literal(false),
  code: errorCode.describe('Stable and machine-readable: choose what to show by it, not by `message`.'),
  message: z.string().describe('In English, for people; may be reworded.'),
  errors: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      'Each field (by its dotted path) and its message: with `validation_failed`, and with `conflict` the field that conflicts.',
    ),
  data: z.unknown().optional().describe('With `unavailable` from GET /api/health: what is down.'),
})
export type Failure = z.infer<typeof failureSchema>
