import { describe, expect, it } from 'vitest'
import { homePath, pickLocale, staticViews } from '../../src/i18n/routing'

describe('public URLs and their prerendered pages', () => {
  it.each([
    ['en', null, null, '/en'],
    ['ar', 'research', 'publications', '/ar/research/publications'],
    ['bn', 'join', null, '/bn/join'],
    ['en', 'gallery', 'disaster', '/en/gallery'],
    ['en', 'nonsense', 'areas', '/en'],
    ['fr', 'policy', 'Not A Slug', '/fr/policy'],
    ['ja', 'programmes', 'field-notes-2026', '/ja/programmes/field-notes-2026'],
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

  it('prerenders the home page, every tab and every static section', () => {
    const views = staticViews().map((v) => v.join('/'))
    expect(views).toContain('')
    expect(views).toContain('gallery')
    expect(views).toContain('about/mission-vision')
    expect(views).toContain('programmes/software-development')
    expect(views).toHaveLength(1 + 7 + 28 + 1) // home, 7 tabs, 28 sections, gallery
  })
})
