import { z } from './zod'
import { publicationFilterNames, publicationThemes, publicationTypes } from '../content/site-structure'
import { clearable, optionalHttpUrl, slug, text } from './common'
import { localizedTexts, optionalText } from './localized'
import { says } from './messages'
import { draftStateShape, eachLanguageShape, imageShape, recordId, textsShape, untranslatedShape } from './shapes'

/** A publication's PDF: at most this size, and a real PDF (checked on the bytes at upload). */
export const maxPdfBytes = 50 * 1024 * 1024

export const publicationTitle = z
  .string(says('admin:validation.titleRequired'))
  .trim()
  .min(1, says('admin:validation.titleRequired'))
  .max(300, says('admin:validation.titleTooLong'))

export const publicationAbstract = text(5000, says('admin:validation.abstractTooLong'))

/** A sentence or two for the library's list, in plain text. */
export const publicationSummary = text(300, says('admin:validation.summaryTooLong'))

/**
 * A publication's texts in each language, with the rule each meets when filled (the English
 * title is required). The contract's fields, the back-office form, the public shape and the
 * presenter all follow this list: a new localised text is one more line here.
 */
const publicationTextRules = {
  title: publicationTitle,
  abstract: publicationAbstract,
  summary: publicationSummary,
}
export type PublicationText = keyof typeof publicationTextRules
export const publicationTexts = Object.keys(publicationTextRules) as PublicationText[]
/** The texts other than the title: optional in every language. */
const { title: _title, ...optionalTextRules } = publicationTextRules
const optionalTexts = <R>(rule: (schema: z.ZodType<string, string>) => R) =>
  Object.fromEntries(Object.entries(optionalTextRules).map(([name, schema]) => [name, rule(schema)])) as {
    [K in keyof typeof optionalTextRules]: R
  }

/** The first year a publication may have, and the last: next year's, for a report announced ahead. */
export const firstPublicationYear = 1950
export const lastPublicationYear = () => new Date().getUTCFullYear() + 1

export const publicationYear = z
  .number(says('admin:validation.year'))
  .int(says('admin:validation.year'))
  .min(firstPublicationYear, says('admin:validation.year'))
  .refine((year) => year <= lastPublicationYear(), says('admin:validation.year'))

/** One author in order: a name, and the member it is when it is one of ours (their bio is linked). */
export const publicationAuthor = z.object({
  name: z
    .string(says('admin:validation.authorName'))
    .trim()
    .min(1, says('admin:validation.authorName'))
    .max(120, says('admin:validation.authorName')),
  member: z.number().int().positive().nullable().optional(),
})

/** A DOI as registered (`10.<registrant>/<suffix>`), not its https://doi.org/ link. */
export const doi = z
  .string()
  .trim()
  .max(200, says('admin:validation.doi'))
  .regex(/^10\.\d{4,9}\/\S+$/, says('admin:validation.doi'))

/** True when `value` is an ISBN-10 or ISBN-13 whose check digit is right (hyphens and spaces allowed). */
export function isIsbn(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '').toUpperCase()
  if (/^\d{9}[\dX]$/.test(digits)) {
    const sum = [...digits].reduce((acc, ch, i) => acc + (ch === 'X' ? 10 : Number(ch)) * (10 - i), 0)
    return sum % 11 === 0
  }
  if (/^\d{13}$/.test(digits)) {
    const sum = [...digits].reduce((acc, ch, i) => acc + Number(ch) * (i % 2 === 0 ? 1 : 3), 0)
    return sum % 10 === 0
  }
  return false
}

export const isbn = z
  .string()
  .trim()
  .max(20, says('admin:validation.isbn'))
  .refine(isIsbn, says('admin:validation.isbn'))

/** The language of a document: an ISO 639 code (`en`, `bn`, `ar` ...), named on the site in the visitor's language. */
export const documentLanguage = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}$/, 'Use ISO 639 language codes, such as en or bn.')

const optional = <S extends z.ZodType>(schema: S) => z.union([z.literal(''), schema]).optional()

/** A publication as the contract and the back office save it (English texts, or the first save). */
export const publicationSchema = z.object({
  title: publicationTitle,
  ...optionalTexts((schema) => schema.optional()),
  slug: slug.optional(),
  authors: z
    .array(publicationAuthor, says('admin:validation.authorsRequired'))
    .min(1, says('admin:validation.authorsRequired'))
    .max(40),
  year: publicationYear,
  type: z.enum(publicationTypes, says('admin:validation.publicationType')),
  themes: z
    .array(z.enum(publicationThemes, 'Each theme must be one of the programmes.'))
    .max(publicationThemes.length)
    .default([]),
  documentLanguages: z.array(documentLanguage).max(20).default([]),
  doi: optional(doi),
  isbn: optional(isbn),
  licence: text(100).optional(),
  externalUrl: optionalHttpUrl.optional(),
  featured: z.boolean().default(false),
  /** Among the featured ones, listed by this number (1 first). */
  featuredOrder: z
    .number('Featured order must be a whole number of at least 1.')
    .int('Featured order must be a whole number of at least 1.')
    .min(1, 'Featured order must be a whole number of at least 1.')
    .max(100000)
    .optional(),
  isActive: z.boolean().default(true),
})

/** A change in a language other than English: an empty title or abstract clears that translation. */
export const publicationTranslationSchema = publicationSchema.extend({
  title: clearable(publicationTitle),
  ...optionalTexts((schema) => clearable(schema).optional()),
})

/** The public list's filters (`/api/publications` and the Research → Publications section). */
export const publicationFilters = z.object({
  year: z.coerce
    .number('Must be a year, such as 2025.')
    .int('Must be a year, such as 2025.')
    .min(firstPublicationYear, 'Must be a year, such as 2025.')
    .max(9999, 'Must be a year, such as 2025.')
    .optional(),
  type: z.enum(publicationTypes, `Must be one of: ${publicationTypes.join(', ')}.`).optional(),
  theme: z.enum(publicationThemes, `Must be one of: ${publicationThemes.join(', ')}.`).optional(),
  q: z
    .string()
    .trim()
    .max(100, 'Must be at most 100 characters.')
    .transform((value) => value || undefined)
    .optional(),
})
export type PublicationFilters = z.infer<typeof publicationFilters>

export { publicationFilterNames }

/** The filters of a public address, each kept only when it is valid: a mistyped one is ignored, not a 404. */
export function filtersFromAddress(raw: Record<string, unknown>): PublicationFilters {
  const filters: PublicationFilters = {}
  for (const name of publicationFilterNames) {
    const parsed = publicationFilters.shape[name].safeParse(typeof raw[name] === 'string' ? raw[name] : undefined)
    if (parsed.success && parsed.data !== undefined) Object.assign(filters, { [name]: parsed.data })
  }
  return filters
}

/** Publications on one page of the library and of `/api/publications` without `limit`. */
export const publicationsPageSize = 20

const emptyOr = <S extends z.ZodType>(schema: S) => z.union([z.literal(''), schema])

/**
 * The back office's publication form: the shared fields once (authors as rows, the document's
 * languages as one comma-separated text), the title and abstract in each language (English title
 * required). The screen turns it into the contract's fields (`publicationFields`).
 */
export const publicationFormSchema = z.object({
  authors: z
    .array(z.object({ name: publicationAuthor.shape.name, member: z.string() }))
    .min(1, says('admin:validation.authorsRequired'))
    .max(40),
  year: publicationYear,
  // The empty choice ("Choose a type") gets the same message as a missing one.
  type: emptyOr(z.enum(publicationTypes)).pipe(z.enum(publicationTypes, says('admin:validation.publicationType'))),
  themes: z.array(z.enum(publicationThemes)),
  documentLanguages: z
    .string()
    .trim()
    .max(200, says('admin:validation.documentLanguages'))
    .refine(
      (value) =>
        value === '' ||
        value
          .split(/[,\s]+/)
          .filter(Boolean)
          .every((code) => /^[a-zA-Z]{2,3}$/.test(code)),
      says('admin:validation.documentLanguages'),
    ),
  doi: emptyOr(doi),
  isbn: emptyOr(isbn),
  licence: text(100),
  externalUrl: optionalHttpUrl,
  slug: emptyOr(slug),
  featured: z.boolean(),
  isActive: z.boolean(),
  texts: localizedTexts({ title: publicationTitle, ...optionalTexts(optionalText) }),
})
export type PublicationFormValues = z.input<typeof publicationFormSchema>

/** The form's shared fields as the contract takes them (authors' members as ids, languages as a list). */
export function publicationFields(values: z.output<typeof publicationFormSchema>) {
  return {
    authors: values.authors.map((author) => ({
      name: author.name,
      member: author.member ? Number(author.member) : null,
    })),
    year: values.year,
    type: values.type,
    themes: values.themes,
    documentLanguages: values.documentLanguages
      .split(/[,\s]+/)
      .filter(Boolean)
      .map((code) => code.toLowerCase()),
    doi: values.doi,
    isbn: values.isbn,
    licence: values.licence,
    externalUrl: values.externalUrl,
    slug: values.slug || undefined,
    featured: values.featured,
    isActive: values.isActive,
  }
}

/** A publication as the contract and the pages show it, in one language (src/server/data/publications.ts). */
export const publicPublicationSchema = z.object({
  id: recordId,
  slug: z.string().describe('The page is /publications/{slug}'),
  url: z.string().describe('The public page, /publications/{slug}'),
  ...textsShape(publicationTexts).shape,
  authors: z.array(
    z.object({
      name: z.string(),
      memberId: recordId.nullable().describe('The member this author is, when one of ours'),
      profileUrl: z.string().nullable().describe("The member's profile on the site, when shown there"),
    }),
  ),
  year: z.number().int(),
  type: z.enum(publicationTypes),
  themes: z.array(z.enum(publicationThemes)),
  documentLanguages: z.array(z.string()).describe('ISO 639 codes of the languages the document is written in'),
  doi: z.string().nullable(),
  isbn: z.string().nullable(),
  licence: z.string().nullable(),
  externalUrl: z.string().nullable(),
  featured: z.boolean(),
  featuredOrder: z.number().int(),
  isActive: z.boolean(),
  file: z
    .object({ url: z.string(), filename: z.string(), size: z.number().int().nullable().describe('Bytes') })
    .nullable(),
  cover: imageShape.nullable().describe("A picture of the PDF's first page, made at upload, with WebP variants"),
  updatedAt: z.string(),
  untranslated: untranslatedShape(
    publicationTexts,
    'In a list or a page read: the texts shown in English because the language asked has none of its own.',
  ),
})
export type PublicPublication = z.infer<typeof publicPublicationSchema>

/**
 * A publication as the back office's manager holds it: the public shape with its texts in every
 * language instead of one, and whether the site shows its latest version.
 */
export const publicationRecordSchema = publicPublicationSchema.omit({ untranslated: true }).extend({
  texts: eachLanguageShape(textsShape(publicationTexts)),
  /** Set when the site does not show this version (src/core/drafts). */
  draft: draftStateShape.optional(),
  /** Its versions (Payload's version view). */
  history: z.string().optional(),
})
export type PublicationRecord = z.infer<typeof publicationRecordSchema>
