import type { CollectionBeforeChangeHook, CollectionSlug } from 'payload'
import { maxSlugLength } from '../../schemas/common'
import { asciiWords } from '../../content/ascii-words'

/** Room left at the end of a made slug for `-2` ... `-99`. */
const madeSlugLength = maxSlugLength - 3

/** `Heat Stress and Outdoor Work in Dhaka: Exposure` → `heat-stress-and-outdoor-work-in-dhaka-exposure` (cut between words, with room for `-2`). */
export function slugify(title: string): string {
  let out = ''
  const words = asciiWords(title)
  for (const word of words) {
    const next = out ? `${out}-${word}` : word
    if (next.length > madeSlugLength) break
    out = next
  }
  return out || words[0]?.slice(0, madeSlugLength) || ''
}

/**
 * A `beforeChange` hook for a record with a page of its own (a publication, a news story): its
 * address is the slug given, or the one it has, or one made from its English title (or
 * `fallback` when the title has no Latin letters), with -2, -3 ... when another record of the
 * collection has it (trashed ones included).
 */
export const uniqueSlug =
  (
    collection: CollectionSlug,
    fallback: (data: Record<string, unknown>, originalDoc: Record<string, unknown> | undefined) => string,
    {
      titleField = 'title',
      reserved = [],
    }: {
      /** The field the slug is made from. */
      titleField?: string
      /** Slugs taken by other pages at the same address (`/newsletter/confirm`). */
      reserved?: readonly string[]
    } = {},
  ): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, req }) => {
    const given = typeof data.slug === 'string' ? data.slug.trim() : ''
    // A slug given is kept as it is: the unique index refuses one that another record has.
    if (given) return { ...data, slug: given }
    if (originalDoc?.slug) return { ...data, slug: originalDoc.slug }
    const englishTitle = req.locale === 'en' || !originalDoc ? data[titleField] : undefined
    const base = slugify(typeof englishTitle === 'string' ? englishTitle : '') || fallback(data, originalDoc)
    for (let n = 1; n < 100; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`
      if (reserved.includes(candidate)) continue
      const { totalDocs } = await req.payload.count({
        collection,
        where: {
          and: [{ slug: { equals: candidate } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])],
        },
        trash: true,
        overrideAccess: true,
        req,
      })
      if (totalDocs === 0) return { ...data, slug: candidate }
    }
    // A hundred records with the same title: the unique index says so.
    return { ...data, slug: base }
  }
