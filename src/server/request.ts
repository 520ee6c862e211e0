import 'server-only'
import type { NextRequest } from 'next/server'
import { defaultLocale, isLocale, type LocaleCode } from '../i18n/config'
import { defaultPageLimit, maxPageLimit } from '../schemas/paging'
import { maxImageBytes } from '../schemas/photo'
import {
  maxPdfBytes,
  publicationFilterNames,
  publicationFilters,
  type PublicationFilters,
} from '../schemas/publication'
import { newsFilterNames, newsFilters, type NewsFilters } from '../schemas/news'
import { assertNoNul, assertWellFormedText, fieldErrors, HttpError, invalidInput, readJson } from './http'

/** `?locale=` (default English). An unknown code is a mistake worth saying, not a silent English page. */
export function localeFrom(req: NextRequest): LocaleCode {
  const value = req.nextUrl.searchParams.get('locale')
  if (value === null || value === '') return defaultLocale
  if (!isLocale(value))
    throw new HttpError(400, `Unknown locale "${value.slice(0, 20)}". Use one of en, bn, es, ar, fr, zh, ja.`)
  return value
}

/** An optional query filter that must be one of the allowed values. */
export function enumParam<T extends string>(req: NextRequest, name: string, allowed: readonly T[]): T | undefined {
  const value = req.nextUrl.searchParams.get(name)
  if (value === null || value === '') return undefined
  if (!(allowed as readonly string[]).includes(value)) {
    throw new HttpError(400, `Unknown ${name} "${value.slice(0, 40)}".`, {
      [name]: `Must be one of: ${allowed.join(', ')}.`,
    })
  }
  return value as T
}

/**
 * `?draft=true` on a write of a record that has drafts: save it as a draft, which the site does
 * not show until it is published; without it (or `false`) the write publishes, as documented.
 */
export function draftFrom(req: NextRequest): boolean {
  const value = req.nextUrl.searchParams.get('draft')
  if (value === null || value === '' || value === 'false') return false
  if (value === 'true') return true
  throw new HttpError(400, `Invalid draft "${value.slice(0, 20)}".`, { draft: 'Must be true or false.' })
}

/** A query parameter that must be given and be one of the allowed values. */
export function requiredEnumParam<T extends string>(req: NextRequest, name: string, allowed: readonly T[]): T {
  const value = enumParam(req, name, allowed)
  if (value === undefined) throw new HttpError(400, invalidInput, { [name]: `Must be one of: ${allowed.join(', ')}.` })
  return value
}

/** The public list's filters (`?year=&type=&theme=&q=`); a value that cannot be one is a 400. */
export function publicationFiltersFrom(req: NextRequest): PublicationFilters {
  const params = req.nextUrl.searchParams
  const raw = Object.fromEntries(publicationFilterNames.map((name) => [name, params.get(name) || undefined]))
  const parsed = publicationFilters.safeParse(raw)
  if (!parsed.success) throw new HttpError(400, invalidInput, fieldErrors(parsed.error))
  return parsed.data
}

/** The news list's filters (`?programme=&year=`); a value that cannot be one is a 400. */
export function newsFiltersFrom(req: NextRequest): NewsFilters {
  const params = req.nextUrl.searchParams
  const raw = Object.fromEntries(newsFilterNames.map((name) => [name, params.get(name) || undefined]))
  const parsed = newsFilters.safeParse(raw)
  if (!parsed.success) throw new HttpError(400, invalidInput, fieldErrors(parsed.error))
  return parsed.data
}

export type Paging = { page: number; limit: number }

function wholeNumberParam(req: NextRequest, name: string, max: number): number | undefined {
  const value = req.nextUrl.searchParams.get(name)
  if (value === null || value === '') return undefined
  const n = /^\d{1,6}$/.test(value) ? Number(value) : NaN
  if (!(n >= 1 && n <= max)) {
    const rule = max === Infinity ? 'a whole number from 1' : `a whole number from 1 to ${max}`
    throw new HttpError(400, `Invalid ${name} "${value.slice(0, 20)}".`, { [name]: `Must be ${rule}.` })
  }
  return n
}

/**
 * `?page=` and `?limit=` of a list call: undefined when neither is given (the whole list, as the
 * contract documents it), else one page (page 1 and 20 rows unless said).
 */
export function pagingFrom(req: NextRequest): Paging | undefined {
  const page = wholeNumberParam(req, 'page', Infinity)
  const limit = wholeNumberParam(req, 'limit', maxPageLimit)
  if (page === undefined && limit === undefined) return undefined
  return { page: page ?? 1, limit: limit ?? defaultPageLimit }
}

export type UploadedFile = { data: Buffer; name: string; mimetype: string; size: number }
export type Body = { fields: Record<string, unknown>; file?: UploadedFile }

/** A multipart form's file field and the largest file it takes (the rest of the form gets 1 MB more). */
type FileRule = { field: string; maxBytes: number; what: string }
const imageFile: FileRule = { field: 'image', maxBytes: maxImageBytes, what: 'upload' }

/** Form fields that hold a list or a record, sent as JSON text in a multipart form (a publication's or a story's authors). */
const jsonFields = new Set(['authors', 'themes', 'documentLanguages', 'programmes'])
const booleanFields = new Set(['isActive', 'featured'])
const numberFields = new Set(['displayOrder', 'year', 'featuredOrder'])

/** Form values arrive as text: turn the obvious booleans, numbers and JSON lists back into values. */
function coerce(key: string, value: string): unknown {
  if (booleanFields.has(key))
    return value === 'true' || value === 'on' || value === '1'
      ? true
      : value === 'false' || value === '0'
        ? false
        : value
  if (numberFields.has(key)) return /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value
  if (jsonFields.has(key) && /^\s*[[{]/.test(value)) {
    try {
      return JSON.parse(value) as unknown
    } catch {
      return value
    }
  }
  return value
}

/** A publication's form: its PDF in `file`. */
export const pdfFile: FileRule = { field: 'file', maxBytes: maxPdfBytes, what: 'PDF' }

/**
 * A JSON body, or a multipart form with at most one file in `fileField`. Size is checked
 * before the form is read; a form that cannot be parsed is a 400.
 */
export async function readBody(
  req: NextRequest,
  { field: fileField, maxBytes, what }: FileRule = imageFile,
): Promise<Body> {
  const type = req.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data/i.test(type)) {
    const json = await readJson(req)
    if (!json || typeof json !== 'object' || Array.isArray(json))
      throw new HttpError(400, 'The request body must be a JSON object.')
    return { fields: json as Record<string, unknown> }
  }
  const length = Number(req.headers.get('content-length') ?? 'NaN')
  if (!Number.isFinite(length)) throw new HttpError(411, 'A multipart upload needs a Content-Length header.')
  if (length > maxBytes + 1024 * 1024)
    throw new HttpError(413, `The ${what} is too large (at most ${maxBytes / 1024 / 1024} MB).`)
  let form: FormData
  try {
    form = await req.formData()
  } catch {
    throw new HttpError(400, 'The form data could not be read.')
  }
  const fields: Record<string, unknown> = {}
  let file: UploadedFile | undefined
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') {
      fields[key] = coerce(key, value)
    } else if (key === fileField && value.size > 0) {
      const data = Buffer.from(await value.arrayBuffer())
      file = {
        data,
        name: value.name || 'upload',
        mimetype: value.type || 'application/octet-stream',
        size: data.length,
      }
    }
  }
  assertNoNul(fields)
  assertWellFormedText(fields)
  return { fields, file }
}
