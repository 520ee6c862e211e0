import type http from 'node:http'
import { cacheTags, changedSince } from '../../src/core/cache/cache-bus'

/*
 * Answers the server gives again for a moment without asking Next (docs/decisions/039): a public
 * page Next served from its cache (./page-html.ts), a visitor's API read (./api-answers.ts). An
 * answer is given again only to the same request, within its moment, and only while nothing was
 * saved anywhere since its request began (cache-bus.ts's markChanged: a save here, another
 * instance's, a script's).
 */

/** How long an answer is given again, by default. */
export const keptAnswerMs = 1000

/** An answer as it went out: its status, headers and bytes, and when its request began. */
export type Answer = { since: number; status: number; headers: [string, string | number | string[]][]; bytes: Buffer }

/** A small store that forgets the least recently used entry past `max`. */
export class Recent<V> {
  private readonly entries = new Map<string, V>()
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const value = this.entries.get(key)
    if (value !== undefined) {
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }
  set(key: string, value: V) {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!)
  }
}

/**
 * A piece of a body as `res.write` or `res.end` takes it (a Buffer, bytes or a string in its
 * encoding) as a Buffer; null for no piece (nothing, or only the callback).
 */
export function pieceOf(chunk: unknown, encoding: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk)
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
}

/** Headers that belong to one response, not to the answer: never given again. */
const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** The answer `res` is sending now (its headers as set), begun at `since`. */
export function answerOf(res: http.ServerResponse, since: number, bytes: Buffer): Answer {
  return {
    since,
    status: res.statusCode,
    headers: Object.entries(res.getHeaders())
      .filter(([name, value]) => value !== undefined && !ownHeaders.has(name))
      .map(([name, value]) => [name, value!]),
    bytes,
  }
}

/** Whether a kept answer may be given again at `now` (within `ms` of its request, nothing saved since). */
export const stillCurrent = (answer: Answer | undefined, now: number, ms: number): answer is Answer =>
  answer !== undefined && now - answer.since < ms && !changedSince(cacheTags, answer.since)

/** Sends a kept answer (304 to a browser that has its version). */
export function replay(answer: Answer, req: http.IncomingMessage, res: http.ServerResponse) {
  for (const [name, value] of answer.headers) res.setHeader(name, value)
  const etag = String(res.getHeader('etag') ?? '')
  if (etag && ifNoneMatch(req.headers['if-none-match'], etag)) {
    for (const name of ['content-type', 'content-length', 'content-encoding']) res.removeHeader(name)
    res.writeHead(304)
    res.end()
    return
  }
  res.setHeader('Content-Length', String(answer.bytes.length))
  res.writeHead(answer.status)
  res.end(answer.bytes)
}

/** Whether an `If-None-Match` names `etag` (or is `*`): the browser's copy is current. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '')
    return t === '*' || t === etag
  })
}
