import 'server-only'
import {
  buildSchema,
  GraphQLError,
  Kind,
  NoFragmentCyclesRule,
  parse,
  validate,
  type DocumentNode,
  type SelectionSetNode,
} from 'graphql'
import { toPayloadHeaders } from './auth'
import { getPayloadClient } from './payload'

/*
 * Payload's GraphQL (`/api/cms/graphql`) is for administrators only (docs/decisions/026-*):
 * the site, its contract and Payload's panel never use it, and anonymous GraphQL let one POST
 * ask for 250 aliased lists. Before Payload sees a query:
 * - no administrator (Bearer token, or the session cookie from this site): 401;
 * - a query that is not well formed, has a fragment cycle or is nested deeper than
 *   `maxDepth`: 400, answered here (graphql-js would recurse on a cycle until the stack ends);
 * - and in every answer, the "Did you mean ...?" hints are removed: field suggestions describe
 *   the schema to whoever guesses.
 */

const maxGraphqlDepth = 12

type Handler = (req: Request) => Promise<Response>

const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

async function isAdministrator(req: Request): Promise<boolean> {
  const headers = toPayloadHeaders(req)
  if (!headers.get('authorization') && !/(^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')) return false
  try {
    const { user } = await (await getPayloadClient()).auth({ headers })
    return Boolean(user && user.collection === 'users')
  } catch {
    return false
  }
}

/** The deepest selection of the document, fragments followed (cycles are refused before this runs). */
function selectionDepth(document: DocumentNode): number {
  const fragments = new Map<string, SelectionSetNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet)
  const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
    if (!set) return 0
    let deepest = 0
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD)
        deepest = Math.max(deepest, selection.selectionSet ? 1 + depthOf(selection.selectionSet, seen) : 1)
      else if (selection.kind === Kind.INLINE_FRAGMENT)
        deepest = Math.max(deepest, depthOf(selection.selectionSet, seen))
      else if (!seen.has(selection.name.value))
        deepest = Math.max(
          deepest,
          depthOf(fragments.get(selection.name.value), new Set([...seen, selection.name.value])),
        )
    }
    return deepest
  }
  let deepest = 0
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION)
      deepest = Math.max(deepest, depthOf(definition.selectionSet, new Set()))
  return deepest
}

// NoFragmentCyclesRule reads only the document; any schema will do for it.
const emptySchema = buildSchema('type Query { _: String }')

/** The problem with a query's text, or null when Payload may run it. */
function queryProblem(query: unknown): string | null {
  if (typeof query !== 'string') return null // Payload answers a missing query itself (400).
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: 10_000 })
  } catch (error) {
    return error instanceof GraphQLError ? error.message : 'The query could not be read.'
  }
  const [cycle] = validate(emptySchema, document, [NoFragmentCyclesRule])
  if (cycle) return cycle.message
  if (selectionDepth(document) > maxGraphqlDepth)
    return `The query is nested too deeply (at most ${maxGraphqlDepth} levels).`
  return null
}

const suggestion = /\s*Did you mean [^?]*\?/g

/** The answer without field, type and argument suggestions. */
async function withoutSuggestions(res: Response): Promise<Response> {
  if (!/json/i.test(res.headers.get('content-type') ?? '')) return res
  const text = await res.text()
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  return new Response(text.replace(suggestion, ''), { status: res.status, statusText: res.statusText, headers })
}

export function administratorsOnlyGraphql(handler: Handler): Handler {
  return async (req) => {
    if (!(await isAdministrator(req))) {
      return refuse(
        401,
        "Payload's GraphQL is for administrators only (Authorization: Bearer <token>). Log in through POST /api/login.",
        { 'WWW-Authenticate': 'Bearer' },
      )
    }
    let body: unknown = null
    try {
      body = await req.clone().json()
    } catch {
      body = null // Not JSON: Payload answers that itself.
    }
    const operations = (Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : []) as {
      query?: unknown
    }[]
    for (const operation of operations) {
      const problem = queryProblem(operation?.query)
      if (problem) return refuse(400, problem.replace(suggestion, ''))
    }
    return withoutSuggestions(await handler(req))
  }
}
