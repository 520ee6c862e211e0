import { z } from './zod'

/** What a search finds, in the order its results are grouped. */
export const searchKinds = ['section', 'content', 'publication', 'member', 'photo'] as const
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
