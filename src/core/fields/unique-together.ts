import { ValidationError, type CollectionBeforeValidateHook, type CollectionSlug, type Where } from 'payload'

type Options = {
  collection: CollectionSlug
  fields: string[]
  message: string
  /** Values that are not valid yet are left to the fields' own validation. */
  isComparable?: (data: Record<string, unknown>) => boolean
}

/**
 * A readable error for a compound unique index, before the database's own refusal. The index
 * stays the real guarantee; this check names the field and says what is wrong.
 */
export function uniqueTogether({
  collection,
  fields,
  message,
  isComparable = () => true,
}: Options): CollectionBeforeValidateHook {
  return async ({ data, originalDoc, req }) => {
    if (!data) return data
    const merged = { ...originalDoc, ...data } as Record<string, unknown>
    const values = fields.map((f) => (typeof merged[f] === 'string' ? (merged[f] as string).trim() : merged[f]))
    if (values.some((v) => typeof v !== 'string' || v === '') || !isComparable(merged)) return data
    const where: Where = { and: fields.map((f, i) => ({ [f]: { equals: values[i] } })) }
    if (originalDoc?.id !== undefined) where.and!.push({ id: { not_equals: originalDoc.id } })
    const { totalDocs } = await req.payload.count({ collection, where, overrideAccess: true, req })
    if (totalDocs > 0) {
      throw new ValidationError({ collection, errors: [{ path: fields[fields.length - 1], message }], req })
    }
    return data
  }
}
