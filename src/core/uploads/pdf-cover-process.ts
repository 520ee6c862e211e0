// A process of its own (started by ./pdf-upload.ts, not imported): reads a PDF on stdin and
// writes the picture of its first page, a PNG, on stdout. Exit 0 with the picture; exit 3 when
// the bytes are not a PDF that PDF.js can open and draw. A PDF that takes long to draw, or
// much memory, costs this process only, never the site's server.
import path from 'node:path'
import { createCanvas } from '@napi-rs/canvas'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** The width, in pixels, of the picture of a PDF's first page, and its greatest height (a very tall page is cut). */
const coverWidth = 480
const coverMaxHeight = coverWidth * 3

/** PDF.js's standard fonts (the ones a PDF may use without embedding them), in its package. */
const standardFonts = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`

const notDrawable = 3

async function firstPage(data: Buffer): Promise<Buffer | null> {
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
    const canvas = createCanvas(Math.ceil(viewport.width), Math.min(Math.ceil(viewport.height), coverMaxHeight))
    const context = canvas.getContext('2d')
    // A page without a background of its own is white, as in a reader.
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise
    return canvas.toBuffer('image/png')
  } catch {
    return null
  } finally {
    await task.destroy().catch(() => {})
  }
}

async function main() {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  const picture = await firstPage(Buffer.concat(chunks))
  if (!picture) process.exit(notDrawable)
  process.stdout.write(picture, () => process.exit(0))
}

void main()
