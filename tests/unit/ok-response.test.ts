import { describe, expect, it } from 'vitest'
import { deepFreeze } from '../../src/server/frozen'
import { ok } from '../../src/server/http'

describe("ok: the contract's success answer", () => {
  it('is { success, data } with `meta` beside it when given, JSON and not stored by caches', async () => {
    const res = ok({ name: 'Field station', tags: ['flood'] })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ success: true, data: { name: 'Field station', tags: ['flood'] } })

    const paged = ok([1, 2], 200, undefined, { total: 12, page: 1, pages: 6 })
    expect(await paged.json()).toEqual({ success: true, data: [1, 2], meta: { total: 12, page: 1, pages: 6 } })
  })

  it('keeps the status and headers it is given; no data means no `data` key', async () => {
    const res = ok(undefined, 201, { 'Cache-Control': 'private, max-age=60', Location: '/api/members/3' })
    expect(res.status).toBe(201)
    expect(res.headers.get('cache-control')).toBe('private, max-age=60')
    expect(res.headers.get('location')).toBe('/api/members/3')
    expect(await res.json()).toEqual({ success: true })
  })

  it('writes a frozen answer (a visitor read kept in the process) out once, however often it is sent', async () => {
    let writes = 0
    const kept = deepFreeze({ items: ['a'], toJSON: () => (writes++, { items: ['a'] }) })
    expect(await ok(kept).json()).toEqual({ success: true, data: { items: ['a'] } })
    expect(await ok(kept).json()).toEqual({ success: true, data: { items: ['a'] } })
    expect(writes).toBe(1)

    // An answer that can still change is written out each time, a shallowly frozen one too.
    const open = { toJSON: () => (writes++, 'now') }
    await ok(open).text()
    await ok(open).text()
    expect(writes).toBe(3)
    const inner = { count: 1 }
    const shallow = Object.freeze({ inner })
    expect(await ok(shallow).json()).toEqual({ success: true, data: { inner: { count: 1 } } })
    inner.count = 2
    expect(await ok(shallow).json()).toEqual({ success: true, data: { inner: { count: 2 } } })
  })
})
