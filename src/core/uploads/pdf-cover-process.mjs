// @ts-check
// A process of its own (started by ./pdf-upload.ts, not imported): reads a PDF on stdin and
// writes the picture of its first page, a PNG, on stdout. Exit 0 with the picture; exit 3 when
// the bytes are not a PDF that PDF.js can open and draw. A PDF that takes long to draw, or
// much memory, costs this process only, never the site's server.
//
// Plain JavaScript, checked by tsc (its types in JSDoc), so that Node runs it without tsx: under
// tsx's loader PDF.js's two large modules took about 2 s of CPU to load on every upload, five
// times the drawing itself (docs/decisions/041-pdf-drawing-without-tsx.md).
import path from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** The width, in pixels, of the picture of a PDF's first page, and its greatest height (a very tall page is cut). */
const coverWidth = 480
const coverMaxHeight = coverWidth * 3

/** PDF.js's standard fonts (the ones a PDF may use without embedding them), in its package. */
const standardFonts = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`

const notDrawable = 3

/**
 * PDF.js's own canvas factory (in Node, canvases of @napi-rs/canvas, which speak the DOM's
 * canvas API); its type is left open in PDF.js's declarations.
 * @typedef {{ create(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } }} CanvasFactory
 */

/**
 * @param {Buffer} data
 * @returns {Promise<Buffer | null>}
 */
async function firstPage(data) {
  const task = getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: standardFonts,
    verbosity: 0,
  })
  try {
    const pdf = await task.promise
    if (pdf.numPages < 1) return null
    const page = await pdf.getPage(1)
    const viewport = page.getViewport({ scale: coverWidth / page.getViewport({ scale: 1 }).width })
    const { canvas, context } = /** @type {CanvasFactory} */ (pdf.canvasFactory).create(
      Math.ceil(viewport.width),
      Math.min(Math.ceil(viewport.height), coverMaxHeight),
    )
    // A page without a background of its own is white, as in a reader.
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    await page.render({ canvas, canvasContext: context, viewport }).promise
    return Buffer.from(canvas.toDataURL('image/png').split(',')[1], 'base64')
  } catch {
    return null
  } finally {
    await task.destroy().catch(() => {})
  }
}

async function main() {
  /** @type {Buffer[]} */
  const chunks = []
  for await (const chunk of process.stdin) chunks.push(/** @type {Buffer} */ (chunk))
  const picture = await firstPage(Buffer.concat(chunks))
  if (!picture) process.exit(notDrawable)
  process.stdout.write(picture, () => process.exit(0))
}

void main()
