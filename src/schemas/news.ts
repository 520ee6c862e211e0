import { z } from './zod'
import { newsFilterNames, publicationThemes } from '../content/site-structure'
import { clearable, slug, text } from './common'
import { localizedTexts, optionalText } from './localized'
import { says } from './messages'
import { publicationAuthor } from './publication'
import { draftStateShape, eachLanguageShape, imageShape, recordId, textsShape, untranslatedShape } from './shapes'

/*
 * News: what the organisation publishes between reports (docs/decisions/032). Listed in
 * About → News and on a page of its own, /news/<slug>.
 */

export const newsTitle = z
  .string(says('admin:validation.titleRequired'))
  .trim()
  .min(1, says('admin:validation.titleRequired'))
  .max(300, says('admin:validation.titleTooLong'))

/** A sentence or two for the list, in plain text. */
export const newsSummary = text(300, says('admin:validation.summaryTooLong'))

/** The story itself: basic HTML, converted to rich text (Lexical) on the server. */
export const newsBody = text(100000, 'Must be at most 100000 characters.')

/** The cover image's alternative text, in each language. */
export const newsCoverAlt = text(300, says('admin:validation.altTooLong'))

/**
 * A news story's texts in each language, with the rule each meets when filled (the English
 * title is required). The contract's fields, the back-office form, the public shape and the
 * presenter all follow this list: a new localised text is one more line here.
 */
const newsTextRules = {
  title: newsTitle,
  summary: newsSummary,
  body: newsBody,
  coverAlt: newsCoverAlt,
}
export type NewsText = keyof typeof newsTextRules
export const newsTexts = Object.keys(newsTextRules) as NewsText[]
/** The texts other than the title: optional in every language. */
const { title: _title, ...optionalTextRules } = newsTextRules
const optionalTexts = <R>(rule: (schema: z.ZodType<string, string>) => R) =>
  Object.fromEntries(Object.entries(optionalTextRules).map(([name, schema]) => [name, rule(schema)])) as {
    [K in keyof typeof optionalTextRules]: R
  }

/** Whether `value` (`YYYY-MM-DD`) is a day of the calendar (not 2026-02-30). */
function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}

/** A calendar day, `2026-05-01` (the day the story was published, in the organisation's calendar). */
export const newsDate = z
  .string(says('admin:validation.newsDate'))
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, says('admin:validation.newsDate'))
  .refine(isCalendarDay, says('admin:validation.newsDate'))

/** The programmes a story is about: the same list as a publication's themes. */
export const newsProgrammes = publicationThemes

/** A news story as the contract and the back office save it (English texts, or the first save). */
export const newsSchema = z.object({
  title: newsTitle,
  ...optionalTexts((schema) => schema.optional()),
  slug: slug.optional(),
  authors: z.array(publicationAuthor).max(40).default([]),
  programmes: z
    .array(z.enum(newsProgrammes, 'Each programme must be one of the programmes.'))
    .max(newsProgrammes.length)
    .default([]),
  publishedDate: newsDate,
  isActive: z.boolean().default(true),
})

/** A change in a language other than English: an empty text clears that translation. */
export const newsTranslationSchema = newsSchema.extend({
  title: clearable(newsTitle),
  ...optionalTexts((schema) => clearable(schema).optional()),
})

/** The first year a story may have. */
export const firstNewsYear = 1990

/** The public list's filters (`/api/news` and the About → News section). */
export const newsFilters = z.object({
  programme: z.enum(newsProgrammes, `Must be one of: ${newsProgrammes.join(', ')}.`).optional(),
  year: z.coerce
    .number('Must be a year, such as 2025.')
    .int('Must be a year, such as 2025.')
    .min(firstNewsYear, 'Must be a year, such as 2025.')
    .max(9999, 'Must be a year, such as 2025.')
    .optional(),
})
export type NewsFilters = z.infer<typeof newsFilters>

export { newsFilterNames }

/** The filters of a public address, each kept only when it is valid: a mistyped one is ignored, not a 404. */
export function newsFiltersFromAddress(raw: Record<string, unknown>): NewsFilters {
  const filters: NewsFilters = {}
  for (const name of newsFilterNames) {
    const parsed = newsFilters.shape[name].safeParse(typeof raw[name] === 'string' ? raw[name] : undefined)
    if (parsed.success && parsed.data !== undefined) Object.assign(filters, { [name]: parsed.data })
  }
  return filters
}

/** Stories on one page of About → News and of `/api/news` without `limit`. */
export const newsPageSize = 12

const emptyOr = <S extends z.ZodType>(schema: S) => z.union([z.literal(''), schema])

/**
 * The back office's news form: the shared fields once (authors as rows), the texts in each
 * language (English title required). The screen turns it into the contract's fields (`newsFields`).
 */
export const newsFormSchema = z.object({
  authors: z.array(z.object({ name: publicationAuthor.shape.name, member: z.string() })).max(40),
  programmes: z.array(z.enum(newsProgrammes)),
  publishedDate: newsDate,
  slug: emptyOr(slug),
  isActive: z.boolean(),
  texts: localizedTexts({ title: newsTitle, ...optionalTexts(optionalText) }),
})
export type NewsFormValues = z.input<typeof newsFormSchema>

/** The form's shared fields as the contract takes them (authors' members as ids). */
export function newsFields(values: z.output<typeof newsFormSchema>) {
  return {
    authors: values.authors.map((author) => ({
      name: author.name,
      member: author.member ? Number(author.member) : null,
    })),
    programmes: values.programmes,
    publishedDate: values.publishedDate,
    slug: values.slug || undefined,
    isActive: values.isActive,
  }
}

/** A news story as the contract and the pages show it, in one language (src/server/data/news.ts). */
export const publicNewsSchema = z.object({
  id: recordId,
  slug: z.string().describe('The page is /news/{slug}'),
  url: z.string().describe('The public page, /news/{slug}'),
  ...textsShape(newsTexts).shape,
  authors: z.array(
    z.object({
      name: z.string(),
      memberId: recordId.nullable().describe('The member this author is, when one of ours'),
      profileUrl: z.string().nullable().describe("The member's profile on the site, when shown there"),
    }),
  ),
  programmes: z.array(z.enum(newsProgrammes)),
  publishedDate: z.string().describe('The day it was published, YYYY-MM-DD'),
  isActive: z.boolean(),
  cover: imageShape.nullable().describe('The cover image, with WebP variants (its text for screen readers: coverAlt)'),
  updatedAt: z.string(),
  untranslated: untranslatedShape(
    newsTexts,
    'In a list or a page read: the texts shown in English because the language asked has none of its own.',
  ),
})
export type PublicNews = z.infer<typeof publicNewsSchema>

/**
 * A news story as the back office's manager holds it: the public shape with its texts in every
 * language instead of one, and whether the site shows its latest version.
 */
export const newsRecordSchema = publicNewsSchema.omit({ untranslated: true }).extend({
  texts: eachLanguageShape(textsShape(newsTexts)),
  /** Set when the site does not show this version (src/core/drafts). */
  draft: draftStateShape.optional(),
  /** Its versions (Payload's version view). */
  history: z.string().optional(),
})
export type NewsRecord = z.infer<typeof newsRecordSchema>
