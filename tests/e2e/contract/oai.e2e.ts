import { schemaProblems } from '../../helpers/oai-schemas'
import { expect, test } from './conformance'
import { from } from './helpers'

// The OAI-PMH repository at /oai (docs/decisions/031-oai-pmh.md) on the production build: XML to
// harvesters, not a page in a language (the proxy leaves it alone). What its answers say, page by
// page, is tests/integration/oai.int.test.ts.

test.describe('OAI-PMH', () => {
  test('Identify answers 200 XML that the protocol schema accepts, GET and form POST', async ({ request }) => {
    const get = await request.get('/oai?verb=Identify', { headers: from(), maxRedirects: 0 })
    expect(get.status()).toBe(200)
    expect(get.headers()['content-type']).toBe('text/xml; charset=utf-8')
    const xml = await get.text()
    expect(xml).toContain('<Identify>')
    expect(xml).toMatch(/<baseURL>https?:\/\/[^<]+\/oai<\/baseURL>/)
    expect(xml).toContain('<deletedRecord>transient</deletedRecord>')
    expect(await schemaProblems(xml, 'harvest')).toEqual([])

    const post = await request.post('/oai', {
      headers: { ...from(), 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'verb=ListSets',
      maxRedirects: 0,
    })
    expect(post.status()).toBe(200)
    const sets = await post.text()
    expect(sets).toContain('<setSpec>type:report</setSpec>')
    expect(await schemaProblems(sets, 'harvest')).toEqual([])
  })

  test('a protocol error is an answer too; other methods get 405 with Allow', async ({ request }) => {
    const bad = await request.get('/oai?verb=Nonsense', { headers: from(), maxRedirects: 0 })
    expect(bad.status()).toBe(200)
    expect(await bad.text()).toContain('<error code="badVerb">')
    const put = await request.put('/oai', { headers: from(), data: {} })
    expect(put.status()).toBe(405)
    expect(put.headers()['allow']).toBe('GET, HEAD, OPTIONS, POST')
  })
})
