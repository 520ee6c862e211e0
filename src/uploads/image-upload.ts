import path from 'node:path'
import sharp from 'sharp'
import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'
import { acceptedImageFormats, maxImageBytes } from '../schemas/photo'

/** Where uploads are kept: MEDIA_DIR, or media/ in the project (tests use a folder of their own). */
export const mediaRoot = () => path.resolve(process.env.MEDIA_DIR || 'media')

type UploadConfig = Exclude<CollectionConfig['upload'], boolean | undefined>

const webp = { format: 'webp' as const, options: { quality: 80 } }

/**
 * Upload settings shared by the image collections: real images only, resized WebP variants
 * made with sharp, files kept under media/<dir> (or on S3 when it is configured).
 */
export function imageUpload(dir: string): UploadConfig {
  return {
    staticDir: path.join(mediaRoot(), dir),
    mimeTypes: acceptedImageFormats.map((f) => `image/${f}`),
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 320, position: 'centre', withoutEnlargement: true, formatOptions: webp },
      { name: 'card', width: 640, withoutEnlargement: true, formatOptions: webp },
      { name: 'large', width: 1280, withoutEnlargement: true, formatOptions: webp },
    ],
    adminThumbnail: 'thumbnail',
  }
}

export class UploadRejectedError extends APIError {
  constructor(message: string, status: 413 | 415) {
    super(message, status, undefined, true)
  }
}

/**
 * Checks the bytes of an uploaded file before anything is stored: the file must decode as
 * one of the accepted image formats and stay under the size limit. A file named .jpg that is
 * not a picture is refused with 415, an oversized one with 413.
 */
export const ensureRealImage: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  if (file.size > maxImageBytes || file.data.length > maxImageBytes) {
    throw new UploadRejectedError(
      `The image is too large (at most ${maxImageBytes / 1024 / 1024} MB).`,
      413,
    )
  }
  let format: string | undefined
  try {
    const meta = await sharp(file.data, { failOn: 'error' }).metadata()
    format = meta.format
    if (!meta.width || !meta.height) format = undefined
  } catch {
    format = undefined
  }
  const accepted = (acceptedImageFormats as readonly string[]).includes(
    format === 'heif' ? 'avif' : (format ?? ''),
  )
  if (!accepted) {
    throw new UploadRejectedError(
      `The file is not a supported image (${acceptedImageFormats.join(', ').toUpperCase()}).`,
      415,
    )
  }
  return args
}
