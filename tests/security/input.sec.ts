import { admin, expect, jsonBody, test } from './fixtures'
import { freshLoopback } from './http'

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

test.describe("Payload's REST and GraphQL read no more than they accept", () => {
  test('413 on a 2 MB JSON body to /api/cms/users/login, declared or chunked', async ({ direct }) => {
    const big = JSON.stringify({ username: 'x', password: 'y'.repeat(2 * 1024 * 1024) })
    const declared = await direct.send({
      method: 'POST',
      path: '/api/cms/users/login',
      headers: { 'content-type': 'application/json' },
      body: big,
    })
    expect(declared.status).toBe(413)
    const chunked = await direct.send({
      method: 'POST',
      path: '/api/cms/users/login',
      headers: { 'content-type': 'application/json' },
      body: big,
      chunked: true,
    })
    expect(chunked.status).toBe(413)
    const graphql = await direct.send({
      method: 'POST',
      path: '/api/cms/graphql',
      headers: { 'content-type': 'application/json' },
      body: big,
    })
    expect(graphql.status).toBe(413)
  })

  test('413 on a multipart body over 11 MB, before it is read', async ({ direct }) => {
    const boundary = 'x-boundary'
    const head = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      Buffer.alloc(64 * 1024, 1),
    ])
    // Only the first 64 KB of the announced 12 MB are sent: the answer must come without the rest.
    const res = await direct.send({
      method: 'POST',
      path: '/api/cms/media',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: head,
      declaredLength: 12 * 1024 * 1024,
    })
    expect(res.status).toBe(413)
  })

  test('the session cookie is ignored on a request from another origin', async ({ direct }) => {
    const login = await direct.send({ method: 'POST', path: '/api/login', from: freshLoopback(), ...jsonBody(admin) })
    expect(login.status).toBe(200)
    const cookie = String(login.headers['set-cookie']).split(';')[0]
    const sameSite = await direct.send({ path: '/api/cms/users/me', headers: { cookie, origin: direct.baseURL } })
    expect(sameSite.json().user?.username).toBe(admin.username)
    const crossSite = await direct.send({
      path: '/api/cms/users/me',
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(crossSite.json().user ?? null).toBeNull()
    const write = await direct.send({
      method: 'POST',
      path: '/api/cms/submenus',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ tabId: 'about', sectionId: 'csrf-test', name: 'CSRF' }),
    })
    expect(write.status).toBe(403)
  })
})

test.describe('malformed input gets a clear 4xx, never a 500', () => {
  test('broken percent-encoding: 400 JSON under /api, the 404 page elsewhere', async ({ proxied }) => {
    const api = await proxied.send({ path: '/api/team-bios/%E0%A4%A' })
    expect(api.status).toBe(400)
    expect(api.json()).toMatchObject({ success: false, message: expect.stringContaining('percent-encoding') })
    const page = await proxied.send({ path: '/news/%E0%A4%A' })
    expect(page.status).toBe(404)
    expect(page.headers['content-type']).toContain('text/html')
  })

  test('JSON nested past a sane depth: 400', async ({ proxied }) => {
    const contact = await proxied.send({
      method: 'POST',
      path: '/api/contact',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
      body: deep(50_000),
    })
    expect(contact.status).toBe(400)
    expect(contact.json()).toMatchObject({ success: false, message: expect.stringContaining('nested too deeply') })
    const cms = await proxied.send({
      method: 'POST',
      path: '/api/cms/contact-messages',
      headers: { 'content-type': 'application/json' },
      body: `{"a":${deep(50_000)}}`,
    })
    expect(cms.status).toBe(400)
  })

  test('a method the contract does not have: 405 with Allow, in the contract shape', async ({ proxied }) => {
    for (const [method, path, allow] of [
      ['PUT', '/api/contact', 'OPTIONS, POST'],
      ['DELETE', '/api/gallery', 'GET, HEAD, OPTIONS'],
      ['POST', '/api/content/1', 'DELETE, GET, HEAD, OPTIONS, PATCH'],
      ['PATCH', '/api/members/3', 'DELETE, OPTIONS, PUT'],
    ] as const) {
      const res = await proxied.send({ method, path })
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.headers.allow, `${method} ${path}`).toBe(allow)
      expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining(method) })
    }
  })
})
