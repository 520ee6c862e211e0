import { z } from './zod'

/** What a search finds, in the order its results are grouped. */
export const searchKinds = [
  'section',
  'content',
  'publication',
  'news',
  'event',
  'member',
  'photo',
  'newsletter',
] as const
export type SearchKind = (typeof searchKinds)[number]

/** A search's words: one character at least, at most 100. */
export const searchQuery = z
  .string()
  .trim()
  .min(1, 'Type at least one character.')
  .max(100, 'Must be at most 100 characters.')

/** The words of a query: split at spaces, at most 8 of them, each at most 50 characters. */
export function queryWords(q: string): string[] {
  return q
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => w.slice(0, 50))
}

/** What the contract answers (its response schema in the OpenAPI document; the presenter returns it). */
export const searchResultSchema = z.object({
  kind: z
    .enum(searchKinds)
    .describe(
      'A section of a tab, an article (content item), a publication, a news story, an event, a board or team member, a gallery photo, a newsletter edition',
    ),
  title: z.string(),
  excerpt: z.string().describe('The text around the first matching word (about 180 characters)'),
  url: z
    .string()
    .describe(
      "Where it is on the site: a section, a publication's, a news story's or an event's page, a member's profile (#member-{id}) or a gallery category (#category-{id})",
    ),
  untranslated: z
    .array(z.enum(['title', 'excerpt']))
    .describe('The parts shown in English because the language asked has none of its own (always empty in English).'),
})
export type SearchResult = z.infer<typeof searchResultSchema>
