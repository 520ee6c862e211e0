import 'server-only'
import { NextResponse, type NextRequest } from 'next/server'
import { ZodError, type z } from 'zod'
import { unavailableMessage, unavailableRetryAfter } from '../schemas/common'
import { errorCodeOf, type ErrorCode } from '../schemas/errors'
import { conflictIn } from '../../collections/conflict'
import { jsonTooDeep, maxJsonDepth } from '../security/json-depth'
import { isDeeplyFrozen } from './frozen'
import { sharedAnswerHeader } from '../core/cache/shared-answer'
import { connectionFailureIn, isConnectionFailure } from '../core/db/connection-failure'

/** The contract's response shapes (docs/decisions/004-rest-contract.md). */

export type FieldErrors = Record<string, string>

/** A refusal: its status, message, field errors, headers, and its code (by default the status's, src/schemas/errors.ts). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    readonly code: ErrorCode = errorCodeOf(status, errors),
  ) {
    super(message)
  }
}

const noStore = { 'Cache-Control': 'no-store' }

/**
 * JSON text of answers that never change once made: the visitors' reads kept in the process are
 * frozen all the way down (./frozen.ts), so each is written out once, not on every request.
 */
const frozenJson = new WeakMap<object, string>()

/** As JSON.stringify: undefined for what JSON has no value for (undefined, a function). */
function jsonOf(value: unknown): string | undefined {
  if (!isDeeplyFrozen(value)) return JSON.stringify(value)
  let text = frozenJson.get(value)
  if (text === undefined) {
    text = JSON.stringify(value)
    frozenJson.set(value, text)
  }
  return text
}

/** The contract's success shape; `meta` (a page's place in a list) sits beside `data`. */
export function ok(data: unknown, status = 200, headers?: HeadersInit, meta?: unknown) {
  const dataJson = jsonOf(data)
  const metaJson = meta === undefined ? undefined : JSON.stringify(meta)
  const body = `{"success":true${dataJson === undefined ? '' : `,"data":${dataJson}`}${metaJson === undefined ? '' : `,"meta":${metaJson}`}}`
  const init = new Headers(headers)
  if (!init.has('Content-Type')) init.set('Content-Type', 'application/json')
  if (!init.has('Cache-Control')) init.set('Cache-Control', noStore['Cache-Control'])
  // A visitors' read kept in the process: the same answer for the same request, until a save.
  if (status === 200 && isDeeplyFrozen(data)) init.set(sharedAnswerHeader, '1')
  return new NextResponse(body, { status, headers: init })
}

/** The contract's failure shape (src/schemas/errors.ts): `code` beside the message, for screens to choose by. */
export function fail(
  status: number,
  message: string,
  errors?: FieldErrors,
  headers?: Record<string, string>,
  code: ErrorCode = errorCodeOf(status, errors),
) {
  return NextResponse.json(
    { success: false, code, message, ...(errors && Object.keys(errors).length ? { errors } : {}) },
    { status, headers: { ...noStore, ...headers } },
  )
}

export const invalidInput = 'Please correct the highlighted fields.'

/** The first message for each field, keyed by its dotted path. */
export function fieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_'
    errors[key] ??= issue.message
  }
  return errors
}

type PayloadishError = Error & { status?: number; data?: { errors?: { path?: string; message?: string }[] } }

/** What every contract call answers while PostgreSQL cannot be reached (docs/decisions/012-*). */
export { unavailableMessage, unavailableRetryAfter }

/** 503 with `Retry-After` in the contract's error shape; `data` says what is down (the health check). */
export function unavailable(data?: unknown) {
  return NextResponse.json(
    {
      success: false,
      code: 'unavailable' satisfies ErrorCode,
      message: unavailableMessage,
      ...(data === undefined ? {} : { data }),
    },
    { status: 503, headers: { ...noStore, 'Retry-After': String(unavailableRetryAfter) } },
  )
}

export { isConnectionFailure }

/** Any error becomes the contract's failure shape; only a real fault is a 500, and it says nothing inside. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof HttpError) return fail(error.status, error.message, error.errors, error.headers, error.code)
  if (error instanceof ZodError) return fail(400, invalidInput, fieldErrors(error))
  // A uniqueness hook's refusal (a second submenu for a section, say): the contract's 409.
  const conflict = conflictIn(error)
  if (conflict) return fail(409, conflict.message, { [conflict.field]: conflict.message })
  const e = error as PayloadishError
  if (e?.name === 'ValidationError' && Array.isArray(e.data?.errors)) {
    const errors: FieldErrors = {}
    for (const item of e.data.errors) if (item.path) errors[item.path] ??= item.message ?? 'Invalid value'
    return fail(400, invalidInput, errors)
  }
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    return fail(e.status, e.message || 'The request was refused.')
  }
  // PostgreSQL is away (restarting, unreachable): 503 and a moment's wait, not a fault of ours.
  const lost = connectionFailureIn(error)
  if (lost) {
    // The driver's words only: drizzle's own message carries the query and its parameters.
    console.error(`[api] database unavailable (${[lost.code, lost.message].filter(Boolean).join(' ')})`)
    return unavailable()
  }
  console.error('[api] unexpected error', error)
  return fail(500, 'Something went wrong on our side. Please try again.')
}

type Handler<C> = (req: NextRequest, context: C) => Promise<Response>

const nulMessage = 'The request contains a NUL character, which no field accepts.'

/** PostgreSQL stores no NUL character in text: refuse it up front instead of failing inside. */
export function assertNoNul(value: unknown): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new HttpError(400, nulMessage)
  } else if (Array.isArray(value)) {
    value.forEach(assertNoNul)
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      assertNoNul(key)
      assertNoNul(item)
    }
  }
}

const unpairedSurrogate = 'Contains a character that is not text (an unpaired surrogate, U+D800-U+DFFF).'

/**
 * A string with an unpaired UTF-16 surrogate (`"\ud800"` in JSON) is no Unicode text, and
 * PostgreSQL refuses it in text and jsonb: refuse it up front, naming the field (a dotted path
 * into the body, as the contract's `errors` do), instead of failing inside.
 */
export function assertWellFormedText(value: unknown, path: string[] = []): void {
  const refuse = (where: string[]) =>
    new HttpError(400, invalidInput, { [where.join('.') || 'body']: unpairedSurrogate })
  if (typeof value === 'string') {
    if (!value.isWellFormed()) throw refuse(path)
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => assertWellFormedText(item, [...path, String(index)]))
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!key.isWellFormed()) throw refuse(path)
      assertWellFormedText(item, [...path, key])
    }
  }
}

function urlHasNul(req: NextRequest): boolean {
  const raw = req.nextUrl.pathname + req.nextUrl.search
  if (/%00/i.test(raw) || raw.includes('\u0000')) return true
  if (!raw.includes('%')) return false
  try {
    return decodeURIComponent(raw).includes('\u0000')
  } catch {
    return false
  }
}

/** Wraps a route handler so that nothing it throws escapes as a stack trace. */
export function route<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (req, context) => {
    try {
      if (urlHasNul(req)) throw new HttpError(400, nulMessage)
      return await handler(req, context)
    } catch (error) {
      return toErrorResponse(error)
    }
  }
}

/** JSON bodies are small: a form or an admin edit. */
export const maxJsonBytes = 256 * 1024

/** Reads a JSON body with a size cap: 413 past it, 415 when it is not JSON, 400 when it does not parse. */
export async function readJson(req: Request, maxBytes = maxJsonBytes): Promise<unknown> {
  const type = req.headers.get('content-type') ?? ''
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).')
  }
  const declared = Number(req.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw new HttpError(413, `The request body is too large (at most ${maxBytes / 1024} KB).`)
  const text = await readCapped(req, maxBytes)
  if (jsonTooDeep(text))
    throw new HttpError(400, `The request body is nested too deeply (at most ${maxJsonDepth} levels).`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.')
  }
  assertNoNul(value)
  assertWellFormedText(value)
  return value
}

/** The whole body, or null as soon as it grows past `maxBytes` (the rest is never read). */
export async function readBytesUpTo(req: Request, maxBytes: number): Promise<Buffer | null> {
  if (!req.body) return Buffer.alloc(0)
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  while (true) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

async function readCapped(req: Request, maxBytes: number): Promise<string> {
  const bytes = await readBytesUpTo(req, maxBytes)
  if (!bytes) throw new HttpError(413, `The request body is too large (at most ${maxBytes / 1024} KB).`)
  return new TextDecoder().decode(bytes)
}

/** Validates with a shared schema; a failure becomes a 400 with the spec's field messages. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  return schema.parse(input)
}

/**
 * A PATCH body: only the fields that were sent, each validated by the shared schema. Defaults
 * of the schema are not applied, so a field that was not sent is left as it is.
 */
export function parsePatch<S extends z.ZodObject>(schema: S, input: Record<string, unknown>): Partial<z.infer<S>> {
  const parsed = schema.partial().parse(input) as Record<string, unknown>
  const sent = Object.keys(input).filter((key) => key in schema.shape)
  return Object.fromEntries(sent.map((key) => [key, parsed[key]])) as Partial<z.infer<S>>
}

/** Turns Payload's "not found" into the contract's 404 with a clear message; anything else goes on up. */
export async function orNotFound<T>(lookup: Promise<T>, message: string): Promise<T> {
  try {
    return await lookup
  } catch (error) {
    if ((error as { status?: number }).status === 404) throw new HttpError(404, message)
    throw error
  }
}

/**
 * A save that a uniqueness hook may refuse (collections/conflict.ts): its refusal becomes a 409
 * with this message, the field keeping the hook's own.
 */
export async function orConflict<T>(save: Promise<T>, message: string): Promise<T> {
  try {
    return await save
  } catch (error) {
    const conflict = conflictIn(error)
    if (conflict) throw new HttpError(409, message, { [conflict.field]: conflict.message })
    throw error
  }
}

/** A positive integer id from the URL, or 404 (an id that cannot exist is simply not found). */
export function parseId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw new HttpError(404, 'Not found.')
  const id = Number(raw)
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, 'Not found.')
  return id
}
