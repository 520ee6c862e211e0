import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { publicationThemes, publicationTypes } from '../../content/site-structure'
import { oaiPageSize, oaiVerbs, type OaiVerb } from '../../schemas/oai'
import { z } from '../../schemas/zod'

/*
 * The OAI-PMH 2.0 protocol itself (http://www.openarchives.org/OAI/openarchivesprotocol.html):
 * the verbs and their arguments, the error codes, datestamps, sets and resumption tokens, and
 * the XML they are written in. What the records say is ./records.ts; docs/decisions/031-oai-pmh.md
 * says why each choice was made.
 */

export const verbs = oaiVerbs
export type Verb = OaiVerb
export { oaiPageSize }

export type ErrorCode =
  'badVerb' | 'badArgument' | 'cannotDisseminateFormat' | 'idDoesNotExist' | 'noRecordsMatch' | 'badResumptionToken'

/** A protocol error: answered 200 with `<error code>` (the protocol's own way), never an HTTP failure. */
export class OaiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message)
  }
}

/** The one metadata format: unqualified Dublin Core, which every OAI-PMH repository must offer. */
export const oaiDc = {
  prefix: 'oai_dc',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
  namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
} as const

/** The arguments each verb takes: required, optional, or exclusive (resumptionToken: nothing else beside it). */
const argumentsOf: Record<Verb, { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
}

/** The form of arguments whose value the request element repeats with a type of the protocol's schema. */
const syntaxOf: Record<string, RegExp> = {
  metadataPrefix: /^[A-Za-z0-9\-_.!~*'()]+$/,
  set: /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/,
  // A URI: no white space, control character or character that a URI never holds as it is.
  identifier: /^[^\s\u0000-\u001f\u007f<>"{}|\\^`]+$/u,
}

/** A request the protocol accepts: its verb and arguments (each given once). */
export type OaiRequest = { verb: Verb; args: Record<string, string> }

/**
 * The verb and arguments of a request (the query of a GET, the form of a POST), or the error the
 * protocol names: badVerb for a missing, unknown or repeated verb; badArgument for an argument
 * the verb does not take, one given twice, a required one missing, or one beside a resumptionToken.
 */
export function parseRequest(params: URLSearchParams): OaiRequest {
  const given = [...params.keys()]
  const verbs_ = params.getAll('verb')
  if (verbs_.length !== 1 || !(verbs as readonly string[]).includes(verbs_[0]))
    throw new OaiError(
      'badVerb',
      verbs_.length > 1
        ? 'The verb argument is repeated.'
        : verbs_.length === 0
          ? 'The verb argument is missing.'
          : 'The value of the verb argument is not a legal OAI-PMH verb.',
    )
  const verb = verbs_[0] as Verb
  const rule = argumentsOf[verb]
  const args: Record<string, string> = {}
  const problems: string[] = []
  for (const name of new Set(given)) {
    if (name === 'verb') continue
    const values = params.getAll(name)
    if (![...rule.required, ...rule.optional, rule.exclusive].includes(name))
      problems.push(`${verb} does not take the argument ${name}.`)
    else if (values.length > 1) problems.push(`The argument ${name} is repeated.`)
    else if (values[0] === '') problems.push(`The argument ${name} is empty.`)
    else args[name] = values[0]
  }
  for (const [name, syntax] of Object.entries(syntaxOf))
    if (args[name] !== undefined && !syntax.test(args[name])) problems.push(`The argument ${name} is not well formed.`)
  if (problems.length) throw new OaiError('badArgument', problems.join(' '))
  if (rule.exclusive && args[rule.exclusive] !== undefined) {
    if (Object.keys(args).length > 1)
      throw new OaiError('badArgument', `${rule.exclusive} is an exclusive argument: nothing may be given beside it.`)
    return { verb, args }
  }
  const missing = rule.required.filter((name) => args[name] === undefined)
  if (missing.length) throw new OaiError('badArgument', `${verb} needs the argument ${missing.join(' and ')}.`)
  return { verb, args }
}

// Datestamps -------------------------------------------------------------------------------

/** A datestamp in the repository's finest granularity, seconds (UTC). */
export const datestamp = (iso: string | Date) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z')

/** A `from`/`until` value: the instant it names and its granularity, or null when it is not a legal one. */
export function parseDatestamp(value: string): { at: Date; granularity: 'day' | 'second' } | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const second = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/.exec(value)
  const parts = day ?? second
  if (!parts) return null
  // Year 0000 is ISO 8601's 1 BC, which PostgreSQL's timestamps do not have: datestamps start at 0001.
  if (parts[1] === '0000') return null
  const at = new Date(day ? `${value}T00:00:00Z` : value)
  // Date takes 2025-02-30 as 2 March: only a date that reads back the same is real.
  if (Number.isNaN(at.getTime()) || !at.toISOString().startsWith(day ? value : value.slice(0, 19))) return null
  return { at, granularity: day ? 'day' : 'second' }
}

/**
 * The span of datestamps a selective harvest asks for, both ends included: `until` a day takes
 * that whole day, `until` a second that whole second (datestamps are stored to the millisecond).
 */
export function datestampRange(args: { from?: string; until?: string }): { from?: Date; before?: Date } {
  const from = args.from === undefined ? undefined : parseDatestamp(args.from)
  const until = args.until === undefined ? undefined : parseDatestamp(args.until)
  if (from === null)
    throw new OaiError('badArgument', 'The from argument is not a datestamp (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ).')
  if (until === null)
    throw new OaiError('badArgument', 'The until argument is not a datestamp (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ).')
  if (from && until && from.granularity !== until.granularity)
    throw new OaiError('badArgument', 'The from and until arguments must have the same granularity.')
  if (from && until && from.at > until.at) throw new OaiError('badArgument', 'The from argument is later than until.')
  const before = until && new Date(until.at.getTime() + (until.granularity === 'day' ? 86_400_000 : 1000))
  return { ...(from ? { from: from.at } : {}), ...(before ? { before } : {}) }
}

// Sets ----------------------------------------------------------------------------------------

/** The sets: one per publication type (`type:report`) and one per programme (`programme:<id>`). */
export type SetFilter = { type: (typeof publicationTypes)[number] } | { theme: (typeof publicationThemes)[number] }

export const typeSet = (type: string) => `type:${type}`
export const programmeSet = (theme: string) => `programme:${theme}`

/** What a `set` argument selects, or null when the repository has no such set. */
export function setFilter(spec: string): SetFilter | null {
  const [kind, value, ...rest] = spec.split(':')
  if (rest.length) return null
  if (kind === 'type' && (publicationTypes as readonly string[]).includes(value))
    return { type: value as SetFilter extends { type: infer T } ? T : never }
  if (kind === 'programme' && (publicationThemes as readonly string[]).includes(value))
    return { theme: value as SetFilter extends { theme: infer T } ? T : never }
  return null
}

// Resumption tokens ---------------------------------------------------------------------------

/**
 * What a resumptionToken carries: the list's query (verb, format, set, from, until as given) and
 * where the next page starts: after the record (`after`: datestamp in milliseconds, id) that ended
 * the last one, `cursor` records into the list. Lists run in datestamp order, then id, so that a
 * record changed during a harvest moves to the end and is harvested with its new datestamp.
 */
const tokenShape = z.object({
  v: z.literal(verbs.indexOf('ListRecords')).or(z.literal(verbs.indexOf('ListIdentifiers'))),
  p: z.string().max(100),
  s: z.string().max(100).optional(),
  f: z.string().max(20).optional(),
  u: z.string().max(20).optional(),
  a: z.tuple([z.number().int().nonnegative(), z.number().int().positive()]),
  c: z.number().int().positive(),
})
export type ListQuery = { metadataPrefix: string; set?: string; from?: string; until?: string }
export type Resume = { query: ListQuery; after: { updatedAt: Date; id: number }; cursor: number }

const signature = (secret: string, body: string) =>
  createHmac('sha256', `oai-pmh resumption token:${secret}`).update(body).digest('base64url').slice(0, 22)

/** A token for the next page: the query and cursor as base64url JSON, and its signature (the site's secret). */
export function makeToken(secret: string, verb: 'ListRecords' | 'ListIdentifiers', resume: Resume): string {
  const { metadataPrefix, set, from, until } = resume.query
  const body = Buffer.from(
    JSON.stringify({
      v: verbs.indexOf(verb),
      p: metadataPrefix,
      ...(set ? { s: set } : {}),
      ...(from ? { f: from } : {}),
      ...(until ? { u: until } : {}),
      a: [resume.after.updatedAt.getTime(), resume.after.id],
      c: resume.cursor,
    }),
  ).toString('base64url')
  return `${body}.${signature(secret, body)}`
}

/** The query and cursor of a token this repository issued for `verb`; badResumptionToken for any other. */
export function readToken(secret: string, verb: Verb, token: string): Resume {
  const refused = new OaiError(
    'badResumptionToken',
    'The resumptionToken is not one this repository issued, or it is for another list.',
  )
  const [body, sign, ...rest] = token.split('.')
  if (rest.length || !body || !sign) throw refused
  // Compared as bytes: a signature of 22 characters that are not all ASCII is longer in bytes.
  const given = Buffer.from(sign)
  const expected = Buffer.from(signature(secret, body))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused
  let parsed: z.infer<typeof tokenShape>
  try {
    parsed = tokenShape.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
  } catch {
    throw refused
  }
  if (verbs[parsed.v] !== verb) throw refused
  return {
    query: {
      metadataPrefix: parsed.p,
      ...(parsed.s ? { set: parsed.s } : {}),
      ...(parsed.f ? { from: parsed.f } : {}),
      ...(parsed.u ? { until: parsed.u } : {}),
    },
    after: { updatedAt: new Date(parsed.a[0]), id: parsed.a[1] },
    cursor: parsed.c,
  }
}

// XML -----------------------------------------------------------------------------------------

/** Text as XML character data or an attribute's value; characters XML 1.0 cannot carry are left out. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** `<name attr="...">text</name>`, escaped; attributes whose value is undefined are left out. */
export function element(name: string, attributes: Record<string, string | number | undefined>, content?: string) {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('')
  return content === undefined ? `<${name}${attrs}/>` : `<${name}${attrs}>${content}</${name}>`
}

/** `<name>text</name>` with its text escaped. */
export const textElement = (name: string, text: string, attributes: Record<string, string | undefined> = {}) =>
  element(name, attributes, escapeXml(text))

const oaiNamespace = 'http://www.openarchives.org/OAI/2.0/'

/**
 * A whole answer: responseDate, the request (its arguments only when they were legal, as the
 * protocol says for badVerb and badArgument) and the verb's element or the errors.
 */
export function envelope({
  baseUrl,
  now,
  request,
  body,
}: {
  baseUrl: string
  now: Date
  request?: OaiRequest
  body: string
}): string {
  const requestAttributes = request ? { verb: request.verb, ...request.args } : {}
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<OAI-PMH xmlns="${oaiNamespace}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xsi:schemaLocation="${oaiNamespace} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">\n` +
    `${textElement('responseDate', datestamp(now))}\n` +
    `${element('request', requestAttributes, escapeXml(baseUrl))}\n` +
    `${body}\n</OAI-PMH>\n`
  )
}

export const errorElement = (error: OaiError) => textElement('error', error.message, { code: error.code })
