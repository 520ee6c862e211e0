import { expect, test } from '@playwright/test'

// Each address names itself canonical (a Link header from the proxy): the page that picks the
// visitor's language is the x-default alternate, a page opened with ?lang= is that language's.
const canonicalOf = async (request: import('@playwright/test').APIRequestContext, path: string) => {
  const res = await request.get(path, { headers: { 'accept-language': 'bn' } })
  expect(res.status()).toBe(200)
  // The canonical entry of the Link header; a page with a photo first preloads it in the same header.
  const link = (res.headers()['link'] ?? '').split(/,\s*(?=<)/).find((entry) => entry.endsWith('rel="canonical"'))
  return { link, html: await res.text() }
}

test('every public address names itself canonical, in the form its hreflang alternates use', async ({ request }) => {
  const home = await canonicalOf(request, '/')
  expect(home.link).toMatch(/^<https?:\/\/[^/]+\/>; rel="canonical"$/)
  // Next writes the site's root without its slash; a browser reads both as the same address.
  expect(home.html).toMatch(/<link rel="alternate" hrefLang="x-default" href="https?:\/\/[^/"]+\/?"/)
  expect(home.html).not.toContain('rel="canonical"')

  const section = await canonicalOf(request, '/?section=areas&tab=research')
  expect(section.link).toMatch(/\/\?tab=research&section=areas>; rel="canonical"$/)

  const named = await canonicalOf(request, '/?tab=research&section=areas&lang=ar')
  expect(named.link).toMatch(/\/\?lang=ar&tab=research&section=areas>; rel="canonical"$/)
  expect(named.html).toMatch(
    /<link rel="alternate" hrefLang="ar" href="[^"]*\/\?lang=ar&amp;tab=research&amp;section=areas"/,
  )

  const gallery = await canonicalOf(request, '/?tab=gallery&section=ignored&lang=fr')
  expect(gallery.link).toMatch(/\/\?lang=fr&tab=gallery>; rel="canonical"$/)
})

test('public pages do not ask for client hints (a first visit is fetched once); the back office still does', async ({
  request,
}) => {
  const page = await request.get('/')
  expect(page.headers()['critical-ch']).toBeUndefined()
  expect(page.headers()['accept-ch']).toBeUndefined()
  const panel = await request.get('/admin-login')
  expect(panel.headers()['critical-ch']).toBeUndefined()
  const admin = await request.get('/admin/logout', { maxRedirects: 0 })
  expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})
