import { expect, test } from './conformance'
import { body } from './helpers'

// GET /api/health (readiness) and GET /api/health/live (liveness), docs/decisions/012-* and 027-*:
// what a monitor or load balancer polls. What they answer while the database is away, and while
// an instance starts or stops, is in tests/ops/, on sites of their own.

test.describe('health', () => {
  test('200 with the database up, never cached, and a burst shares one check', async ({ request }) => {
    const res = await request.get('/api/health')
    expect(res.status()).toBe(200)
    expect(res.headers()['cache-control']).toBe('no-store')
    const json = await body(res)
    expect(json).toEqual({
      success: true,
      data: { status: 'ok', database: 'up', migrations: 'current', phase: 'serving', time: expect.any(String) },
    })
    expect(new Date(json.data.time).toISOString()).toBe(json.data.time)
    expect(Math.abs(Date.now() - Date.parse(json.data.time))).toBeLessThan(60_000)

    // Twenty monitors at once: all answered, from at most a couple of checks (one a second).
    const burst = await Promise.all(Array.from({ length: 20 }, () => request.get('/api/health')))
    expect(burst.map((r) => r.status())).toEqual(Array(20).fill(200))
    const times = new Set(await Promise.all(burst.map(async (r) => (await body(r)).data.time)))
    expect(times.size).toBeLessThanOrEqual(2)
  })

  test('only GET; described in the OpenAPI document with its 503', async ({ request }) => {
    const post = await request.post('/api/health', { data: {} })
    expect(post.status()).toBe(405)
    expect(post.headers()['allow']).toBe('GET, HEAD, OPTIONS')
    const doc = await body(await request.get('/api/openapi.json'))
    expect(Object.keys(doc.paths['/api/health'])).toEqual(['get'])
    expect(doc.paths['/api/health'].get.responses).toHaveProperty('503')
    expect(doc.paths['/api/health'].get.security).toEqual([])
  })

  test('liveness: 200 with the phase, never cached, only GET, in the OpenAPI document', async ({ request }) => {
    const res = await request.get('/api/health/live')
    expect(res.status()).toBe(200)
    expect(res.headers()['cache-control']).toBe('no-store')
    expect(await body(res)).toEqual({
      success: true,
      data: { status: 'live', phase: 'serving', time: expect.any(String) },
    })
    const post = await request.post('/api/health/live', { data: {} })
    expect(post.status()).toBe(405)
    const doc = await body(await request.get('/api/openapi.json'))
    expect(Object.keys(doc.paths['/api/health/live'])).toEqual(['get'])
    expect(doc.paths['/api/health/live'].get.security).toEqual([])
  })
})
