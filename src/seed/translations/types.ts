/**
 * The seed's texts in one language (`src/seed/translations/<code>.json`, the translators'
 * files), keyed by the seed record's `key` (src/seed/data.ts) and then by field. data.ts keeps
 * everything else: keys, order, names, images, types.
 */
export type SeedTexts = {
  members: Record<string, { title: string }>
  bios: Record<string, { bio: string; education?: string; experience?: string; achievements?: string }>
  photos: Record<string, { title: string; description?: string; alt: string }>
  content: Record<string, { title: string; paragraphs: string[] }>
  publications: Record<string, { title: string; abstract: string }>
  /** A story's text (paragraphs) may be left to English in a language. */
  news: Record<string, { title: string; summary: string; coverAlt: string; paragraphs?: string[] }>
  /** An online event has no venue (''). */
  events: Record<string, { title: string; summary: string; venue: string; description: string }>
}
