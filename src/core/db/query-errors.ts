import type { AfterErrorHook, Config } from 'payload'

/*
 * Payload's REST answers every error it did not expect with 500 and logs it with its stack, and
 * a database error with the whole SQL and its parameters. A visitor could write that to the log
 * at will: an id that is not a number (`/api/cms/content-items/abc`), one past PostgreSQL's
 * integer, a NUL byte, a negative page, an unknown value of a select. PostgreSQL names these
 * by their class: SQLSTATE 22 ("data exception") is a value the query cannot use, i.e. the
 * request's fault. Such an error is answered 400 and logged in one line; a refusal Payload
 * meant (4xx) is not logged at all; anything else is still a fault, logged in full as before.
 */

/**
 * The errors whose logging this hook decides (Payload's own logging of them is off): drizzle's
 * query errors are plain `Error`s by name, Payload's refusals `QueryError` and `APIError`.
 */
const quietErrorNames = ['Error', 'DrizzleQueryError', 'QueryError', 'APIError', 'GraphQLError'] as const

export const quietLoggingLevels: NonNullable<Config['loggingLevels']> = Object.fromEntries(
  quietErrorNames.map((name) => [name, false]),
)

type Coded = {
  code?: unknown
  cause?: unknown
  originalError?: unknown
  name?: unknown
  status?: unknown
  message?: unknown
}

/** The SQLSTATE of the error or one it wraps (drizzle keeps the driver's error in `cause`). */
function sqlStateOf(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 5) return undefined
  const e = error as Coded
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code
  return sqlStateOf(e.cause, depth + 1) ?? sqlStateOf(e.originalError, depth + 1)
}

/**
 * A value in the request that the database cannot use (SQLSTATE class 22), or a filter that does
 * not apply to its field's type (an operator the type does not have, 42883; types that do not
 * match, 42804): `where[content][contains]=x` on a rich-text field.
 */
const mismatchedFilter = new Set(['42883', '42804'])
const isBadValue = (error: unknown): boolean => {
  const state = sqlStateOf(error)
  return Boolean(state && (state.startsWith('22') || mismatchedFilter.has(state)))
}

const badValueMessage = 'A value in the request is not valid.'

/** The status Payload answers an error with (GraphQL keeps Payload's error as `originalError`). */
function statusOf(error: Coded): number {
  if (typeof error.status === 'number') return error.status
  if (error.name === 'GraphQLError') return error.originalError ? statusOf(error.originalError as Coded) : 400
  return 500
}

export const answerBadValues: AfterErrorHook = ({ error, req, graphqlResult }) => {
  const e = (error ?? {}) as Coded
  const name = typeof e.name === 'string' ? e.name : ''
  if (isBadValue(error)) {
    req.payload.logger.info(
      `[api] 400 ${req.method ?? ''} ${safePath(req.url)}: ${badValueMessage} (SQLSTATE ${sqlStateOf(error)})`,
    )
    if (graphqlResult)
      return {
        graphqlResult: {
          ...graphqlResult,
          message: badValueMessage,
          extensions: { ...graphqlResult.extensions, statusCode: 400 },
        },
      }
    return { response: { errors: [{ message: badValueMessage }] }, status: 400 }
  }
  if (!(quietErrorNames as readonly string[]).includes(name)) return
  if (statusOf(e) >= 500) req.payload.logger.error({ err: error })
}

/** The request's path only: the query may hold anything a visitor typed. */
function safePath(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://x').pathname.replace(/[^\x21-\x7e]/g, '?').slice(0, 200)
  } catch {
    return '?'
  }
}
