import zlib from 'node:zlib'
import { expect, test } from './fixtures'

/**
 * The build's own files (`/_next/static/…`) go out compressed once at build time: brotli to a
 * browser that accepts it, gzip to one that accepts only that, the file itself otherwise; with the
 * site's security headers, a year's immutable caching and revalidation by ETag.
 */
test.describe('build files', () => {
  test('brotli, gzip or the file itself, each the same script', async ({ proxied }) => {
    const page = await proxied.send({ path: '/' })
    const scripts = [...page.text.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1])
    expect(scripts.length).toBeGreaterThan(2)
    const style = page.text.match(/href="(\/_next\/static\/[^"]+\.css)"/)?.[1]
    expect(style).toBeTruthy()

    for (const file of [scripts[0], style!]) {
      const plain = await proxied.send({ path: file })
      expect(plain.status, file).toBe(200)
      expect(plain.headers['content-encoding'], file).toBeUndefined()
      expect(plain.headers['content-type'], file).toMatch(file.endsWith('.css') ? /^text\/css/ : /javascript/)

      const br = await proxied.send({ path: file, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
      expect(br.headers['content-encoding'], file).toBe('br')
      expect(zlib.brotliDecompressSync(br.body).equals(plain.body), file).toBe(true)

      const gz = await proxied.send({ path: file, headers: { 'accept-encoding': 'gzip' } })
      expect(gz.headers['content-encoding'], file).toBe('gzip')
      expect(zlib.gunzipSync(gz.body).equals(plain.body), file).toBe(true)
      // Brotli at its best is the smaller of the two.
      expect(br.body.length, file).toBeLessThan(gz.body.length)

      for (const reply of [plain, br, gz]) {
        expect(reply.headers.vary, file).toContain('Accept-Encoding')
        expect(reply.headers['cache-control'], file).toMatch(/max-age=31536000.*immutable/)
        expect(reply.headers['x-content-type-options'], file).toBe('nosniff')
        expect(String(reply.headers['content-security-policy']), file).toContain("default-src 'self'")
      }

      const again = await proxied.send({
        path: file,
        headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
      })
      expect(again.status, file).toBe(304)
      expect(again.body.length).toBe(0)
    }
  })

  test('a file the build does not have is a 404; a write to one is a 405', async ({ proxied }) => {
    expect((await proxied.send({ path: '/_next/static/chunks/no-such-file.js' })).status).toBe(404)
    expect((await proxied.send({ path: '/_next/static/../../package.json' })).status).toBe(404)
    const page = await proxied.send({ path: '/' })
    const script = page.text.match(/src="(\/_next\/static\/[^"]+\.js)"/)![1]
    const post = await proxied.send({ method: 'POST', path: script, body: 'x' })
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET, HEAD')
  })
})
