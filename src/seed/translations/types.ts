/**
 * The seed's texts in one more language, keyed by the seed record's `key` (src/seed/data.ts).
 * Only what data.ts lacks for that language: data.ts keeps English and any translation
 * written next to it.
 */
export type SeedTranslations = {
  bios: Record<string, { bio: string; education?: string; experience?: string; achievements?: string }>
  photos: Record<string, { description: string }>
  content: Record<string, { paragraphs: string[] }>
}
