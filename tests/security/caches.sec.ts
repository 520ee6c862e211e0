import { expect, test } from './fixtures'

test.describe('shared caches never serve a page in the wrong language', () => {
  test('pages whose language the browser chooses vary by Cookie and Accept-Language', async ({ proxied }) => {
    for (const path of ['/', '/?tab=about&section=board', '/admin-login']) {
      const res = await proxied.send({ path, headers: { 'accept-language': 'fr' } })
      const vary = String(res.headers.vary ?? '').toLowerCase()
      expect(vary, path).toContain('cookie')
      expect(vary, path).toContain('accept-language')
    }
  })

  test('a link that names its language stays one page for everyone', async ({ proxied }) => {
    const res = await proxied.send({ path: '/?lang=fr', headers: { 'accept-language': 'ar' } })
    expect(res.status).toBe(200)
    expect(res.text).toContain('lang="fr"')
    expect(String(res.headers.vary ?? '').toLowerCase()).not.toContain('accept-language')
  })
})

test('a made-up section answers 404 "coming soon" and is never stored in the page cache', async ({ proxied }) => {
  const path = `/?tab=research&section=made-up-${Date.now()}`
  for (let i = 0; i < 2; i++) {
    const res = await proxied.send({ path, headers: { 'accept-language': 'en' } })
    expect(res.status).toBe(404)
    expect(res.text).toContain('Content for this section is coming soon.')
    expect(res.headers['x-nextjs-cache']).toBeUndefined()
    expect(String(res.headers['cache-control'])).not.toContain('s-maxage')
  }
})
