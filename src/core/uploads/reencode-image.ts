import sharp, { type Metadata, type Sharp } from 'sharp'
import { acceptedImageFormats } from '../../schemas/photo'

type AcceptedFormat = (typeof acceptedImageFormats)[number]

/**
 * A photo of more pixels than this is refused: no camera makes one, and a small file that
 * claims more is a decompression bomb (sharp's own default allows about 268 million).
 */
const maxImagePixels = 100_000_000

/**
 * How each accepted format is written again: its extension, its MIME type and sharp's
 * encoder. Typed by the accepted list, so a format added there cannot lack an encoder.
 * GIF and WebP keep their frames. Payload re-encodes those two itself with sharp's defaults
 * (the original too, to read every frame), so ours is lossless and does not add a second loss.
 * AVIF at a low effort: the default takes about 20 s for a 10-megapixel photo on one core.
 */
const formats: Record<
  AcceptedFormat,
  { ext: string; mime: string; animated: boolean; encode: (image: Sharp) => Sharp }
> = {
  jpeg: {
    ext: 'jpg',
    mime: 'image/jpeg',
    animated: false,
    encode: (image) => image.jpeg({ quality: 90, mozjpeg: false }),
  },
  png: { ext: 'png', mime: 'image/png', animated: false, encode: (image) => image.png() },
  webp: {
    ext: 'webp',
    mime: 'image/webp',
    animated: true,
    encode: (image) => image.webp({ lossless: true, effort: 0 }),
  },
  gif: { ext: 'gif', mime: 'image/gif', animated: true, encode: (image) => image.gif() },
  avif: { ext: 'avif', mime: 'image/avif', animated: false, encode: (image) => image.avif({ quality: 70, effort: 2 }) },
}

/** sharp names AVIF "heif" (the container); HEIC, the same container with HEVC inside, is not accepted. */
function acceptedFormat(meta: Metadata): AcceptedFormat | undefined {
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format
  return (acceptedImageFormats as readonly string[]).includes(format ?? '') ? (format as AcceptedFormat) : undefined
}

export type CleanImage = { data: Buffer; ext: string; mime: string }

/**
 * Decodes the whole image and writes it again in its own format, upright and without any
 * metadata: the EXIF orientation is applied (`rotate()`), then EXIF (GPS position, camera,
 * dates), XMP, IPTC, comments and the ICC profile are left out (sharp keeps none unless asked,
 * and converts to sRGB first so the colours stay). Decoding every pixel, strictly
 * (`failOn: 'warning'`), is also the check that the file is a picture and not only a
 * picture's header: a truncated or damaged file throws here. Returns null for anything that
 * is not one of the accepted formats or does not decode.
 */
export async function reencodeImage(input: Buffer): Promise<CleanImage | null> {
  const options = { failOn: 'warning', limitInputPixels: maxImagePixels } as const
  try {
    const meta = await sharp(input, options).metadata()
    const format = acceptedFormat(meta)
    if (!format || !meta.width || !meta.height) return null
    const { ext, mime, animated, encode } = formats[format]
    const data = await encode(sharp(input, { ...options, animated }).rotate()).toBuffer()
    return { data, ext, mime }
  } catch {
    return null
  }
}
