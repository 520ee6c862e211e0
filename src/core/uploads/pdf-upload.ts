// Part of the collection configs (which scripts load too): no "server-only" here.
import { spawn } from 'node:child_process'
import path from 'node:path'
import {
  Forbidden,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
} from 'payload'
import { isAdminUser } from '../access'
import { asciiWords } from '../../content/ascii-words'
import { maxPdfBytes } from '../../schemas/publication'
import { mediaRoot, UploadRejectedError } from './image-upload'

type UploadConfig = Exclude<CollectionConfig['upload'], boolean | undefined>

/**
 * A PDF keeps a readable name (pdfFileName), which a later upload may take again once the
 * first is deleted: an hour, not for good.
 */
const pdfCacheControl = 'private, max-age=3600'

/**
 * A PDF is always downloaded, never opened in the site's tab: a PDF may carry active content
 * (JavaScript in /OpenAction, /Launch, embedded files) that the checks at upload do not remove,
 * and the browser's viewer would run it at the site's address. Saved to disk, it opens in the
 * reader of the visitor's choice, outside the site's origin. (The request guard also gives
 * every uploaded file a sandboxing Content-Security-Policy: src/security/headers.ts.)
 */
const pdfDisposition = 'attachment'

const pdfHeaders: UploadConfig['modifyResponseHeaders'] = ({ headers }) => {
  headers.set('Cache-Control', pdfCacheControl)
  headers.set('Content-Disposition', pdfDisposition)
  return headers
}

/** Publications' PDFs, kept under media/publications (or on S3 when it is configured). */
export function pdfUpload(dir: string): UploadConfig {
  return {
    staticDir: path.join(/*turbopackIgnore: true*/ mediaRoot(), dir),
    mimeTypes: ['application/pdf'],
    modifyResponseHeaders: pdfHeaders,
  }
}

/** How long the first page may take to draw before the upload is refused. */
const coverTimeoutMs = 30_000

/** Heap of the drawing process: a PDF that needs more is refused rather than slowing the site. */
const coverHeapMb = 512

/**
 * The drawing process (./pdf-cover-process.mjs, plain JavaScript: Node runs it without tsx), run
 * by path from the project's folder, as `media/` is: it is not part of Next's bundle.
 */
const coverProcess = () => path.resolve(/*turbopackIgnore: true*/ 'src/core/uploads/pdf-cover-process.mjs')

export type FirstPage = { picture: Buffer } | { refused: 'not-a-pdf' | 'too-heavy' }

/** The drawing process's exit code for bytes that are not a PDF it can open and draw. */
const notDrawable = 3

/**
 * The first page of a PDF as a PNG, drawn by PDF.js on a Skia canvas in a process of its own,
 * so that a PDF that is slow or heavy to draw holds up nobody's page but its upload. Refused
 * when the bytes are not a PDF that PDF.js can open and draw, or when drawing takes longer than
 * `timeoutMs` (the process is then stopped) or more memory than its heap. Fails (rejects) only
 * when the process itself cannot run, which is the site's fault, not the file's.
 */
export function renderFirstPage(data: Buffer, timeoutMs = coverTimeoutMs): Promise<FirstPage> {
  if (data.subarray(0, 1024).indexOf('%PDF-') === -1) return Promise.resolve({ refused: 'not-a-pdf' })
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${coverHeapMb}`, coverProcess()], {
      cwd: process.cwd(),
      stdio: ['pipe', 'pipe', 'pipe'],
      // Nothing of the site's settings (database, secrets): the process only reads a file's bytes.
      env: { PATH: process.env.PATH ?? '', NODE_ENV: process.env.NODE_ENV },
    })
    const picture: Buffer[] = []
    let problem = ''
    let late = false
    const timer = setTimeout(() => {
      late = true
      child.kill('SIGKILL')
    }, timeoutMs)
    child.stdout.on('data', (chunk: Buffer) => picture.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => (problem = `${problem}${chunk}`.slice(-2000)))
    // The process may end before it has read everything (stopped): nothing to do about it here.
    child.stdin.on('error', () => {})
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      if (late || /heap out of memory/i.test(problem)) return resolve({ refused: 'too-heavy' })
      if (code === notDrawable) return resolve({ refused: 'not-a-pdf' })
      const png = Buffer.concat(picture)
      if (code === 0 && png.subarray(1, 4).toString() === 'PNG') return resolve({ picture: png })
      reject(new Error(`the PDF drawing process failed (exit ${code}): ${problem.trim()}`))
    })
    child.stdin.end(data)
  })
}

/** A readable file name for the download, from the name the client gave: `Annual Report 2025.PDF` → `annual-report-2025.pdf`. */
function pdfFileName(given: string): string {
  const base = asciiWords(path.basename(given).replace(/\.[^.]*$/, ''))
    .join('-')
    .slice(0, 80)
    .replace(/-$/, '')
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
  if ('refused' in cover) {
    throw cover.refused === 'too-heavy'
      ? new UploadRejectedError(
          `The PDF's first page is too heavy to draw (more than ${coverTimeoutMs / 1000} seconds or ${coverHeapMb} MB). Save it again with smaller images, then upload it again.`,
          422,
        )
      : new UploadRejectedError('The file is not a PDF that can be opened.', 415)
  }
  req.context[coverKey] = cover.picture
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
