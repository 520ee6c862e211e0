import { test as base, expect, type APIRequestContext, type APIResponse } from '@playwright/test'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'

/*
 * The OpenAPI document against the real answers: every call a contract test makes through
 * `request` to a documented operation has its answer's body validated with the JSON schema the
 * document gives for that status (or its `default`). The document is the one the running site
 * serves (GET /api/openapi.json), so neither it nor the code can drift from the other unseen.
 */

type Json = Record<string, unknown>
type Document = { paths: Record<string, Record<string, { responses: Record<string, Json> }>>; components: Json }
type Operation = { path: string; method: string; responses: Record<string, Json> }

const methods = ['get', 'post', 'put', 'patch', 'delete']

/** The document's `$ref`s (#/components/...) put in place, for a schema compiled on its own. */
function inline(value: unknown, doc: Document): unknown {
  if (Array.isArray(value)) return value.map((item) => inline(item, doc))
  if (!value || typeof value !== 'object') return value
  const ref = (value as { $ref?: unknown }).$ref
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Json)[key], doc)
    return inline(target, doc)
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inline(item, doc)]))
}

export class Conformance {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
  private readonly operations: (Operation & { pattern: RegExp })[]
  private readonly validators = new Map<string, ValidateFunction | null>()

  constructor(readonly document: Document) {
    this.operations = Object.entries(document.paths).flatMap(([path, item]) =>
      methods
        .filter((method) => item[method])
        .map((method) => ({
          path,
          method,
          responses: item[method].responses,
          pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
        })),
    )
  }

  /** The documented operation a request is a call of, if any. */
  operationOf(method: string, pathname: string): Operation | undefined {
    return this.operations.find((op) => op.method === method.toLowerCase() && op.pattern.test(pathname))
  }

  /** The documented statuses of an operation (not `default`). */
  statusesOf(op: Operation): number[] {
    return Object.keys(op.responses)
      .filter((key) => key !== 'default')
      .map(Number)
  }

  private validator(op: Operation, status: number): ValidateFunction | null {
    const key = `${op.method} ${op.path} ${status}`
    if (!this.validators.has(key)) {
      const response = op.responses[String(status)] ?? op.responses.default
      const schema = (response?.content as Record<string, { schema?: Json }> | undefined)?.['application/json']?.schema
      this.validators.set(key, schema ? this.ajv.compile(inline(schema, this.document) as Json) : null)
    }
    return this.validators.get(key) ?? null
  }

  /** What is wrong with an answer to a documented call (empty when nothing is). */
  problems(op: Operation, status: number, contentType: string, text: string): string[] {
    const validate = this.validator(op, status)
    if (!validate) return []
    // Another form the document gives the same answer (a CSV file) is not JSON to validate.
    const content = ((op.responses[String(status)] ?? op.responses.default)?.content ?? {}) as Json
    const media = contentType.split(';')[0].trim().toLowerCase()
    if (media !== 'application/json' && Object.hasOwn(content, media)) return []
    if (!/^application\/json\b/i.test(contentType))
      return [`${status} answered ${contentType || 'no Content-Type'}, the document says application/json`]
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return [`${status} is not JSON: ${text.slice(0, 200)}`]
    }
    if (validate(body)) return []
    return (validate.errors ?? []).map(
      (error) => `${status} ${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`,
    )
  }

  /** Throws, naming the call and each difference, when a documented call's answer is not as documented. */
  async check(method: string, url: string, res: APIResponse): Promise<void> {
    const pathname = new URL(url, 'http://site.invalid').pathname
    // A redirect followed elsewhere (a page) is not the answer of this call.
    if (new URL(res.url()).pathname !== pathname) return
    const op = this.operationOf(method, pathname)
    if (!op || method.toLowerCase() === 'head') return
    const problems = this.problems(op, res.status(), res.headers()['content-type'] ?? '', await res.text())
    if (problems.length)
      throw new Error(
        `${method.toUpperCase()} ${url} is not answered as the OpenAPI document says:\n${problems.join('\n')}`,
      )
  }
}

let loaded: Promise<Conformance> | undefined
/** The document the site serves, read once per test process. */
export function conformance(request: APIRequestContext): Promise<Conformance> {
  loaded ??= request.get('/api/openapi.json').then(async (res) => {
    expect(res.status()).toBe(200)
    return new Conformance((await res.json()) as Document)
  })
  return loaded
}

type Call = (url: string, options?: Record<string, unknown>) => Promise<APIResponse>

/** `request`, each answer of which is checked against the document before the test sees it. */
function checked(request: APIRequestContext, contract: Conformance): APIRequestContext {
  return new Proxy(request, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver)
      if (typeof property !== 'string' || typeof value !== 'function') return value
      if (![...methods, 'fetch'].includes(property)) return value.bind(target)
      return async (url: string, options?: Record<string, unknown>) => {
        const res = await (value as Call).call(target, url, options)
        const method = property === 'fetch' ? String(options?.method ?? 'GET') : property
        await contract.check(method, url, res)
        return res
      }
    },
  })
}

/** The contract tests' `test`: its `request` checks every documented answer against the OpenAPI document. */
export const test = base.extend({
  request: async ({ request }, provide) => {
    await provide(checked(request, await conformance(request)))
  },
})
export { expect }
