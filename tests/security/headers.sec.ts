import { admin, expect, jsonBody, test } from './fixtures'

const pages = ['/', '/?tab=about&section=board', '/admin-login', '/admin', '/no-such-page']
// Payload's REST and GraphQL too (second review, row 9): JSON, never a document.
const apiPaths = [
  '/api/content',
  '/api/health',
  '/api/no-such-endpoint',
  '/api/openapi.json',
  '/api/cms/media',
  '/api/cms/content-items/1',
  '/api/cms/graphql',
]

test.describe('security headers on every response', () => {
  test("the site's API and Payload's: a policy that allows nothing, nosniff, the referrer policy", async ({
    proxied,
  }) => {
    for (const path of apiPaths) {
      const res = await proxied.send({ path })
      expect(res.headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(res.headers['x-content-type-options'], path).toBe('nosniff')
      expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      // What only a document reads is not sent with JSON.
      expect(res.headers['permissions-policy'], path).toBeUndefined()
    }
  })

  test('CSP, nosniff, referrer and permissions policies on every page and file; no framing of the back office', async ({
    proxied,
  }) => {
    for (const path of pages) {
      const res = await proxied.send({ path })
      const csp = String(res.headers['content-security-policy'] ?? '')
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp, `${path}: ${directive}`).toContain(directive)
      }
      expect(csp, path).not.toContain('unsafe-eval')
      expect(res.headers['x-content-type-options'], path).toBe('nosniff')
      expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(res.headers['permissions-policy'], path).toContain('camera=()')
      expect(res.headers['strict-transport-security'], `${path}: no HSTS over plain http`).toBeUndefined()
      if (/^\/admin/.test(path)) expect(res.headers['x-frame-options'], path).toBe('DENY')
    }
  })

  test("Payload's panel itself, signed in, carries them too", async ({ proxied }) => {
    const login = await proxied.send({
      method: 'POST',
      path: '/api/login',
      ...jsonBody(admin),
      headers: { ...jsonBody(admin).headers, 'x-forwarded-for': '192.0.2.200' },
    })
    const cookie = String(login.headers['set-cookie']).split(';')[0]
    for (const path of ['/admin', '/admin/collections/users']) {
      const res = await proxied.send({ path, headers: { cookie, 'sec-fetch-site': 'same-origin' } })
      expect(res.status, path).toBe(200)
      expect(res.text).toContain('<html')
      expect(res.headers['x-frame-options'], path).toBe('DENY')
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
      expect(res.headers['x-content-type-options'], path).toBe('nosniff')
    }
  })

  test('HSTS when the site is served over https (SERVER_URL)', async ({ https }) => {
    for (const path of ['/', '/admin-login', '/api/content']) {
      const res = await https.send({ path })
      expect(res.headers['strict-transport-security'], path).toMatch(/^max-age=\d{7,}/)
      // A page's later requests go over https; an API answer makes none.
      if (path.startsWith('/api/'))
        expect(res.headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'")
      else expect(String(res.headers['content-security-policy']), path).toContain('upgrade-insecure-requests')
    }
  })
})
