import { localeCodes, type LocaleCode } from '../i18n/config'
import { z } from './zod'

/**
 * Pieces of the answers' shapes (what the contract sends back, as opposed to what it takes).
 * Each resource's schema file builds its public shape from these; the presenters' return types,
 * the back office's record types and the OpenAPI document's response schemas all come from it.
 */

/** A stored record's id. */
export const recordId = z.number().int().positive()

/** An uploaded image: the original plus each resized WebP variant (src/server/images.ts). */
export const imageShape = z.object({
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  sizes: z.record(z.string(), z.object({ url: z.string(), width: z.number(), height: z.number() })),
})

/** Whether the site shows a record's latest version (src/core/drafts): unset when it does. */
export const draftStateShape = z.enum(['unpublished', 'changes'])

/** `names` as plain texts: a record's localised texts as the contract shows them in one language. */
export function textsShape<const K extends string>(names: readonly K[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, z.string()])) as { [P in K]: z.ZodString })
}

/** The texts of a record in every language, as the back office reads and edits them. */
export function eachLanguageShape<S extends z.ZodObject>(texts: S) {
  return z.object(Object.fromEntries(localeCodes.map((code) => [code, texts])) as Record<LocaleCode, S>)
}

/** Which of `names` a read shows in English because the language asked has none of its own. */
export const untranslatedShape = <K extends string>(names: readonly K[], description: string) =>
  z
    .array(z.enum(names as readonly [K, ...K[]]))
    .optional()
    .describe(description)
