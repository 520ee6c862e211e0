import type http from 'node:http'
import { sharedAnswerHeader } from '../../src/core/cache/shared-answer'
import { answerOf, keptAnswerMs, pieceOf, Recent, replay, stillCurrent, type Answer } from './kept-answers'

export type ApiAnswers = ReturnType<typeof apiAnswers>

/**
 * A visitor's API read given again for a moment (./kept-answers.ts, docs/decisions/039): an
 * answer the route marked as the same for everyone (src/core/cache/shared-answer.ts), to a GET
 * with no credentials (no Authorization, no cookie), asked again with the same address,
 * Accept-Encoding and Accept-Language. The mark never leaves the server, whatever the method.
 */
export function apiAnswers({ keep = 400, keepMs = keptAnswerMs }: { keep?: number; keepMs?: number } = {}) {
  const answers = new Recent<Answer>(keep)

  return function answer(req: http.IncomingMessage, res: http.ServerResponse): 'answered' | 'next' {
    const since = Date.now()
    const key =
      keepMs > 0 && req.method === 'GET' && !req.headers.authorization && !req.headers.cookie
        ? [req.headers.host, req.url, req.headers['accept-encoding'], req.headers['accept-language']].join('|')
        : null
    if (key) {
      const kept = answers.get(key)
      if (stillCurrent(kept, since, keepMs)) {
        replay(kept, req, res)
        return 'answered'
      }
    }

    type Call = (...args: unknown[]) => unknown
    const writeHead = res.writeHead.bind(res) as Call
    const write = res.write.bind(res) as Call
    const end = res.end.bind(res) as Call
    let shared = false
    const chunks: Buffer[] = []
    const keepChunk = (chunk: unknown, encoding: unknown) => {
      const piece = shared ? pieceOf(chunk, encoding) : null
      if (piece) chunks.push(piece)
    }

    // Read once, when the head is final (Next's compression names its encoding first): at the head,
    // or at the body's first piece, which Node writes before its head. The mark is dropped then.
    let decided = false
    const readMark = (headers?: http.OutgoingHttpHeaders) => {
      if (decided) return
      decided = true
      shared = key !== null && (res.hasHeader(sharedAnswerHeader) || headers?.[sharedAnswerHeader] !== undefined)
      res.removeHeader(sharedAnswerHeader)
      if (headers) delete headers[sharedAnswerHeader]
    }
    res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
      readMark(
        rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg)) as
          http.OutgoingHttpHeaders | undefined,
      )
      return writeHead(statusCode, ...rest)
    }) as typeof res.writeHead
    res.write = ((...args: unknown[]) => {
      readMark()
      keepChunk(args[0], args[1])
      return write(...args)
    }) as typeof res.write
    res.end = ((...args: unknown[]) => {
      readMark()
      keepChunk(args[0], args[1])
      if (shared && key && res.statusCode === 200 && !res.hasHeader('set-cookie'))
        answers.set(key, answerOf(res, since, Buffer.concat(chunks)))
      return end(...args)
    }) as typeof res.end
    return 'next'
  }
}
