import { describe, expect, it } from 'vitest'
import { pageWindow } from '../../src/components/sections/pagination'
import {
  homePath,
  isBuiltInSection,
  folderListOf,
  ownPageOf,
  pickLocale,
  sectionFilters,
  sectionPage,
  staticViews,
  viewQuery,
} from '../../src/i18n/routing'

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

  it('sends the further pages of every section to the per-request page; the first page of a built-in one stays cached', () => {
    expect(homePath('en', 'research', 'publications', 2)).toBe('/en/research/publications/live')
    expect(homePath('en', 'research', 'publications', undefined)).toBe('/en/research/publications')
    expect(homePath('fr', 'research', 'field-notes', 3)).toBe('/fr/research/field-notes/live')
    expect(homePath('fr', 'gallery', null, 3)).toBe('/fr/gallery')
    expect([
      sectionPage('2'),
      sectionPage('15'),
      sectionPage('1'),
      sectionPage('0'),
      sectionPage('-2'),
      sectionPage('2.5'),
      sectionPage('two'),
      sectionPage('1234567'),
      sectionPage(null),
    ]).toEqual([2, 15, undefined, undefined, undefined, undefined, undefined, undefined, undefined])
    expect(viewQuery({ tab: 'research', section: 'publications', page: 2 })).toEqual({
      tab: 'research',
      section: 'publications',
      page: '2',
    })
    expect(viewQuery({ tab: 'research', section: 'publications', page: 1 })).toEqual({
      tab: 'research',
      section: 'publications',
    })
  })

  it('shows the first, last, current and neighbouring page numbers, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10])
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10])
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

  it("knows each tab's built-in sections, and only those", () => {
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
    // About → News and About → Events follow the spec's About sections (docs/decisions/032).
    expect(views).toContain('about/news')
    expect(views).toContain('about/events')
    expect(views).toHaveLength(1 + 7 + 30 + 1) // home, 7 tabs, 30 sections, gallery
  })

  it("reads a news story's slug from its address, and About → News's filters from the home page's", () => {
    expect(ownPageOf('/news/dhaka-heat-action-workshop')).toEqual({
      folder: 'news',
      slug: 'dhaka-heat-action-workshop',
    })
    expect(ownPageOf('/news/Not_A_Slug')).toBeNull()
    expect(ownPageOf('/news/')).toBeNull()
    // The same for publications and events; another folder has no pages of its own.
    expect(ownPageOf('/events/flood-forecasting-workshop/')).toEqual({
      folder: 'events',
      slug: 'flood-forecasting-workshop',
    })
    expect(ownPageOf('/publications/heat-stress')).toEqual({ folder: 'publications', slug: 'heat-stress' })
    expect(ownPageOf('/gallery/heat-stress')).toBeNull()
    expect(ownPageOf(`/news/${'a'.repeat(121)}`)).toBeNull()
    // Each folder itself is its list.
    expect(folderListOf('/events/')).toEqual({ tab: 'about', section: 'events' })
    expect(folderListOf('/publications')).toEqual({ tab: 'research', section: 'publications' })
    expect(folderListOf('/search')).toBeNull()
    expect(sectionFilters('about', 'news', new URLSearchParams('programme=energy&year=2026&type=report'))).toEqual({
      programme: 'energy',
      year: '2026',
    })
    expect(homePath('ar', 'about', 'news', undefined, true)).toBe('/ar/about/news/live')
  })
})
