import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiAnswers } from '../../scripts/lib/api-answers'
import { createRequestGuard } from '../../scripts/lib/site-server'
import { markChanged } from '../../src/core/cache/cache-bus'
import { sharedAnswerHeader } from '../../src/core/cache/shared-answer'

// A visitor's API read is given again for a moment by the server layer, without the route: only
// an answer the route marked as the same for everyone, to the same anonymous GET, until a save.
// Played by a real HTTP server behind the site's request guard.

const keepMs = 1500
const reached: string[] = []
let server: http.Server
let base: string

beforeAll(async () => {
  const guard = createRequestGuard({ proxies: 0, keepApiAnswers: apiAnswers({ keepMs }) })
  server = http.createServer((req, res) => {
    if (guard(req, res) === 'handled') return
    reached.push(`${req.method} ${req.url}`)
    res.setHeader('Content-Type', 'application/json')
    res.setHeader('Cache-Control', 'no-store')
    if (req.url?.startsWith('/api/content')) res.setHeader(sharedAnswerHeader, '1')
    res.statusCode = 200
    res.write('{"success":true,')
    res.end(`"data":${reached.length}}`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const times = (line: string) => reached.filter((r) => r === line).length
const get = (target: string, init: RequestInit = {}) => fetch(base + target, init)

describe('a visitor API read given again for a moment', () => {
  it('answers the same anonymous GET again, the same body, without the route; never sends the mark', async () => {
    const first = await get('/api/content?tabId=about')
    const second = await get('/api/content?tabId=about')
    expect(times('GET /api/content?tabId=about')).toBe(1)
    expect(await second.text()).toBe(await first.text())
    for (const res of [first, second]) {
      expect(res.headers.get(sharedAnswerHeader)).toBeNull()
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.headers.get('content-security-policy')).toBeTruthy()
    }
    // Another language asked is another answer.
    await get('/api/content?tabId=about', { headers: { 'accept-language': 'ar' } })
    expect(times('GET /api/content?tabId=about')).toBe(2)
  })

  it('asks the route again after a save, and once the moment has passed', async () => {
    await get('/api/content?tabId=join')
    markChanged(['content-items'])
    await new Promise((resolve) => setTimeout(resolve, 5))
    await get('/api/content?tabId=join')
    expect(times('GET /api/content?tabId=join')).toBe(2)
    await get('/api/content?tabId=join')
    expect(times('GET /api/content?tabId=join')).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, keepMs + 50))
    await get('/api/content?tabId=join')
    expect(times('GET /api/content?tabId=join')).toBe(3)
  })

  it('never for credentials, a cookie, an answer not marked, or another method; the mark stripped from all', async () => {
    const cases: [string, string, RequestInit][] = [
      ['GET /api/content?tabId=research', '/api/content?tabId=research', { headers: { authorization: 'Bearer x' } }],
      ['GET /api/content?tabId=programmes', '/api/content?tabId=programmes', { headers: { cookie: 'locale=en' } }],
      ['GET /api/members', '/api/members', {}],
      ['HEAD /api/content?tabId=capacity', '/api/content?tabId=capacity', { method: 'HEAD' }],
    ]
    for (const [line, target, init] of cases) {
      const one = await get(target, init)
      await get(target, init)
      expect(times(line), line).toBe(2)
      expect(one.headers.get(sharedAnswerHeader)).toBeNull()
    }
  })
})
