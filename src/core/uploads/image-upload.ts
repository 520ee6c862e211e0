import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { APIError, Forbidden, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'
import { isAdminUser } from '../access'
import { setting } from '../config'
import { acceptedImageFormats, maxImageBytes } from '../../schemas/photo'
import { reencodeImage } from './reencode-image'

/**
 * Where uploads are kept: MEDIA_DIR, or media/ in the project (tests use a folder of their own).
 * A folder of the running site, not of its build: the bundler is told not to trace it.
 */
export const mediaRoot = () => path.resolve(/*turbopackIgnore: true*/ setting('MEDIA_DIR'))

type UploadConfig = Exclude<CollectionConfig['upload'], boolean | undefined>

/**
 * How long a browser keeps an uploaded file it was allowed to read. `private`: only the
 * browser that read it, never a shared cache, since a file can be withdrawn from visitors (a
 * member deactivated, src/core/access/media.ts) and every request checks access again.
 */
const keptByTheBrowser =
  (cacheControl: string): UploadConfig['modifyResponseHeaders'] =>
  ({ headers }) => {
    headers.set('Cache-Control', cacheControl)
    return headers
  }

/** An image's bytes never change under its name (a fresh UUID per upload, ensureRealImage). */
const imageCacheControl = 'private, max-age=604800, immutable'

const webp = { format: 'webp' as const, options: { quality: 80 } }

/**
 * Upload settings shared by the image collections: real images only, resized WebP variants
 * made with sharp, files kept under media/<dir> (or on S3 when it is configured). The
 * variants carry no metadata: `withMetadata` stays off (Payload copies EXIF and ICC into
 * every variant when it is on), and the original they are made from has none left anyway
 * (ensureRealImage).
 */
export function imageUpload(dir: string): UploadConfig {
  return {
    staticDir: path.join(/*turbopackIgnore: true*/ mediaRoot(), dir),
    mimeTypes: acceptedImageFormats.map((f) => `image/${f}`),
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 320, position: 'centre', withoutEnlargement: true, formatOptions: webp },
      { name: 'card', width: 640, withoutEnlargement: true, formatOptions: webp },
      { name: 'large', width: 1280, withoutEnlargement: true, formatOptions: webp },
    ],
    adminThumbnail: 'thumbnail',
    withMetadata: false,
    modifyResponseHeaders: keptByTheBrowser(imageCacheControl),
  }
}

export class UploadRejectedError extends APIError {
  constructor(message: string, status: 413 | 415 | 422) {
    super(message, status, undefined, true)
  }
}

const notAnImage = () =>
  new UploadRejectedError(`The file is not a supported image (${acceptedImageFormats.join(', ').toUpperCase()}).`, 415)

/**
 * Checks and cleans the bytes of an uploaded file before anything is stored. The file must be
 * under the size limit (413) and decode completely as one of the accepted image formats (415:
 * a text named .jpg, an SVG, a JPEG cut short). What is stored is the image written again,
 * upright and without its metadata (GPS position above all; see reencode-image.ts), under a
 * random name with the extension of the format it really is: the name and type the client
 * gave are never used, so `evil.html` that is really a PNG becomes `<uuid>.png`. Payload's
 * resized variants are made from this cleaned file and take its name.
 */
export const ensureRealImage: CollectionBeforeOperationHook = async ({ args, operation, overrideAccess, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  // This hook runs before Payload checks access: a visitor must not make the server decode
  // (and for AVIF, encode for seconds) an image before being refused. Only administrators
  // create or update the image collections.
  if (!overrideAccess && !isAdminUser(req.user)) throw new Forbidden(req.t)
  // Uploads are held in memory (payload.config.ts sets no `useTempFiles`): `data` is the file.
  if (file.size > maxImageBytes || file.data.length > maxImageBytes) {
    throw new UploadRejectedError(`The image is too large (at most ${maxImageBytes / 1024 / 1024} MB).`, 413)
  }
  const clean = await reencodeImage(file.data)
  if (!clean) throw notAnImage()
  req.file = { data: clean.data, size: clean.data.length, mimetype: clean.mime, name: `${randomUUID()}.${clean.ext}` }
  return args
}
