import { z } from './zod'

/*
 * The OAI-PMH 2.0 repository at /oai (src/server/oai, docs/decisions/031-oai-pmh.md): what the
 * protocol module and the OpenAPI document share.
 */

export const oaiVerbs = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'ListIdentifiers',
  'ListRecords',
  'GetRecord',
] as const
export type OaiVerb = (typeof oaiVerbs)[number]

/** Records (or headers) in one answer of ListRecords and ListIdentifiers; the rest follows a resumptionToken. */
export const oaiPageSize = 50

const datestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/)
  .describe('A UTC datestamp, YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ; both ends are included.')

/** The protocol's arguments, as a harvester sends them (the query of a GET, the form of a POST). */
export const oaiArguments = {
  verb: { schema: z.enum(oaiVerbs), description: 'The request. Missing, repeated or unknown: the error badVerb.' },
  identifier: {
    schema: z.string(),
    description: 'GetRecord, ListMetadataFormats: an item, `oai:<host>:publications/<id>`.',
  },
  metadataPrefix: {
    schema: z.string(),
    description: 'GetRecord, ListIdentifiers, ListRecords: `oai_dc` (the only format).',
  },
  from: { schema: datestamp, description: 'ListIdentifiers, ListRecords: records changed from this datestamp on.' },
  until: { schema: datestamp, description: 'ListIdentifiers, ListRecords: records changed up to this datestamp.' },
  set: {
    schema: z.string(),
    description: 'ListIdentifiers, ListRecords: `type:<type>` or `programme:<programme>` (see ListSets).',
  },
  resumptionToken: {
    schema: z.string(),
    description: `ListIdentifiers, ListRecords: the next page (${oaiPageSize} records) of a list, alone (an exclusive argument).`,
  },
} satisfies Record<string, { schema: z.ZodType; description: string }>
