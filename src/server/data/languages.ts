import 'server-only'
import type { CollectionSlug, Payload } from 'payload'
import { defaultLocale, localeCodes, type LocaleCode } from '../../i18n/config'
import type { Admin } from '../auth'

/**
 * A localized field as a `locale: 'all'` read returns it: its value in each language that has
 * one. The generated types describe a read in one language, hence this one conversion.
 */
type EachLanguage<T> = Partial<Record<LocaleCode, T | null>>
const allLanguagesOf = <T>(value: T | null | undefined): EachLanguage<T> => (value ?? {}) as EachLanguage<T>

/** A field of any collection's document, by name (undefined when it has none). */
const fieldOf = (doc: object | undefined, field: string): unknown =>
  doc && field in doc ? (doc as Record<string, unknown>)[field] : undefined

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

/** Empty for a reader: no value, an empty text, or rich text without a paragraph. */
const isEmptyText = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'object' &&
    Array.isArray((value as { root?: { children?: unknown[] } }).root?.children) &&
    (value as { root: { children: unknown[] } }).root.children.length === 0)

/**
 * For each of `docs` (as read with English as the fallback), which of `fields` show English
 * because they have no text of their own in `locale` (the pages mark that text `lang="en"`). A
 * field empty in the read shows nothing and is not listed. One more read, of those fields only
 * and without the fallback; none in English.
 */
export async function untranslatedFields<F extends string>(
  payload: Payload,
  {
    collection,
    docs,
    locale,
    fields,
    draft,
    user,
  }: {
    collection: CollectionSlug
    docs: readonly { id: number }[]
    locale: LocaleCode
    fields: readonly F[]
    draft: boolean
    user: Admin | null
  },
): Promise<Map<number, F[]>> {
  const missing = new Map<number, F[]>()
  if (locale === defaultLocale || docs.length === 0) return missing
  const own = await payload.find({
    collection,
    where: { id: { in: docs.map((doc) => doc.id) } },
    select: Object.fromEntries(fields.map((field) => [field, true])),
    locale,
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    draft,
    overrideAccess: false,
    user,
  })
  const shown = new Map<unknown, object>(docs.map((doc) => [doc.id, doc]))
  for (const doc of own.docs) {
    const english = fields.filter(
      (field) => isEmptyText(fieldOf(doc, field)) && !isEmptyText(fieldOf(shown.get(doc.id), field)),
    )
    if (english.length) missing.set(Number(doc.id), english)
  }
  return missing
}
