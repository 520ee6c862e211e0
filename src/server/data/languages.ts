import 'server-only'
import { localeCodes, type LocaleCode } from '../../i18n/config'

/**
 * A localized field as a `locale: 'all'` read returns it: its value in each language that has
 * one. The generated types describe a read in one language, hence this one conversion.
 */
export type EachLanguage<T> = Partial<Record<LocaleCode, T | null>>
const allLanguagesOf = <T>(value: T | null | undefined): EachLanguage<T> => (value ?? {}) as unknown as EachLanguage<T>

/**
 * A document read with `locale: 'all'` as the back office's screens hold it: for each of the
 * seven languages, each of `fields` as `present` makes it (say, '' for a missing translation).
 */
export async function inEachLanguage<D, F extends keyof D & string, R>(
  doc: D,
  fields: readonly F[],
  present: (value: NonNullable<D[F]> | undefined, field: F) => R | Promise<R>,
): Promise<Record<LocaleCode, Record<F, R>>> {
  const texts = {} as Record<LocaleCode, Record<F, R>>
  for (const code of localeCodes) {
    const entry = {} as Record<F, R>
    for (const field of fields) entry[field] = await present(allLanguagesOf(doc[field])[code] ?? undefined, field)
    texts[code] = entry
  }
  return texts
}

/** A missing translation is an empty text on the screens. */
export const textOrEmpty = (value: string | undefined) => value ?? ''
