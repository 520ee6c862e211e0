import { describe, expect, it } from 'vitest'
import {
  datestamp,
  datestampRange,
  escapeXml,
  makeToken,
  OaiError,
  parseRequest,
  readToken,
  setFilter,
} from '../../src/server/oai/protocol'
import { schemaProblems } from '../helpers/oai-schemas'

/* The OAI-PMH protocol's rules (src/server/oai/protocol.ts); harvesting itself is tests/integration/oai.int.test.ts. */

const codeOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof OaiError ? error.code : `not an OaiError: ${String(error)}`
  }
  return 'no error'
}
const parse = (query: string) => () => parseRequest(new URLSearchParams(query))

describe('OAI-PMH arguments', () => {
  it('takes each verb with its own arguments', () => {
    expect(parseRequest(new URLSearchParams('verb=Identify'))).toEqual({ verb: 'Identify', args: {} })
    expect(
      parseRequest(new URLSearchParams('verb=ListRecords&metadataPrefix=oai_dc&set=type:report&from=2024-01-01')),
    ).toEqual({ verb: 'ListRecords', args: { metadataPrefix: 'oai_dc', set: 'type:report', from: '2024-01-01' } })
    expect(parseRequest(new URLSearchParams('verb=ListIdentifiers&resumptionToken=x'))).toEqual({
      verb: 'ListIdentifiers',
      args: { resumptionToken: 'x' },
    })
  })

  it('badVerb: missing, unknown, repeated; badArgument: foreign, repeated, missing, empty, ill-formed, beside a token', () => {
    for (const query of ['', 'verb=', 'verb=listRecords', 'verb=Identify&verb=Identify'])
      expect(codeOf(parse(query)), query).toBe('badVerb')
    for (const query of [
      'verb=Identify&set=x',
      'verb=GetRecord&identifier=a:b',
      'verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=x',
      'verb=ListRecords&metadataPrefix=',
      'verb=ListRecords&metadataPrefix=oai dc',
      'verb=ListRecords&metadataPrefix=oai_dc&set=a::b',
      'verb=GetRecord&metadataPrefix=oai_dc&identifier=a b',
      'verb=ListRecords&resumptionToken=x&until=2024-01-01',
    ])
      expect(codeOf(parse(query)), query).toBe('badArgument')
  })
})

describe('OAI-PMH datestamps', () => {
  it('are UTC to the second', () => {
    expect(datestamp('2025-03-04T05:06:07.890Z')).toBe('2025-03-04T05:06:07Z')
  })

  it('from/until: days or seconds, both ends included, the same granularity, from not after until', () => {
    expect(datestampRange({ from: '2025-03-04', until: '2025-03-04' })).toEqual({
      from: new Date('2025-03-04T00:00:00Z'),
      before: new Date('2025-03-05T00:00:00Z'),
    })
    expect(datestampRange({ until: '2025-03-04T05:06:07Z' })).toEqual({ before: new Date('2025-03-04T05:06:08Z') })
    for (const args of [
      { from: '2025-02-29' },
      { from: '2025-3-4' },
      { until: '2025-03-04T05:06:07' },
      { until: '2025-03-04T05:06:07.5Z' },
      { until: '2025-03-04T25:00:00Z' },
      { from: '2025-03-04', until: '2025-03-05T00:00:00Z' },
      { from: '2025-03-05', until: '2025-03-04' },
      // Year 0000 (1 BC) is no timestamp of PostgreSQL's: refused here, not a database error.
      { from: '0000-01-01' },
      { until: '0000-12-31T23:59:59Z' },
    ])
      expect(
        codeOf(() => datestampRange(args)),
        JSON.stringify(args),
      ).toBe('badArgument')
  })
})

describe('OAI-PMH sets and tokens', () => {
  it('knows the sets of types and programmes only', () => {
    expect(setFilter('type:dataset')).toEqual({ type: 'dataset' })
    expect(setFilter('programme:agriculture')).toEqual({ theme: 'agriculture' })
    for (const spec of ['type', 'type:poem', 'programme:agriculture:x', 'theme:agriculture'])
      expect(setFilter(spec), spec).toBeNull()
  })

  it('a token carries its query and cursor, for its own verb, signed', () => {
    const resume = {
      query: { metadataPrefix: 'oai_dc', set: 'type:report', from: '2024-01-01' },
      after: { updatedAt: new Date('2025-01-02T03:04:05.678Z'), id: 42 },
      cursor: 50,
    }
    const token = makeToken('secret', 'ListRecords', resume)
    expect(token).toMatch(/^[\w-]+\.[\w-]{22}$/)
    expect(readToken('secret', 'ListRecords', token)).toEqual(resume)
    expect(codeOf(() => readToken('other secret', 'ListRecords', token))).toBe('badResumptionToken')
    expect(codeOf(() => readToken('secret', 'ListIdentifiers', token))).toBe('badResumptionToken')
    expect(codeOf(() => readToken('secret', 'ListRecords', `${token}x`))).toBe('badResumptionToken')
    expect(codeOf(() => readToken('secret', 'ListRecords', 'e30.AAAAAAAAAAAAAAAAAAAAAA'))).toBe('badResumptionToken')
    // 22 characters that are more bytes than 22: refused, not a comparison of unequal lengths.
    const [body] = token.split('.')
    expect(codeOf(() => readToken('secret', 'ListRecords', `${body}.${'é'.repeat(22)}`))).toBe('badResumptionToken')
    expect(codeOf(() => readToken('secret', 'ListRecords', `${body}.${'\u{1F600}'.repeat(11)}`))).toBe(
      'badResumptionToken',
    )
  })
})

describe('OAI-PMH XML', () => {
  it('escapes markup and leaves out characters XML cannot carry', () => {
    expect(escapeXml('a & <b> "c" \u0000\u0007d\uFFFE')).toBe('a &amp; &lt;b&gt; &quot;c&quot; d')
  })

  it('the schemas refuse what the protocol does not allow (the check really checks)', async () => {
    const answer = (datestampText: string) => `<?xml version="1.0" encoding="UTF-8"?>
<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2025-01-01T00:00:00Z</responseDate>
<request>https://example.org/oai</request><ListIdentifiers><header><identifier>oai:example.org:publications/1</identifier>
<datestamp>${datestampText}</datestamp></header></ListIdentifiers></OAI-PMH>`
    expect(await schemaProblems(answer('2025-01-01T00:00:00Z'), 'harvest')).toEqual([])
    expect(await schemaProblems(answer('2025-01-01T00:00:00+06:00'), 'harvest')).not.toEqual([])
    const dc = (element: string) =>
      `<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">${element}</oai_dc:dc>`
    expect(await schemaProblems(dc('<dc:title xml:lang="en">T</dc:title>'), 'oai_dc')).toEqual([])
    expect(await schemaProblems(dc('<dc:author>T</dc:author>'), 'oai_dc')).not.toEqual([])
  })
})
