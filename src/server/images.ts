import 'server-only'
import type { Payload } from 'payload'
import type { Admin } from './auth'
import type { UploadedFile } from './request'

type Size = { url?: string | null; width?: number | null; height?: number | null; mimeType?: string | null }
type UploadDoc = {
  url?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, Size | undefined> | null
}

/** An uploaded image as the contract shows it: the original plus each resized WebP variant. */
export function presentImage(doc: UploadDoc | number | null | undefined) {
  if (!doc || typeof doc !== 'object' || !doc.url) return null
  const sizes: Record<string, { url: string; width: number; height: number }> = {}
  for (const [name, size] of Object.entries(doc.sizes ?? {})) {
    if (size?.url && size.width && size.height) sizes[name] = { url: size.url, width: size.width, height: size.height }
  }
  return { url: doc.url, width: doc.width ?? null, height: doc.height ?? null, sizes }
}

/**
 * A record's save with an image uploaded beside it (a member's portrait, a story's cover): the
 * image is stored in `media` first (its bytes checked there), `save` gets its id (none without
 * a file), and the image is deleted again when the save fails, so no orphan is left.
 */
export async function withUploadedImage<T>(
  payload: Payload,
  { file, alt, user }: { file?: UploadedFile; alt: string; user: Admin },
  save: (image: number | undefined) => Promise<T>,
): Promise<T> {
  const image = file
    ? (await payload.create({ collection: 'media', data: { alt }, file, overrideAccess: false, user })).id
    : undefined
  try {
    return await save(image)
  } catch (error) {
    if (image) await payload.delete({ collection: 'media', id: image, overrideAccess: true }).catch(() => {})
    throw error
  }
}
