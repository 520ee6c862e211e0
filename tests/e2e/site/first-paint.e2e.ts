import { expect, test, type Page } from '@playwright/test'
import { jsBudgetBytes, pageWeight } from '../../../scripts/lib/bench/js-weight'
import { holdRequests } from './hold'

// What a first view on a slow phone needs: the page paints from its HTML alone (the rules it uses
// come inside it; the stylesheet follows without blocking), in the chosen theme and direction;
// and a visitor who saves data gets the smallest images (no page prefetches another in any case).

/** The page's look while its stylesheet has not arrived (its request held). */
async function withoutStylesheet(page: Page, path: string) {
  const release = await holdRequests(page, '**/_next/static/**/*.css')
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  const look = await page.evaluate(() => {
    const column = document.querySelector('[class*="max-w-"]') as HTMLElement
    return {
      background: getComputedStyle(document.body).backgroundColor,
      columnWidth: getComputedStyle(column).maxWidth,
      dir: document.documentElement.dir,
      sheetLoaded: [...document.querySelectorAll('link[rel="stylesheet"]')].some(
        (link) => (link as HTMLLinkElement).media === 'all' || !(link as HTMLLinkElement).media,
      ),
    }
  })
  release()
  return look
}

test('the home page paints in its own styles before the stylesheet arrives, then loads the stylesheet', async ({
  page,
}) => {
  const look = await withoutStylesheet(page, '/')
  expect(look.sheetLoaded).toBe(false)
  // Unstyled, the page's column would have no width limit (the browser's default).
  expect(look.columnWidth).not.toBe('none')
  expect(look.background).toBe('rgb(255, 255, 255)')
  await expect(page.locator('link[rel="stylesheet"][href*="/_next/static/"]').first()).toHaveAttribute('media', 'all')
})

test('the dark theme and Arabic right to left hold before the stylesheet arrives', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  const look = await withoutStylesheet(page, '/?lang=ar&tab=research&section=publications')
  expect(look.dir).toBe('rtl')
  expect(look.columnWidth).not.toBe('none')
  // The dark theme's background (globals.css: --background in .dark).
  expect(look.background).toBe('rgb(11, 18, 32)')
})

// The bench's budget, checked on every run: the bytes are the build's, not a timing. One import
// that brings zod into a page's scripts (90 KB gzipped with its languages) breaks it.
test('a first view of a public page loads at most 150 KB of scripts, gzipped', async ({ baseURL }) => {
  for (const path of ['/', '/?tab=research&section=publications', '/?tab=gallery', '/?lang=ar']) {
    const { jsGzipBytes, jsFiles } = await pageWeight(new URL(path, baseURL).href)
    expect(jsFiles, path).toBeGreaterThan(0)
    expect(jsGzipBytes, `${path}: ${(jsGzipBytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(jsBudgetBytes)
  }
})

test.describe('Save-Data', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' }, viewport: { width: 1280, height: 800 } })

  test('the smallest image variant is the only one loaded, and no page is prefetched', async ({ page }) => {
    const prefetches: string[] = []
    const photos: string[] = []
    page.on('request', (req) => {
      const headers = req.headers()
      if (headers['next-router-prefetch'] || headers['next-router-segment-prefetch'] || req.url().includes('_rsc='))
        prefetches.push(req.url())
      if (req.url().includes('/photos/file/')) photos.push(req.url())
    })
    await page.goto('/?tab=gallery')
    await expect(page.locator('html')).toHaveAttribute('data-save-data', 'on')
    const image = page
      .getByRole('list')
      .filter({ has: page.locator('img') })
      .first()
      .locator('img')
      .first()
    await expect(image).toBeVisible()
    await expect(image).not.toHaveAttribute('srcset', /./)
    await expect(image).toHaveAttribute('src', /-320x\d+\.webp$/)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1500)
    expect(prefetches).toEqual([])
    expect(photos.length).toBeGreaterThan(0)
    for (const url of photos) expect(url).toMatch(/-320x\d+\.webp$/)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true })

  test("the gallery's first photo is named in the response's head, and loaded once", async ({ page }) => {
    const photos: string[] = []
    page.on('request', (req) => {
      if (req.url().includes('/photos/file/')) photos.push(new URL(req.url()).pathname)
    })
    const res = await page.goto('/?tab=gallery&lang=ar')
    const link = res?.headers().link ?? ''
    expect(link).toMatch(
      /<\/api\/cms\/photos\/file\/[^>]+>; rel=preload; as=image; imagesrcset="[^"]+"; imagesizes="[^"]+"; fetchpriority=high/,
    )
    const first = page.locator('main ul img').first()
    await expect(first).toBeVisible()
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const shown = new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname
    expect(link).toContain(shown)
    expect(photos.filter((p) => p === shown)).toHaveLength(1)
  })

  test('a link to the contact section lands on it, though the page draws it only when reached', async ({ page }) => {
    await page.goto('/?lang=ar#get-in-touch')
    await expect(page.locator('#get-in-touch-title')).toBeInViewport()
    // The footer, drawn when scrolled to, is there for the keyboard and for reading.
    const privacy = page.locator('footer').getByRole('link', { name: 'الخصوصية' })
    await privacy.focus()
    await expect(privacy).toBeFocused()
    await expect(privacy).toBeInViewport()
  })

  test("a first view that is only read fetches no form code; the reader's first scroll fetches it", async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url())
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    const firstView = scripts.length
    const forms = page.locator('#get-in-touch form')
    await expect(forms).toHaveCount(0)
    await page.mouse.wheel(0, 300)
    await expect(forms).toHaveCount(2)
    expect(scripts.length).toBeGreaterThan(firstView)
  })
  test("a keyboard user's first Tab fetches the forms, before the focus reaches them", async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const forms = page.locator('#get-in-touch form')
    await expect(forms).toHaveCount(0)
    await page.keyboard.press('Tab')
    await expect(forms).toHaveCount(2)
    await expect(page.locator('html')).toHaveJSProperty('scrollTop', 0)
  })
})
