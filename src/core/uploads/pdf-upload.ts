// Part of the collection configs (which scripts load too): no "server-only" here.
import path from 'node:path'
import { Forbidden, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'
import { isAdminUser } from '../access'
import { asciiWords } from '../../content/ascii-words'
import { maxPdfBytes } from '../../schemas/publication'
import { mediaRoot, UploadRejectedError } from './image-upload'

type UploadConfig = Exclude<CollectionConfig['upload'], boolean | undefined>

/** Publications' PDFs, kept under media/publications (or on S3 when it is configured). */
export function pdfUpload(dir: string): UploadConfig {
  return { staticDir: path.join(mediaRoot(), dir), mimeTypes: ['application/pdf'] }
}

/** The width, in pixels, of the picture of a PDF's first page, and its greatest height (a very tall page is cut). */
const coverWidth = 480
const coverMaxHeight = coverWidth * 3

/**
 * PDF.js's standard fonts (the ones a PDF may use without embedding them), in its package. The
 * site runs from the project's folder, as `media/` says too; a resolver would not do inside
 * Next's bundle, whose `require.resolve` answers a module number.
 */
const standardFonts = () => `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`

/**
 * PDF.js refuses to load while `Array.prototype` has an enumerable property of its own making,
 * and drizzle-kit, which Payload loads to push the schema in development (`npm run dev`), adds
 * `random`. Made non-enumerable, it stays usable and PDF.js loads.
 */
function hideArrayPrototypeAdditions() {
  for (const key in Array.prototype) {
    const property = Object.getOwnPropertyDescriptor(Array.prototype, key)
    if (property?.enumerable && property.configurable) Object.defineProperty(Array.prototype, key, { ...property, enumerable: false })
  }
}

/**
 * The first page of a PDF as a PNG, or null when the bytes are not a PDF that PDF.js can
 * open and draw. PDF.js runs in this process (no worker thread, no eval) and draws on a
 * Skia canvas; the standard fonts that a PDF may use without embedding them ship with it.
 */
export async function renderFirstPage(data: Buffer): Promise<Buffer | null> {
  if (data.subarray(0, 1024).indexOf('%PDF-') === -1) return null
  hideArrayPrototypeAdditions()
  const [{ getDocument }, { createCanvas }] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('@napi-rs/canvas')])
  const task = getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: standardFonts(),
    verbosity: 0,
  })
  try {
    const pdf = await task.promise
    if (pdf.numPages < 1) return null
    const page = await pdf.getPage(1)
    const viewport = page.getViewport({ scale: coverWidth / page.getViewport({ scale: 1 }).width })
    const canvas = createCanvas(Math.ceil(viewport.width), Math.min(Math.ceil(viewport.height), coverMaxHeight))
    const context = canvas.getContext('2d')
    // A page without a background of its own is white, as in a reader.
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise
    return canvas.toBuffer('image/png')
  } catch {
    return null
  } finally {
    await task.destroy().catch(() => {})
  }
}

/** A readable file name for the download, from the name the client gave: `Annual Report 2025.PDF` → `annual-report-2025.pdf`. */
export function pdfFileName(given: string): string {
  const base = asciiWords(path.basename(given).replace(/\.[^.]*$/, '')).join('-').slice(0, 80).replace(/-$/, '')
  return `${base || 'publication'}.pdf`
}

const coverKey = 'publicationCover'

/**
 * Checks an uploaded PDF before anything is stored: under the size limit (413) and a PDF that
 * opens and has a first page to draw (415: a text or an image named .pdf, a PDF cut short).
 * The picture of that first page waits in the request's context for `attachCover`. The
 * stored name is made from the given one, with the extension of what the file really is.
 */
export const ensureRealPdf: CollectionBeforeOperationHook = async ({ args, operation, overrideAccess, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  // Before Payload checks access: a visitor must not make the server open a PDF before being refused.
  if (!overrideAccess && !isAdminUser(req.user)) throw new Forbidden(req.t)
  if (file.size > maxPdfBytes || file.data.length > maxPdfBytes) {
    throw new UploadRejectedError(`The PDF is too large (at most ${maxPdfBytes / 1024 / 1024} MB).`, 413)
  }
  const cover = await renderFirstPage(file.data)
  if (!cover) throw new UploadRejectedError('The file is not a PDF that can be opened.', 415)
  req.context[coverKey] = cover
  req.file = { ...file, mimetype: 'application/pdf', name: pdfFileName(file.name) }
  return args
}

/**
 * Stores the picture of a new PDF's first page as an image (with its WebP variants) and
 * points the publication at it, in the save's transaction.
 */
export const attachCover: CollectionBeforeChangeHook = async ({ data, req }) => {
  const cover = req.context[coverKey]
  if (!Buffer.isBuffer(cover)) return data
  delete req.context[coverKey]
  const title = typeof data.title === 'string' ? data.title : ''
  // Payload's create puts its file on the request it is given: the PDF's goes back after.
  const pdf = req.file
  try {
    const media = await req.payload.create({
      collection: 'media',
      data: { alt: title },
      file: { data: cover, mimetype: 'image/png', name: 'cover.png', size: cover.length },
      overrideAccess: true,
      req,
    })
    return { ...data, cover: media.id }
  } finally {
    req.file = pdf
  }
}
