import { localeCodes, type LocaleCode } from '../i18n/config'
import { z } from './zod'

/** A record's texts in each language, as a back-office form holds them. */
export type Translated<T extends Record<string, string>> = Record<LocaleCode, T>

/**
 * A text that may stay empty (its language then shows the English, docs/decisions/002); filled,
 * it meets `schema`, with the same messages (and keys) as in English.
 */
export function optionalText(schema: z.ZodType<string, string>) {
  return z.string().transform((value, ctx) => {
    if (value.trim() === '') return ''
    const result = schema.safeParse(value)
    if (result.success) return result.data
    for (const issue of result.error.issues)
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        params: (issue as { params?: Record<string, unknown> }).params,
        input: value,
      })
    return z.NEVER
  })
}

/**
 * The texts of a record in all seven languages, as its back-office form edits them: English meets
 * `english` (the contract's own field schemas); another language may leave any field empty.
 */
export function localizedTexts<T extends Record<string, z.ZodType<string, string>>>(
  english: T,
): z.ZodType<Translated<{ [K in keyof T]: string }>, Translated<{ [K in keyof T]: string }>>
// One body for every T: zod's types cannot follow a generic object shape through z.object.
export function localizedTexts(english: Record<string, z.ZodType<string, string>>) {
  type Texts = Record<string, string>
  const other = z.object(
    Object.fromEntries(Object.entries(english).map(([field, schema]) => [field, optionalText(schema)])),
  )
  const shape = {} as Record<LocaleCode, z.ZodType<Texts, Texts>>
  for (const code of localeCodes) shape[code] = code === 'en' ? z.object(english) : other
  return z.object(shape)
}

/** Empty texts for every language. */
export function emptyTranslations<T extends Record<string, string>>(empty: T): Translated<T> {
  return Object.fromEntries(localeCodes.map((code) => [code, { ...empty }])) as Translated<T>
}
