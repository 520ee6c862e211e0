import { describe, expect, it } from 'vitest'
import { allowedMethods } from '../../src/openapi/allowed-methods'
import { clientAddressOf, trustedProxyCount } from '../../src/security/client-address'
import { contentSecurityPolicy, securityHeaders } from '../../src/security/headers'
import { jsonTooDeep } from '../../src/security/json-depth'
import { trustedOrigins } from '../../src/security/origins'

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['1', 1],
    ['2', 2],
  ])('%s means %i proxies', (value, count) => expect(trustedProxyCount(value)).toBe(count))

  it('refuses anything else with a clear message', () => {
    expect(() => trustedProxyCount('yes')).toThrow(/TRUST_PROXY must be false, true or the number of proxies/)
  })
})

describe('the client address', () => {
  it('is the TCP peer when no proxy is trusted, whatever the headers say', () => {
    expect(clientAddressOf('::ffff:127.0.0.2', '203.0.113.7', 0)).toBe('127.0.0.2')
    expect(clientAddressOf('10.0.0.9', undefined, 0)).toBe('10.0.0.9')
  })

  it('is the N-th X-Forwarded-For entry from the right behind N proxies', () => {
    expect(clientAddressOf('10.0.0.1', 'spoofed, 203.0.113.7', 1)).toBe('203.0.113.7')
    expect(clientAddressOf('10.0.0.1', 'spoofed, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7')
    expect(clientAddressOf('10.0.0.1', ['spoofed', '203.0.113.7'], 1)).toBe('203.0.113.7')
  })

  it('keys an IPv6 client by its /64 network, in every spelling', () => {
    const key = '2001:db8:85a3:42::/64'
    expect(clientAddressOf('2001:db8:85a3:42::1', undefined, 0)).toBe(key)
    expect(clientAddressOf('2001:0DB8:85A3:0042:abcd:ef01:2345:6789', undefined, 0)).toBe(key)
    expect(clientAddressOf('10.0.0.1', 'spoofed, 2001:db8:85a3:42:ffff::9', 1)).toBe(key)
    expect(clientAddressOf('::1', undefined, 0)).toBe('0:0:0:0::/64')
    expect(clientAddressOf('fe80::1%eth0', undefined, 0)).toBe('fe80:0:0:0::/64')
    expect(clientAddressOf('64:ff9b::192.0.2.1', undefined, 0)).toBe('64:ff9b:0:0::/64')
    expect(clientAddressOf('2001:db8:85a3:43::1', undefined, 0)).not.toBe(key)
  })

  it('falls back to the peer when the proxies did not add their entries', () => {
    expect(clientAddressOf('10.0.0.1', undefined, 1)).toBe('10.0.0.1')
    expect(clientAddressOf('10.0.0.1', '203.0.113.7', 2)).toBe('10.0.0.1')
    expect(clientAddressOf('10.0.0.1', ',', 1)).toBe('10.0.0.1')
    expect(clientAddressOf(undefined, undefined, 0)).toBe('unknown')
  })
})

describe('security headers', () => {
  it('a strict policy without eval; upgrade-insecure-requests over https', () => {
    const csp = contentSecurityPolicy()
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ])
      expect(csp).toContain(directive)
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy({ serverUrl: 'https://site.example' })).toContain('upgrade-insecure-requests')
  })

  it('X-Frame-Options on the back office and its login; HSTS only over https', () => {
    expect(securityHeaders('/admin')['X-Frame-Options']).toBe('DENY')
    expect(securityHeaders('/admin/collections/users')['X-Frame-Options']).toBe('DENY')
    expect(securityHeaders('/admin-login')['X-Frame-Options']).toBe('DENY')
    expect(securityHeaders('/')['X-Frame-Options']).toBeUndefined()
    expect(securityHeaders('/', { serverUrl: 'http://localhost:3000' })['Strict-Transport-Security']).toBeUndefined()
    expect(securityHeaders('/', { serverUrl: 'https://site.example' })['Strict-Transport-Security']).toBe(
      'max-age=31536000',
    )
  })

  it("the site's API and Payload's (/api/cms) get a policy that allows nothing; uploaded files are sandboxed too", () => {
    for (const path of [
      '/api',
      '/api/content',
      '/api/members/12',
      '/api/cmsx',
      '/api/cms',
      '/api/cms/content-items/1',
      '/api/cms/graphql',
    ]) {
      expect(securityHeaders(path)['Content-Security-Policy'], path).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(securityHeaders(path)['Permissions-Policy'], path).toBeUndefined()
      expect(securityHeaders(path)['X-Content-Type-Options'], path).toBe('nosniff')
    }
    expect(securityHeaders('/api/content', { serverUrl: 'https://site.example' })['Strict-Transport-Security']).toBe(
      'max-age=31536000',
    )
    for (const path of ['/api/cms/media/file/photo.jpg', '/api/cms/publications/file/report.pdf']) {
      expect(securityHeaders(path)['Content-Security-Policy'], path).toBe(
        "default-src 'none'; frame-ancestors 'none'; sandbox",
      )
    }
    for (const path of ['/apis', '/', '/api/cms/graphql-playground']) {
      expect(securityHeaders(path)['Content-Security-Policy'], path).toBe(contentSecurityPolicy())
    }
  })
})

describe('JSON depth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonTooDeep('['.repeat(101) + ']'.repeat(101))).toBe(true)
    expect(jsonTooDeep('['.repeat(100) + ']'.repeat(100))).toBe(false)
    expect(jsonTooDeep(JSON.stringify({ text: '['.repeat(500) }))).toBe(false)
    expect(jsonTooDeep(JSON.stringify({ text: 'a \\" [[[' + '{'.repeat(300) }))).toBe(false)
  })
})

describe('methods of the contract', () => {
  it('come from the OpenAPI document, with HEAD for GET and OPTIONS always', () => {
    expect(allowedMethods('/api/contact')).toEqual(['OPTIONS', 'POST'])
    expect(allowedMethods('/api/content/12')).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH'])
    expect(allowedMethods('/api/team-bios/Jane%20Doe')).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT'])
    expect(allowedMethods('/api/openapi.json')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(allowedMethods('/oai')).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST'])
    expect(allowedMethods('/api/no-such-thing')).toBeNull()
    expect(allowedMethods('/api/content/12/extra')).toBeNull()
  })
})

describe('CSRF origins', () => {
  it('SERVER_URL when set, else this machine on PORT', () => {
    expect(trustedOrigins({ SERVER_URL: 'https://site.example/path', NODE_ENV: 'production' })).toEqual([
      'https://site.example',
    ])
    expect(trustedOrigins({ PORT: '4000', NODE_ENV: 'production' })).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ])
  })
})
