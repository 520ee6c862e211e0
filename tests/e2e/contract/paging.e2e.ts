import { expect, test } from './conformance'
import { adminHeaders, body } from './helpers'

// Every public list call: the whole list without page/limit (as documented), one page with them.
const lists = [
  '/api/content?tabId=programmes',
  '/api/submenus',
  '/api/members?memberType=team',
  '/api/gallery',
  '/api/photos',
]

const withParams = (path: string, params: string) => `${path}${path.includes('?') ? '&' : '?'}${params}`
type Listed = { success: boolean; data: { id: number }[]; meta?: { total: number; page: number; pages: number } }

test.describe('paged lists', () => {
  const made: number[] = []
  let headers: Record<string, string>
  const madeContent: number[] = []
  test.beforeAll(async ({ request }) => {
    // At least three items in each list, so that every list here has more than one page of two.
    headers = await adminHeaders(request)
    const items = (await body(await request.get('/api/content?tabId=programmes'))).data.length
    for (let i = items; i < 3; i++) {
      const res = await request.post('/api/content', {
        headers,
        data: {
          tabId: 'programmes',
          sectionId: 'health',
          title: `Paging ${i}`,
          content: '<p>Paging.</p>',
          displayOrder: 50 + i,
          isActive: true,
        },
      })
      expect(res.status()).toBe(201)
      madeContent.push((await body(res)).data.id)
    }
    const existing = (await body(await request.get('/api/submenus'))).data.length
    for (let i = existing; i < 3; i++) {
      const res = await request.post('/api/submenus', {
        headers,
        data: {
          tabId: 'capacity',
          sectionId: `paging-${i}-${Date.now().toString(36)}`,
          name: `Paging ${i}`,
          displayOrder: 20 + i,
          isActive: true,
        },
      })
      expect(res.status()).toBe(201)
      made.push((await body(res)).data.id)
    }
  })
  test.afterAll(async ({ request }) => {
    for (const id of made) await request.delete(`/api/submenus/${id}`, { headers })
    for (const id of madeContent) await request.delete(`/api/content/${id}`, { headers })
  })

  for (const path of lists) {
    test(`${path}: page and limit give one page with meta; the pages together are the whole list`, async ({
      request,
    }) => {
      const whole = (await body(await request.get(path))) as Listed
      expect(whole.meta).toBeUndefined()
      expect(whole.data.length).toBeGreaterThan(2)

      const first = (await body(await request.get(withParams(path, 'page=1&limit=2')))) as Listed
      expect(first.success).toBe(true)
      expect(first.data).toHaveLength(2)
      expect(first.meta).toEqual({ total: whole.data.length, page: 1, pages: Math.ceil(whole.data.length / 2) })

      const ids: number[] = []
      for (let page = 1; page <= first.meta!.pages; page++) {
        const res = (await body(await request.get(withParams(path, `page=${page}&limit=2`)))) as Listed
        expect(res.meta!.page).toBe(page)
        ids.push(...res.data.map((item) => item.id))
      }
      expect(ids).toEqual(whole.data.map((item) => item.id))

      const beyond = (await body(
        await request.get(withParams(path, `page=${first.meta!.pages + 1}&limit=2`)),
      )) as Listed
      expect(beyond.data).toEqual([])
      expect(beyond.meta!.total).toBe(whole.data.length)

      // `page` alone: 20 per page.
      const defaults = (await body(await request.get(withParams(path, 'page=1')))) as Listed
      expect(defaults.data).toEqual(whole.data.slice(0, 20))
    })
  }

  test('a page or limit that is not a whole number in range is a 400 naming the parameter', async ({ request }) => {
    for (const [params, field, message] of [
      ['page=0', 'page', 'Must be a whole number from 1.'],
      ['page=two', 'page', 'Must be a whole number from 1.'],
      ['page=1.5', 'page', 'Must be a whole number from 1.'],
      ['limit=101', 'limit', 'Must be a whole number from 1 to 100.'],
      ['limit=-1', 'limit', 'Must be a whole number from 1 to 100.'],
    ]) {
      const res = await request.get(`/api/content?${params}`)
      expect(res.status(), params).toBe(400)
      const json = await body(res)
      expect(json.success).toBe(false)
      expect(json.errors).toEqual({ [field]: message })
    }
  })

  test('the OpenAPI document names page, limit and meta on the paged lists', async ({ request }) => {
    const doc = await body(await request.get('/api/openapi.json'))
    for (const path of ['/api/content', '/api/submenus', '/api/members', '/api/gallery', '/api/photos']) {
      const get = doc.paths[path].get
      expect(get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['page', 'limit']))
      expect(get.responses['200'].content['application/json'].schema.properties).toHaveProperty('meta')
    }
  })
})
