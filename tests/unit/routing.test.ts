import { describe, expect, it } from 'vitest'
import { homePath, isBuiltInSection, pickLocale, staticViews } from '../../src/i18n/routing'

describe('public URLs and their prerendered pages', () => {
  it.each([
    ['en', null, null, '/en'],
    ['ar', 'research', 'publications', '/ar/research/publications'],
    ['bn', 'join', null, '/bn/join'],
    ['en', 'gallery', 'disaster', '/en/gallery'],
    ['en', 'nonsense', 'areas', '/en'],
    ['fr', 'policy', 'Not A Slug', '/fr/policy'],
    // Any other section id is rendered per request (a CMS submenu's, or a 404), never cached.
    ['ja', 'programmes', 'field-notes-2026', '/ja/programmes/field-notes-2026/live'],
    ['en', 'research', 'careers', '/en/research/careers/live'],
    ['en', 'about', 'constructor', '/en/about/constructor/live'],
    ['es', 'constructor', null, '/es'],
  ] as const)('%s ?tab=%s&section=%s -> %s', (locale, tab, section, path) => {
    expect(homePath(locale, tab, section)).toBe(path)
  })

  it.each([
    [undefined, 'ar-EG,ar;q=0.9', 'ar'],
    ['bn', 'fr-FR', 'bn'],
    ['xx', 'zh-CN,zh;q=0.9', 'zh'],
    [undefined, 'de-DE,de;q=0.9', 'en'],
    [undefined, null, 'en'],
  ] as const)('cookie %s, Accept-Language %s -> %s', (cookie, accept, locale) => {
    expect(pickLocale(cookie, accept)).toBe(locale)
  })

  it('knows each tab\'s built-in sections, and only those', () => {
    expect(isBuiltInSection('join', 'careers')).toBe(true)
    expect(isBuiltInSection('research', 'careers')).toBe(false)
    expect(isBuiltInSection('gallery', 'disaster')).toBe(false)
    expect(isBuiltInSection('constructor', 'length')).toBe(false)
  })

  it('prerenders the home page, every tab and every static section', () => {
    const views = staticViews().map((v) => v.join('/'))
    expect(views).toContain('')
    expect(views).toContain('gallery')
    expect(views).toContain('about/mission-vision')
    expect(views).toContain('programmes/software-development')
    expect(views).toHaveLength(1 + 7 + 28 + 1) // home, 7 tabs, 28 sections, gallery
  })
})
