import 'server-only'
import type { Payload } from 'payload'
import type { Admin } from './auth'
import type { UploadedFile } from './request'

import { presentImage } from '../core/uploads/present-image'

export { presentImage }

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
