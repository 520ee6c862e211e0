import 'server-only'
import type { Payload } from 'payload'
import { siteConfig } from '../../content/site-config'
import { defaultLocale } from '../../i18n/config'
import { messages } from '../../i18n/messages'
import { readBytesUpTo } from '../http'
import {
  datestamp,
  datestampRange,
  element,
  envelope,
  errorElement,
  makeToken,
  oaiDc,
  oaiPageSize,
  OaiError,
  parseRequest,
  readToken,
  setFilter,
  textElement,
  type ListQuery,
  type OaiRequest,
} from './protocol'
import { earliestDatestamp, findHeader, headersPage, headerXml, idOf, readShown, recordXml, setList } from './records'

/*
 * The OAI-PMH 2.0 repository of the publications at /oai (docs/decisions/031-oai-pmh.md): the
 * answer to one request, GET or POST, as the protocol writes it. Protocol errors are answers
 * too (200 with `<error>`); only a fault of the site's is an HTTP failure.
 */

/** The address harvesters ask: the site's public origin and /oai. */
export const baseUrl = () => `${siteConfig.url.replace(/\/$/, '')}/oai`

/** A form POST is small: a few arguments and a token. */
const maxFormBytes = 8 * 1024

const xmlHeaders = { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-store' }

/** The arguments of a request: the query of a GET, the form body of a POST. */
async function argumentsOf(req: Request): Promise<URLSearchParams> {
  if (req.method !== 'POST') return new URL(req.url).searchParams
  const type = req.headers.get('content-type') ?? ''
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type))
    throw new OaiError('badArgument', 'A POST request sends its arguments as application/x-www-form-urlencoded.')
  const body = await readBytesUpTo(req, maxFormBytes)
  if (!body)
    throw new OaiError('badArgument', `The request's arguments are too long (at most ${maxFormBytes / 1024} KB).`)
  return new URLSearchParams(new TextDecoder().decode(body))
}

/** The answer to one OAI-PMH request. */
export async function oaiResponse(payload: Payload, req: Request, now = new Date()): Promise<Response> {
  let request: OaiRequest | undefined
  let body: string
  try {
    request = parseRequest(await argumentsOf(req))
    body = await answer(payload, request, now)
  } catch (error) {
    if (!(error instanceof OaiError)) throw error
    // The request element names the arguments only when they were legal.
    if (error.code === 'badVerb' || error.code === 'badArgument') request = undefined
    body = errorElement(error)
  }
  return new Response(envelope({ baseUrl: baseUrl(), now, request, body }), { status: 200, headers: xmlHeaders })
}

function answer(payload: Payload, request: OaiRequest, now: Date): Promise<string> | string {
  const { verb, args } = request
  switch (verb) {
    case 'Identify':
      return identify(payload, now)
    case 'ListMetadataFormats':
      return listMetadataFormats(payload, args.identifier)
    case 'ListSets':
      if (args.resumptionToken)
        throw new OaiError('badResumptionToken', 'ListSets answers in one response: it issues no resumptionToken.')
      return element(
        'ListSets',
        {},
        setList()
          .map((set) => `<set>${textElement('setSpec', set.spec)}${textElement('setName', set.name)}</set>`)
          .join('\n'),
      )
    case 'GetRecord':
      return getRecord(payload, args.identifier, args.metadataPrefix)
    case 'ListIdentifiers':
    case 'ListRecords':
      return list(payload, verb, args)
  }
}

async function identify(payload: Payload, now: Date) {
  const earliest = (await earliestDatestamp(payload)) ?? now
  return element(
    'Identify',
    {},
    [
      textElement('repositoryName', `${messages[defaultLocale].common.siteName}: publications`),
      textElement('baseURL', baseUrl()),
      textElement('protocolVersion', '2.0'),
      textElement('adminEmail', siteConfig.email),
      textElement('earliestDatestamp', datestamp(earliest)),
      // The trash is emptied after 30 days: a deletion is told for that long at least, not forever.
      textElement('deletedRecord', 'transient'),
      textElement('granularity', 'YYYY-MM-DDThh:mm:ssZ'),
    ].join('\n'),
  )
}

const formatXml = () =>
  `<metadataFormat>${textElement('metadataPrefix', oaiDc.prefix)}${textElement('schema', oaiDc.schema)}${textElement('metadataNamespace', oaiDc.namespace)}</metadataFormat>`

async function listMetadataFormats(payload: Payload, identifier: string | undefined) {
  if (identifier !== undefined) await requireHeader(payload, identifier)
  return element('ListMetadataFormats', {}, formatXml())
}

function requireFormat(metadataPrefix: string) {
  if (metadataPrefix !== oaiDc.prefix)
    throw new OaiError('cannotDisseminateFormat', `This repository disseminates ${oaiDc.prefix} only.`)
}

async function requireHeader(payload: Payload, identifier: string) {
  const id = idOf(identifier)
  const header = id === null ? null : await findHeader(payload, id)
  if (!header) throw new OaiError('idDoesNotExist', 'No item of this repository has this identifier.')
  return header
}

async function getRecord(payload: Payload, identifier: string, metadataPrefix: string) {
  requireFormat(metadataPrefix)
  const header = await requireHeader(payload, identifier)
  const shown = header.deleted ? new Map() : await readShown(payload, [header.id])
  return element('GetRecord', {}, recordXml(header, shown.get(header.id)))
}

async function list(payload: Payload, verb: 'ListIdentifiers' | 'ListRecords', args: Record<string, string>) {
  const resume = args.resumptionToken ? readToken(payload.secret, verb, args.resumptionToken) : undefined
  const query: ListQuery = resume?.query ?? {
    metadataPrefix: args.metadataPrefix,
    ...(args.set ? { set: args.set } : {}),
    ...(args.from ? { from: args.from } : {}),
    ...(args.until ? { until: args.until } : {}),
  }
  const range = datestampRange(query)
  requireFormat(query.metadataPrefix)
  if (query.set !== undefined && !setFilter(query.set))
    throw new OaiError('noRecordsMatch', `This repository has no set ${query.set}: see ListSets.`)
  const cursor = resume?.cursor ?? 0
  const { headers, remaining } = await headersPage(payload, {
    ...range,
    set: query.set,
    after: resume?.after,
    limit: oaiPageSize,
  })
  if (!headers.length) {
    if (resume)
      throw new OaiError('badResumptionToken', 'The list this resumptionToken continues has changed: harvest it again.')
    throw new OaiError('noRecordsMatch', 'No record matches these arguments.')
  }
  const items =
    verb === 'ListIdentifiers'
      ? headers.map(headerXml)
      : await readShown(
          payload,
          headers.filter((h) => !h.deleted).map((h) => h.id),
        ).then((shown) => headers.map((header) => recordXml(header, shown.get(header.id))))
  const completeListSize = cursor + remaining
  const last = headers[headers.length - 1]
  const more = remaining > headers.length
  const token = more
    ? makeToken(payload.secret, verb, {
        query,
        after: { updatedAt: last.updatedAt, id: last.id },
        cursor: cursor + headers.length,
      })
    : ''
  // The last page of a list that took tokens carries an empty one, which ends it.
  const tokenXml = more || resume ? element('resumptionToken', { completeListSize, cursor }, token || undefined) : ''
  return element(verb, {}, `${items.join('\n')}${tokenXml ? `\n${tokenXml}` : ''}`)
}
