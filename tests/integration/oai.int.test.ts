import { JSDOM } from 'jsdom'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import * as oaiRoute from '../../app/oai/route'
import { siteContent } from '../../src/content'
import { serverUrl } from '../../src/core/config'
import type { Publication } from '../../src/payload-types'
import type { Admin } from '../../src/server/auth'
import { removePublication, savePublication } from '../../src/server/data/publications'
import { oaiPageSize } from '../../src/server/oai/protocol'
import { createAdmin } from '../helpers/fixtures'
import { schemaProblems } from '../helpers/oai-schemas'
import { testPayload, unique } from '../helpers/payload'
import { onePagePdf } from '../helpers/pdf'

/*
 * The OAI-PMH repository at /oai (docs/decisions/031-oai-pmh.md), harvested as a harvester does:
 * 60 published publications, one trashed, one hidden, one unpublished, one never published; every
 * answer checked against the protocol's schemas (tests/fixtures/oai) and read for its values.
 */

const live = 60
const oaiNs = 'http://www.openarchives.org/OAI/2.0/'
const dcNs = 'http://purl.org/dc/elements/1.1/'
const host = new URL(serverUrl()).hostname
const origin = serverUrl().replace(/\/$/, '')
const identifier = (id: number) => `oai:${host}:publications/${id}`

let payload: Payload
let admin: Admin
/** The 60 live ones, in creation order. */
const mine: Publication[] = []
let detailed: Publication
let trashed: Publication
let hidden: Publication
let unpublished: Publication
let neverPublished: Publication
let hiddenFromStart: Publication
let withDraft: Publication
let startedAt: Date

const types = ['report', 'policy-brief', 'journal-article', 'working-paper', 'book-chapter', 'dataset'] as const
const programmes = siteContent('en').programmes.list

/**
 * A published publication, made the cheap way the panel allows: saved first as a draft (Payload
 * asks a draft for no file), then published. No PDF to draw: a harvest reads no file.
 */
async function publish(data: Partial<Publication> & { title: string }): Promise<Publication> {
  const draft = await payload.create({
    collection: 'publications',
    data: { authors: [{ name: 'Test Author' }], year: 2024, type: 'report', ...data, _status: 'draft' },
    draft: true,
    overrideAccess: true,
  })
  return payload.update({
    collection: 'publications',
    id: draft.id,
    data: { _status: 'published' },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  admin = (await createAdmin(payload)).user as unknown as Admin
  startedAt = new Date()
  // One through the contract's own path, with a real PDF and every field a record tells.
  const saved = await savePublication(payload, {
    fields: {
      title: 'Floods & <Cyclones> in "Coastal" Bangladesh',
      abstract: 'How storm surges meet rivers: a study of 2023.',
      authors: [{ name: 'Zoë Rahman' }, { name: 'Abul Karim' }, { name: 'Mary O’Neil' }],
      year: 2023,
      type: 'working-paper',
      themes: ['disaster', 'climate-science'],
      documentLanguages: ['en', 'bn'],
      doi: '10.12345/chr.2023.7',
      isbn: '978-3-16-148410-0',
      licence: 'CC BY 4.0',
    },
    file: { data: await onePagePdf('Floods'), name: 'Floods.pdf', mimetype: 'application/pdf', size: 0 },
    locale: 'en',
    user: admin,
  })
  detailed = await payload.findByID({ collection: 'publications', id: saved.id, overrideAccess: true })
  mine.push(detailed)
  for (let start = 1; start < live; start += 10) {
    const batch = Array.from({ length: Math.min(10, live - start) }, (_, k) => start + k)
    mine.push(
      ...(await Promise.all(
        batch.map((n) =>
          publish({
            title: `${unique('Harvest')} ${n}`,
            type: types[n % types.length],
            themes: n % 2 ? ['agriculture'] : [],
            authors: [{ name: `First ${n}` }, { name: `Second ${n}` }],
          }),
        ),
      )),
    )
  }
  trashed = await publish({ title: unique('Trashed') })
  await removePublication(payload, { id: trashed.id, user: admin })
  hidden = await publish({ title: unique('Hidden'), type: 'dataset' })
  await payload.update({ collection: 'publications', id: hidden.id, data: { isActive: false }, overrideAccess: true })
  unpublished = await publish({ title: unique('Unpublished') })
  // A save that asks for no draft but says draft: the site stops showing it (decision 020).
  await payload.update({
    collection: 'publications',
    id: unpublished.id,
    data: { _status: 'draft' },
    overrideAccess: true,
  })
  neverPublished = await payload.create({
    collection: 'publications',
    data: { title: unique('Never published'), authors: [{ name: 'Nobody' }], year: 2024, type: 'report' },
    draft: true,
    overrideAccess: true,
  })
  // Published, but hidden from the start: visitors never saw it, so it is no item either.
  hiddenFromStart = await publish({ title: unique('Hidden from the start'), type: 'dataset', isActive: false })
  // A live one with a pending draft: the record says what the site shows, not the draft.
  withDraft = mine[5]
  await payload.update({
    collection: 'publications',
    id: withDraft.id,
    data: { title: 'SECRET DRAFT TITLE', authors: [{ name: 'Draft Person' }] },
    draft: true,
    overrideAccess: true,
  })
}, 180_000)

type Answer = { status: number; type: string | null; xml: string; doc: Document }

async function oai(params: Record<string, string> | string, method: 'GET' | 'POST' = 'GET'): Promise<Answer> {
  const query = typeof params === 'string' ? params : new URLSearchParams(params).toString()
  const req =
    method === 'GET'
      ? new NextRequest(new URL(`/oai?${query}`, 'http://site.test'))
      : new NextRequest(new URL('/oai', 'http://site.test'), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: query,
        })
  const res = await oaiRoute[method](req, undefined)
  const xml = await res.text()
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'text/xml')
  return { status: res.status, type: res.headers.get('content-type'), xml, doc }
}

const all = (node: Document | Element, name: string, ns = oaiNs) => [...node.getElementsByTagNameNS(ns, name)]
const text = (node: Document | Element, name: string, ns = oaiNs) => all(node, name, ns)[0]?.textContent ?? null
const texts = (node: Element, name: string) => all(node, name, dcNs).map((e) => e.textContent)

/** The answer is 200 XML that the protocol's schema (with oai_dc) accepts. */
async function expectValid(answer: Answer) {
  expect(answer.status).toBe(200)
  expect(answer.type).toBe('text/xml; charset=utf-8')
  expect(await schemaProblems(answer.xml, 'harvest')).toEqual([])
}

async function expectError(params: Record<string, string> | string, code: string, method: 'GET' | 'POST' = 'GET') {
  const answer = await oai(params, method)
  await expectValid(answer)
  expect(all(answer.doc, 'error').map((e) => e.getAttribute('code'))).toEqual([code])
  const request = all(answer.doc, 'request')[0]
  expect(request.textContent).toBe(`${origin}/oai`)
  return { answer, request }
}

const idOfHeader = (header: Element) => Number(text(header, 'identifier')!.split('/').pop())

describe('OAI-PMH at /oai', () => {
  it('Identify: the repository, its base URL, transient deletions, seconds granularity', async () => {
    const answer = await oai({ verb: 'Identify' })
    await expectValid(answer)
    expect(text(answer.doc, 'baseURL')).toBe(`${origin}/oai`)
    expect(text(answer.doc, 'protocolVersion')).toBe('2.0')
    expect(text(answer.doc, 'deletedRecord')).toBe('transient')
    expect(text(answer.doc, 'granularity')).toBe('YYYY-MM-DDThh:mm:ssZ')
    expect(text(answer.doc, 'adminEmail')).toMatch(/@/)
    expect(text(answer.doc, 'repositoryName')).toContain('Climate & Humanitarian Research')
    const earliest = text(answer.doc, 'earliestDatestamp')!
    expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
    expect(Date.parse(earliest)).toBeLessThanOrEqual(Date.parse(detailed.updatedAt))
    expect(all(answer.doc, 'request')[0].getAttribute('verb')).toBe('Identify')
    expect(all(answer.doc, 'responseDate')[0].textContent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
  })

  it('ListMetadataFormats and ListSets: oai_dc; a set per type and per programme, named in English', async () => {
    const formats = await oai({ verb: 'ListMetadataFormats' })
    await expectValid(formats)
    expect(all(formats.doc, 'metadataPrefix').map((e) => e.textContent)).toEqual(['oai_dc'])
    expect(text(formats.doc, 'metadataNamespace')).toBe('http://www.openarchives.org/OAI/2.0/oai_dc/')
    await expectValid(await oai({ verb: 'ListMetadataFormats', identifier: identifier(detailed.id) }))
    await expectValid(await oai({ verb: 'ListMetadataFormats', identifier: identifier(trashed.id) }))

    const sets = await oai({ verb: 'ListSets' })
    await expectValid(sets)
    const named = Object.fromEntries(all(sets.doc, 'set').map((set) => [text(set, 'setSpec'), text(set, 'setName')]))
    expect(named['type:report']).toBe('Type: Report')
    expect(named['type:policy-brief']).toBe('Type: Policy brief')
    const agriculture = programmes.find((p) => p.id === 'agriculture')!.title
    expect(named['programme:agriculture']).toBe(`Programme: ${agriculture}`)
    expect(Object.keys(named)).toHaveLength(types.length + programmes.length)
  })

  it('ListRecords: the whole repository page by page, 60 live records, deletions as headers, no draft', async () => {
    const pages: Answer[] = []
    let answer = await oai({ verb: 'ListRecords', metadataPrefix: 'oai_dc' })
    pages.push(answer)
    for (;;) {
      const token = all(answer.doc, 'resumptionToken')[0]
      if (!token?.textContent) break
      answer = await oai({ verb: 'ListRecords', resumptionToken: token.textContent })
      pages.push(answer)
      expect(pages.length).toBeLessThan(100)
    }
    for (const page of pages) await expectValid(page)
    const records = pages.flatMap((page) => all(page.doc, 'record'))
    const tokens = pages.map((page) => all(page.doc, 'resumptionToken')[0])
    const size = Number(tokens[0].getAttribute('completeListSize'))
    // Every page full but the last; the cursor counts what came before; the last token is empty.
    expect(pages.length).toBe(Math.ceil(size / oaiPageSize))
    expect(pages.length).toBeGreaterThanOrEqual(2)
    expect(records).toHaveLength(size)
    tokens.forEach((token, n) => {
      expect(token.getAttribute('cursor')).toBe(String(n * oaiPageSize))
      expect(token.getAttribute('completeListSize')).toBe(String(size))
      expect(Boolean(token.textContent)).toBe(n < pages.length - 1)
    })
    for (const page of pages.slice(0, -1)) expect(all(page.doc, 'record')).toHaveLength(oaiPageSize)

    const headers = records.map((record) => all(record, 'header')[0])
    const ids = headers.map(idOfHeader)
    expect(new Set(ids).size).toBe(ids.length)
    // In datestamp order.
    const stamps = headers.map((h) => text(h, 'datestamp')!)
    expect([...stamps].sort()).toEqual(stamps)

    const byId = new Map(records.map((record) => [idOfHeader(all(record, 'header')[0]), record]))
    const liveOnes = mine.map((p) => byId.get(p.id))
    expect(liveOnes.filter(Boolean)).toHaveLength(live)
    for (const [n, record] of liveOnes.entries()) {
      expect(all(record!, 'header')[0].getAttribute('status')).toBeNull()
      const dc = all(record!, 'dc', 'http://www.openarchives.org/OAI/2.0/oai_dc/')[0]
      expect(dc).toBeDefined()
      // The pages were validated with oai_dc in place; a few records again on their own, as the format's schema alone.
      if (n % 20 === 0) expect(await schemaProblems(dc.outerHTML, 'oai_dc')).toEqual([])
    }
    for (const gone of [trashed, hidden, unpublished]) {
      const record = byId.get(gone.id)
      expect(record, `${gone.title} is told as deleted`).toBeDefined()
      expect(all(record!, 'header')[0].getAttribute('status')).toBe('deleted')
      expect(all(record!, 'metadata')).toHaveLength(0)
    }
    expect(byId.has(neverPublished.id)).toBe(false)
    expect(byId.has(hiddenFromStart.id), 'a publication hidden from the start is no item').toBe(false)
    expect(
      records.filter((r) => all(r, 'header')[0].getAttribute('status') === 'deleted').length,
    ).toBeGreaterThanOrEqual(3)
    // The pending draft is not disseminated.
    const pending = byId.get(withDraft.id)!
    expect(texts(pending, 'title')).toEqual([withDraft.title])
    expect(texts(pending, 'creator')).toEqual(['First 5', 'Second 5'])
    expect(pages.map((p) => p.xml).join('')).not.toContain('SECRET DRAFT TITLE')
    expect(pages.map((p) => p.xml).join('')).not.toContain(neverPublished.title!)
  }, 120_000)

  it('GetRecord: the Dublin Core of a publication, in English, creators in order, DOI and page', async () => {
    const answer = await oai({ verb: 'GetRecord', identifier: identifier(detailed.id), metadataPrefix: 'oai_dc' })
    await expectValid(answer)
    const record = all(answer.doc, 'record')[0]
    expect(text(record, 'identifier')).toBe(identifier(detailed.id))
    expect(text(record, 'datestamp')).toBe(new Date(detailed.updatedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'))
    expect(all(record, 'setSpec').map((e) => e.textContent)).toEqual([
      'type:working-paper',
      'programme:disaster',
      'programme:climate-science',
    ])
    expect(texts(record, 'title')).toEqual(['Floods & <Cyclones> in "Coastal" Bangladesh'])
    expect(answer.xml).toContain('Floods &amp; &lt;Cyclones&gt; in &quot;Coastal&quot; Bangladesh')
    expect(texts(record, 'creator')).toEqual(['Zoë Rahman', 'Abul Karim', 'Mary O’Neil'])
    expect(texts(record, 'date')).toEqual(['2023'])
    expect(texts(record, 'type')).toEqual(['Working paper', 'Text'])
    expect(texts(record, 'subject')).toEqual([
      programmes.find((p) => p.id === 'disaster')!.title,
      programmes.find((p) => p.id === 'climate-science')!.title,
    ])
    expect(texts(record, 'language')).toEqual(['en', 'bn'])
    expect(texts(record, 'identifier')).toEqual([
      'https://doi.org/10.12345/chr.2023.7',
      `${origin}/publications/${detailed.slug}`,
      'urn:isbn:9783161484100',
    ])
    expect(texts(record, 'rights')).toEqual(['CC BY 4.0'])
    expect(texts(record, 'description')).toEqual(['How storm surges meet rivers: a study of 2023.'])
    expect(texts(record, 'format')).toEqual(['application/pdf'])
    expect(texts(record, 'publisher')).toEqual(['Climate & Humanitarian Research'])
    const dc = all(record, 'dc', 'http://www.openarchives.org/OAI/2.0/oai_dc/')[0]
    expect(await schemaProblems(dc.outerHTML, 'oai_dc')).toEqual([])

    // A deleted one: its header, marked, without metadata.
    const gone = await oai({ verb: 'GetRecord', identifier: identifier(trashed.id), metadataPrefix: 'oai_dc' })
    await expectValid(gone)
    expect(all(gone.doc, 'header')[0].getAttribute('status')).toBe('deleted')
    expect(all(gone.doc, 'metadata')).toHaveLength(0)

    // POST (a form) answers as GET does.
    const posted = await oai(
      { verb: 'GetRecord', identifier: identifier(detailed.id), metadataPrefix: 'oai_dc' },
      'POST',
    )
    await expectValid(posted)
    expect(posted.xml.replace(/<responseDate>.*<\/responseDate>/, '')).toBe(
      answer.xml.replace(/<responseDate>.*<\/responseDate>/, ''),
    )
  })

  it('ListIdentifiers: by set and by from/until (seconds and days), headers only', async () => {
    const harvest = async (params: Record<string, string>) => {
      const headers: Element[] = []
      let answer = await oai({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', ...params })
      for (;;) {
        await expectValid(answer)
        expect(all(answer.doc, 'metadata')).toHaveLength(0)
        headers.push(...all(answer.doc, 'header'))
        const token = all(answer.doc, 'resumptionToken')[0]?.textContent
        if (!token) return headers
        answer = await oai({ verb: 'ListIdentifiers', resumptionToken: token })
      }
    }
    const mineIds = new Set(mine.map((p) => p.id))
    const datasets = await harvest({ set: 'type:dataset' })
    const expected = mine.filter((p) => p.type === 'dataset').map((p) => p.id)
    expect(
      datasets
        .map(idOfHeader)
        .filter((id) => mineIds.has(id))
        .sort(),
    ).toEqual(expected.sort())
    // The hidden dataset is told as deleted in its set.
    const hiddenHeader = datasets.find((h) => idOfHeader(h) === hidden.id)
    expect(hiddenHeader?.getAttribute('status')).toBe('deleted')
    for (const header of datasets) expect(all(header, 'setSpec').map((e) => e.textContent)).toContain('type:dataset')

    const programme = await harvest({ set: 'programme:agriculture' })
    expect(programme.map(idOfHeader).filter((id) => mineIds.has(id))).toHaveLength(
      mine.filter((p) => p.themes?.includes('agriculture')).length,
    )

    // One second: the records whose datestamp is that second, and only them.
    const one = mine[20]
    const second = new Date(one.updatedAt).toISOString().replace(/\.\d{3}Z$/, 'Z')
    const inSecond = await harvest({ from: second, until: second })
    expect(inSecond.map(idOfHeader)).toContain(one.id)
    for (const header of inSecond) expect(text(header, 'datestamp')).toBe(second)

    // Days: today's harvest has all of this test's records; tomorrow's has none.
    const today = startedAt.toISOString().slice(0, 10)
    const fromToday = (await harvest({ from: today })).map(idOfHeader)
    for (const p of [...mine, trashed, hidden, unpublished]) expect(fromToday).toContain(p.id)
    const untilYesterday = (
      await harvest({ until: new Date(startedAt.getTime() - 86_400_000).toISOString().slice(0, 10) })
    ).map(idOfHeader)
    expect(untilYesterday.filter((id) => mineIds.has(id))).toEqual([])
  }, 60_000)

  it('every error code, each a valid answer; badVerb and badArgument name no arguments', async () => {
    for (const params of ['', 'verb=Frobnicate', 'verb=Identify&verb=Identify', 'verb=identify']) {
      const { request } = await expectError(params, 'badVerb')
      expect(request.attributes).toHaveLength(0)
    }
    const badArguments = [
      'verb=Identify&metadataPrefix=oai_dc',
      'verb=GetRecord&metadataPrefix=oai_dc',
      `verb=GetRecord&identifier=${encodeURIComponent(identifier(detailed.id))}`,
      'verb=ListRecords',
      'verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc',
      'verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=abc',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2024-13-01',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2024-02-30',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-01T00:00:00',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-01&until=2024-02-01T00:00:00Z',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2025-01-01&until=2024-01-01',
      'verb=ListIdentifiers&metadataPrefix=oai_dc&set=not%20a%20set',
      'verb=ListSets&set=type:report',
      'verb=GetRecord&identifier=&metadataPrefix=oai_dc',
    ]
    for (const params of badArguments) {
      const { request } = await expectError(params, 'badArgument')
      expect(request.attributes, params).toHaveLength(0)
    }
    // A POST whose body is not a form.
    const json = await oaiRoute.POST(
      new NextRequest(new URL('/oai', 'http://site.test'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"verb":"Identify"}',
      }),
      undefined,
    )
    const jsonXml = await json.text()
    expect(await schemaProblems(jsonXml, 'harvest')).toEqual([])
    expect(jsonXml).toContain('code="badArgument"')

    const format = await expectError({ verb: 'ListRecords', metadataPrefix: 'marc21' }, 'cannotDisseminateFormat')
    expect(format.request.getAttribute('metadataPrefix')).toBe('marc21')
    await expectError(
      { verb: 'GetRecord', identifier: identifier(detailed.id), metadataPrefix: 'mods' },
      'cannotDisseminateFormat',
    )

    for (const id of [
      identifier(987654321),
      identifier(neverPublished.id),
      identifier(hiddenFromStart.id),
      `oai:elsewhere.example:publications/${detailed.id}`,
      'https://example.org/x',
    ]) {
      const { request } = await expectError(
        { verb: 'GetRecord', identifier: id, metadataPrefix: 'oai_dc' },
        'idDoesNotExist',
      )
      expect(request.getAttribute('identifier')).toBe(id)
    }
    await expectError({ verb: 'ListMetadataFormats', identifier: identifier(neverPublished.id) }, 'idDoesNotExist')

    await expectError({ verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '2999-01-01' }, 'noRecordsMatch')
    await expectError({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', set: 'type:poem' }, 'noRecordsMatch')
    await expectError({ verb: 'ListRecords', metadataPrefix: 'oai_dc', until: '1990-01-01' }, 'noRecordsMatch')
    // Year 0000 is no date PostgreSQL has (a 500 with a stack trace before).
    await expectError({ verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '0000-01-01' }, 'badArgument')
    await expectError(
      { verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', until: '0000-12-31T00:00:00Z' },
      'badArgument',
    )

    const first = await oai({ verb: 'ListRecords', metadataPrefix: 'oai_dc' })
    const token = all(first.doc, 'resumptionToken')[0].textContent!
    const [body, signature] = token.split('.')
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), c: 1 }),
    ).toString('base64url')
    for (const [verb, bad] of [
      ['ListRecords', 'not-a-token'],
      ['ListRecords', `${forged}.${signature}`],
      ['ListRecords', `${body}.${'A'.repeat(22)}`],
      // 22 characters that are more bytes than 22 (a 500 with a stack trace before).
      ['ListRecords', `${body}.${'é'.repeat(22)}`],
      ['ListIdentifiers', token],
      ['ListSets', token],
    ]) {
      const { request } = await expectError({ verb, resumptionToken: bad }, 'badResumptionToken')
      expect(request.getAttribute('resumptionToken')).toBe(bad)
    }
    // The same token, as issued, still works (the checks above refused nothing by accident).
    await expectValid(await oai({ verb: 'ListRecords', resumptionToken: token }))
  }, 60_000)
})
