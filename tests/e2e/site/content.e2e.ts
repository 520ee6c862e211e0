import { expect, test, type Page } from '@playwright/test'
import { adminHeaders } from '../contract/helpers'
import { holdRequests } from './hold'
import { siteContent } from '../../../src/content'
import type { SiteContent } from '../../../src/content/site-content'
import { tabSections } from '../../../src/content/site-structure'
import { messages } from './messages'

/** A piece of text that only that section shows, in the language of `c`. */
function sampleOf(c: SiteContent, tab: string, section: string): string {
  const programme = c.programmes.list.find((p) => p.id === section)
  const block = c.capacity.blocks.find((b) => b.id === section)
  const samples: Record<string, string | undefined> = {
    'about/description': c.about.description[0],
    'about/mission-vision': c.about.mission.points[3],
    'about/board': c.about.board.intro,
    'about/team': c.about.team.intro,
    'about/partners': c.about.partners.categories[4].description,
    'about/news': c.about.news.intro,
    'about/events': c.about.events.intro,
    'policy/areas': c.policy.areas.list[0].title,
    'policy/process': c.policy.process.steps[2].description,
    'project/services': c.project.services.list[0].description,
    'project/approach': c.project.approach.principles[3].title,
    'research/areas': c.research.areas.list[1].title,
    'research/publications': c.research.publications.intro,
    'join/careers': c.join.careers.openings[0].title,
    'join/internships': c.join.internships.types[3].duration,
    'join/volunteer': c.join.volunteer.roles[0].title,
    'join/partnerships': c.join.partnerships.types[0].title,
    'join/contact': c.join.contact.hours,
  }
  if (tab === 'programmes')
    return section === 'software-development' ? c.programmes.softwareDevelopment.intro : programme!.focusAreas[0]
  if (tab === 'capacity') return block!.items[0]
  return samples[`${tab}/${section}`]!
}

const views = Object.entries(tabSections).flatMap(([tab, sections]) =>
  sections.map((section) => [tab, section] as const),
)

for (const locale of ['en', 'ar', 'fr'] as const) {
  test(`every section of every tab renders its content in ${locale}`, async ({ page, context, baseURL }) => {
    test.setTimeout(180_000)
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }])
    const m = messages(locale)
    const c = siteContent(locale)
    for (const [tab, section] of views) {
      await page.goto(`/?tab=${tab}&section=${section}`)
      const main = page.locator('main')
      const sectionNames = m.nav.sections as Record<string, Record<string, string>>
      await expect(main.getByRole('heading', { level: 2 }).first(), `${tab}/${section}`).toHaveText(
        sectionNames[tab][section],
      )
      await expect(main, `${tab}/${section}`).toContainText(sampleOf(c, tab, section))
      await expect(main, `${tab}/${section}`).not.toContainText(m.sections.comingSoon)
    }
  })
}

test('a tab with no section shows its introduction and the prompt to pick from its menu', async ({ page }) => {
  const en = messages('en')
  const c = siteContent('en')
  await page.goto('/?tab=policy')
  await expect(page.locator('main')).toContainText('Pick a section from the Policy Support menu to see its content.')
  // Below the prompt, the tab's sections as the menu has them, each opening its section.
  // (Other tests may leave CMS sections of their own in the menu: the built-in ones are checked.)
  for (const label of Object.values(en.nav.sections.policy))
    await expect(page.locator('main').getByRole('link', { name: label, exact: true })).toHaveCount(1)
  await page.locator('main').getByRole('link', { name: en.nav.sections.policy.process }).click()
  await expect(page.locator('main')).toHaveAttribute('data-section', 'process')
  await expect(page).toHaveURL(/\?tab=policy&section=process$/)
  await page.goto('/?tab=about')
  await expect(page.locator('main')).toContainText(en.about.welcome)
  await expect(page.locator('main')).toContainText(en.about.selectTopic)
  await page.goto('/?tab=programmes')
  await expect(page.locator('main')).toContainText(c.programmes.intro)
  await expect(page.locator('main').getByRole('link')).toHaveCount(8)
  await page.locator('main').getByRole('link', { name: 'Software Development' }).click()
  await expect(page.locator('main')).toHaveAttribute('data-section', 'software-development')
  await page.goto('/?tab=join&lang=ar')
  for (const label of Object.values(messages('ar').nav.sections.join))
    await expect(page.locator('main').getByRole('link', { name: label, exact: true })).toHaveCount(1)
})

test('a section the site does not have answers 404 with "coming soon" inside its tab, kept out of search engines', async ({
  page,
}) => {
  const res = await page.goto('/?tab=research&section=field-diaries')
  expect(res?.status()).toBe(404)
  // A rewrite, not a redirect: the address bar keeps what the visitor asked for.
  await expect(page).toHaveURL(/\/\?tab=research&section=field-diaries$/)
  const main = page.locator('main')
  await expect(main).toContainText('Content for this section is coming soon.')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Research')
  await expect(main).toHaveAttribute('data-tab', 'research')
  await expect(page).toHaveTitle('Research | Climate & Humanitarian Research')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // The site's header and footer are there, and the header marks the tab.
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav.getByRole('button', { name: 'Research' })).toHaveAttribute('aria-current', 'true')
  await expect(page.locator('footer')).toContainText('All rights reserved.')
  // A section id of another tab is not one of this tab's.
  expect((await page.goto('/?tab=research&section=careers'))?.status()).toBe(404)
  await expect(main).toContainText('Content for this section is coming soon.')
})

test('in Arabic, a section the site does not have says "coming soon" right to left, with status 404', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'locale', value: 'ar', url: baseURL! }])
  const ar = messages('ar')
  const res = await page.goto('/?tab=programmes&section=field-diaries')
  expect(res?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('main')).toContainText(ar.sections.comingSoon)
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText(ar.nav.tabs.programmes)
  await expect(
    page.getByRole('navigation', { name: ar.nav.label }).getByRole('button', { name: ar.nav.tabs.programmes }),
  ).toHaveAttribute('aria-current', 'true')
})

test('a made-up section is rendered for every request and never kept in the page cache', async ({ request }) => {
  // Built-in sections are cached: the second request is served from the cache...
  await request.get('/?tab=research&section=publications')
  const cached = await request.get('/?tab=research&section=publications')
  expect(cached.status()).toBe(200)
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT')
  // ...a made-up one never is, however often it is asked for.
  const id = `x${Date.now()}`
  for (let i = 0; i < 3; i++) {
    const res = await request.get(`/?tab=about&section=${id}`)
    expect(res.status()).toBe(404)
    expect(await res.text()).toContain('Content for this section is coming soon.')
    expect(res.headers()['x-nextjs-cache']).toBeUndefined()
    expect(res.headers()['cache-control']).toMatch(/no-store/)
    expect(res.headers()['cache-control']).not.toMatch(/s-maxage/)
  }
})

const columns = (page: Page) =>
  page
    .locator('main ul')
    .filter({ has: page.getByRole('button', { name: /Khondoker/ }) })
    .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length)

test('the board grid has 1, 2 or 3 columns by screen width, with portraits at the size shown', async ({ page }) => {
  for (const [width, expected] of [
    [390, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/?tab=about&section=board')
    expect(await columns(page)).toBe(expected)
  }
  const portrait = page.getByRole('button', { name: /Khondoker/ }).locator('img')
  await expect(portrait).toHaveAttribute('srcset', /\.webp 320w/)
  await expect(portrait).toHaveAttribute('loading', 'lazy')
  // Lazy: it loads once in view; then the variant the browser chose is at most 640 px wide.
  await portrait.scrollIntoViewIfNeeded()
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  expect(await portrait.evaluate((img: HTMLImageElement) => [img.width, img.naturalWidth <= 640])).toEqual([96, true])
})

test.describe('team-bio dialog', () => {
  test('fetches the profile only when opened; shows it with contact buttons; Escape closes', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (req) => req.url().includes('/api/team-bios/') && requests.push(req.url()))
    const release = await holdRequests(page, '**/api/team-bios/**')
    await page.goto('/?tab=about&section=board')
    const card = page.getByRole('button', { name: /Prof\. Mahbubul Alam Khondoker/ })
    await expect(card).toBeVisible()
    expect(requests).toEqual([])
    await card.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Prof. Mahbubul Alam Khondoker' })
    await expect(dialog.getByText('Loading profile...')).toBeVisible()
    release()
    for (const heading of ['Biography', 'Education', 'Professional Experience', 'Key Achievements', 'Contact']) {
      await expect(dialog.getByRole('heading', { name: heading })).toBeVisible()
    }
    await expect(dialog.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:m.khondoker@example.org')
    const linkedin = dialog.getByRole('link', { name: 'LinkedIn' })
    await expect(linkedin).toHaveAttribute('target', '_blank')
    await expect(linkedin).toHaveAttribute('rel', /noopener/)
    const box = (await dialog.boundingBox())!
    expect(box.height).toBeLessThanOrEqual(900 * 0.8 + 1)
    expect(requests).toHaveLength(1)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(card).toBeFocused()
  })

  test('a member without a profile shows "Profile Coming Soon"', async ({ page }) => {
    await page.goto('/?tab=about&section=board')
    await page.getByRole('button', { name: /Farhan Iqbal Siddiqui/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Farhan Iqbal Siddiqui' })
    await expect(dialog.getByRole('heading', { name: 'Profile Coming Soon' })).toBeVisible()
    await expect(dialog).toContainText("This member's detailed biography will be available soon.")
  })

  test('in Arabic, a Unicode name opens its translated profile headings', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'ar', url: baseURL! }])
    const ar = messages('ar')
    await page.goto('/?tab=about&section=team')
    await page.getByRole('button', { name: /Ayesha Siddiqa Rahmān/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Ayesha Siddiqa Rahmān' })
    await expect(dialog.getByRole('heading', { name: ar.team.biography })).toBeVisible()
  })
})

test.describe('gallery', () => {
  test('another category: loading, then its WebP images; the viewer moves by keyboard and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/?tab=gallery')
    const release = await holdRequests(page, '**/api/gallery**')
    await page.getByRole('button', { name: 'Disaster Risk Reduction', pressed: false }).click()
    await expect(page.getByText('Loading photos...')).toBeVisible()
    release()
    await expect(page.getByRole('button', { name: 'Disaster Risk Reduction' })).toHaveAttribute('aria-pressed', 'true')
    const photos = page.getByRole('list', { name: 'Disaster Risk Reduction' }).getByRole('button')
    await expect(photos).toHaveCount(2)
    const image = photos.first().locator('img')
    await expect(image).toHaveAttribute('decoding', 'async')
    // The grid stops at the card variant; the large one is the viewer's.
    await expect(image).toHaveAttribute('srcset', /\.webp 320w, \S+\.webp 640w$/)
    expect(await image.evaluate((img: HTMLImageElement) => img.alt.length > 0)).toBe(true)

    await photos.first().click()
    const viewer = page.getByRole('dialog')
    await expect(viewer).toContainText('Photo 1 of 2')
    await page.keyboard.press('ArrowRight')
    await expect(viewer).toContainText('Photo 2 of 2')
    await page.keyboard.press('ArrowRight')
    await expect(viewer).toContainText('Photo 1 of 2')
    await page.keyboard.press('Escape')
    await expect(viewer).toHaveCount(0)
    await expect(photos.first()).toBeFocused()
  })

  test('an empty category says so', async ({ page }) => {
    await page.goto('/?tab=gallery')
    await page.getByRole('button', { name: 'Software Development' }).click()
    await expect(page.getByText('No photos available for this category yet.')).toBeVisible()
  })

  test("the first category's photos come in the page's HTML, its first photo preloaded: no request for the list, and its viewer works", async ({
    page,
    request,
  }) => {
    // The HTML as the server sends it, before any script: the cards are there.
    const html = await (await request.get('/?lang=ar&tab=gallery')).text()
    const cards = [...html.matchAll(/<img[^>]*srcSet="([^"]+\.webp 320w[^"]*)"[^>]*>/gi)]
    expect(cards.length).toBeGreaterThan(0)
    expect(cards[0][0]).toMatch(/fetchPriority="high"/i)
    expect(cards[0][0]).toMatch(/loading="eager"/)
    const preloaded = /<link rel="preload" as="image"[^>]*imageSrcSet="([^"]+)"/i.exec(html)?.[1]
    expect(preloaded).toBe(cards[0][1])
    if (cards.length > 3) expect(cards[3][0]).toMatch(/loading="lazy"/)

    const lists: string[] = []
    page.on('request', (req) => req.url().includes('/api/gallery') && lists.push(req.url()))
    await page.goto('/?lang=ar&tab=gallery')
    const first = page
      .getByRole('list')
      .filter({ has: page.locator('img') })
      .first()
      .getByRole('button')
      .first()
    await expect(first).toBeVisible()
    await first.click()
    const viewer = page.getByRole('dialog')
    await expect(viewer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(viewer).toHaveCount(0)
    await expect(first).toBeFocused()
    expect(lists).toHaveLength(0)
  })
})

test('on an Arabic page, an article that has no Arabic yet is marked English and left to right, and loses the mark once translated', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const title = `Tidal gauges ${Date.now().toString(36)}`
  const created = await request.post('/api/content', {
    headers,
    data: { tabId: 'capacity', sectionId: 'training', displayOrder: 9, title, content: '<p>Readings every hour.</p>' },
  })
  expect(created.status()).toBe(201)
  const { data: item } = await created.json()
  try {
    await page.goto('/?tab=capacity&section=training&lang=ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const heading = page.locator(`#content-${item.id}`)
    await expect(heading).toHaveText(title)
    await expect(heading).toHaveAttribute('lang', 'en')
    await expect(heading).toHaveAttribute('dir', 'ltr')
    const body = page.locator(`article[aria-labelledby="content-${item.id}"] .cms-content`)
    await expect(body).toHaveAttribute('lang', 'en')

    // In English nothing is marked: the page's own language is English.
    await page.goto('/?tab=capacity&section=training&lang=en')
    await expect(page.locator(`#content-${item.id}`)).not.toHaveAttribute('lang', /.*/)

    await request.patch(`/api/content/${item.id}?locale=ar`, { headers, data: { title: 'مقاييس المد والجزر' } })
    await page.goto('/?tab=capacity&section=training&lang=ar')
    await expect(heading).toHaveText('مقاييس المد والجزر')
    await expect(heading).not.toHaveAttribute('lang', /.*/)
    await expect(body).toHaveAttribute('lang', 'en')
  } finally {
    await request.delete(`/api/content/${item.id}`, { headers })
  }
})
