import { expect, test, type Page } from '@playwright/test'
import { messages } from './messages'

const en = messages('en')
const ar = messages('ar')
const tabOrder = [
  'About',
  'Programmes',
  'Policy Support',
  'Project Support',
  'Research',
  'Capacity Development',
  'Join Us',
  'Gallery',
]

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: en.nav.label })
const view = (page: Page) => page.locator('main')

test.describe('header on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the logo (2.5 in by 1 in, with alt text) and the tabs in order, Join Us highlighted and Gallery apart', async ({
    page,
  }) => {
    await page.goto('/?tab=research')
    const logo = page.getByRole('banner').getByRole('img', { name: en.logoAlt })
    await expect(logo).toBeVisible()
    // The drawing is in the page (no file to fetch), at its size.
    await expect(logo.locator('svg text').first()).toHaveText('CHR')
    const box = await logo.boundingBox()
    expect([box!.width, box!.height]).toEqual([240, 96])
    const nav = mainNav(page)
    await expect(nav.locator(':scope > ul > li > div > button, :scope > ul > li > a')).toHaveText(tabOrder)
    const join = nav.getByRole('button', { name: 'Join Us' })
    const research = nav.getByRole('button', { name: 'Research' })
    expect(await join.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      await research.evaluate((el) => getComputedStyle(el).backgroundColor),
    )
    await expect(research).toHaveAttribute('aria-current', 'true')
    await page.getByRole('link', { name: en.logoAlt }).click()
    await expect(view(page)).toHaveAttribute('data-tab', 'about')
    await expect(page.getByRole('heading', { level: 1, name: en.hero.title })).toBeVisible()
  })

  test('one dropdown open at a time; clicking the open one or pressing outside closes it', async ({ page }) => {
    await page.goto('/')
    const nav = mainNav(page)
    const programmes = nav.getByRole('button', { name: 'Programmes' })
    const research = nav.getByRole('button', { name: 'Research' })
    await programmes.click()
    await expect(programmes).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Software Development' })).toBeVisible()
    await research.click()
    await expect(programmes).toHaveAttribute('aria-expanded', 'false')
    await expect(research).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Software Development' })).toHaveCount(0)
    await research.click()
    await expect(research).toHaveAttribute('aria-expanded', 'false')
    await research.click()
    await page.mouse.click(640, 600)
    await expect(research).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Publications' })).toHaveCount(0)
  })

  test('choosing a sub-item switches tab and section, closes the menu and scrolls to the content', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 })
    await page.goto('/')
    const research = mainNav(page).getByRole('button', { name: 'Research' })
    await research.click()
    await mainNav(page).getByRole('link', { name: 'Publications' }).click()
    await expect(page).toHaveURL(/\/\?tab=research&section=publications$/)
    await expect(view(page)).toHaveAttribute('data-section', 'publications')
    await expect(research).toHaveAttribute('aria-expanded', 'false')
    const expected = await view(page).evaluate((main) => {
      const target = main.getBoundingClientRect().top + window.scrollY - 120
      return Math.round(Math.min(Math.max(0, target), document.documentElement.scrollHeight - window.innerHeight))
    })
    expect(expected).toBeGreaterThan(0)
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(expected)
    await expect(view(page)).toBeFocused()

    // A tab without a section (its overview) goes back to the top, and clears the section.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await mainNav(page).getByRole('button', { name: 'Capacity Development' }).click()
    await mainNav(page).getByRole('link', { name: en.nav.overview }).click()
    await expect(page).toHaveURL(/\/\?tab=capacity$/)
    await expect(view(page)).toHaveAttribute('data-section', '')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('menus work by keyboard, and Escape returns focus to the tab', async ({ page }) => {
    await page.goto('/')
    const policy = mainNav(page).getByRole('button', { name: 'Policy Support' })
    await policy.focus()
    await page.keyboard.press('ArrowDown')
    await expect(policy).toHaveAttribute('aria-expanded', 'true')
    await expect(mainNav(page).getByRole('link', { name: en.nav.overview })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(mainNav(page).getByRole('link', { name: 'Key Policy Areas' })).toBeFocused()
    await page.keyboard.press('End')
    await expect(mainNav(page).getByRole('link', { name: 'Our Process' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(mainNav(page).getByRole('link', { name: en.nav.overview })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(policy).toHaveAttribute('aria-expanded', 'false')
    await expect(policy).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(policy).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/\?tab=policy&section=areas$/)
    await expect(view(page)).toHaveAttribute('data-section', 'areas')
  })

  test('the view is in the URL: shared links open it, Back and Forward move between views', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/?tab=research&section=publications')).text()
    expect(html).toContain('data-section="publications"')
    expect(html).toMatch(/<h2[^>]*>Publications<\/h2>/)

    await page.goto('/?tab=project&section=approach')
    await mainNav(page).getByRole('button', { name: 'Join Us' }).click()
    await mainNav(page).getByRole('link', { name: 'Volunteer' }).click()
    await expect(view(page)).toHaveAttribute('data-section', 'volunteer')
    await page.goBack()
    await expect(page).toHaveURL(/\/\?tab=project&section=approach$/)
    await expect(view(page)).toHaveAttribute('data-section', 'approach')
    await page.goForward()
    await expect(view(page)).toHaveAttribute('data-tab', 'join')
    await expect(view(page)).toHaveAttribute('data-section', 'volunteer')
  })
})

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a menu button opens the stacked tabs with expandable sub-items; choosing one closes it', async ({ page }) => {
    await page.goto('/')
    await expect(mainNav(page)).toBeHidden()
    const toggle = page.getByRole('button', { name: en.nav.openMenu })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const menu = page.locator('#mobile-menu').getByRole('navigation', { name: en.nav.label })
    await expect(page.getByRole('button', { name: en.nav.closeMenu })).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('button')).toHaveText(tabOrder.slice(0, 7))
    await expect(menu.getByRole('link', { name: 'Gallery' })).toBeVisible()
    const research = menu.getByRole('button', { name: 'Research' })
    await research.click()
    await expect(research).toHaveAttribute('aria-expanded', 'true')
    await menu.getByRole('link', { name: 'Research Areas' }).click()
    await expect(page).toHaveURL(/\/\?tab=research&section=areas$/)
    await expect(view(page)).toHaveAttribute('data-section', 'areas')
    await expect(page.locator('#mobile-menu')).toHaveCount(0)
    await expect(view(page)).toBeFocused()

    // A press outside closes it, and so does Escape.
    await page.getByRole('button', { name: en.nav.openMenu }).click()
    await page.mouse.click(200, 800)
    await expect(page.locator('#mobile-menu')).toHaveCount(0)
    await page.getByRole('button', { name: en.nav.openMenu }).click()
    await page.keyboard.press('Escape')
    await expect(page.locator('#mobile-menu')).toHaveCount(0)
    await expect(page.getByRole('button', { name: en.nav.openMenu })).toBeFocused()
  })

  test('the theme and language menus are in the mobile menu', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: en.nav.openMenu }).click()
    await page.locator('#mobile-menu').getByRole('button', { name: en.theme.label }).click()
    await page.getByRole('button', { name: en.theme.dark }).click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await page
      .locator('#mobile-menu')
      .getByRole('button', { name: `${en.language.label}: English` })
      .click()
    await expect(page.locator('#mobile-menu').getByRole('button', { name: 'Français' })).toBeVisible()
  })
})

test.describe('language picker', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('lists the seven languages with a check on the current one; a choice switches the whole page and persists', async ({
    page,
    context,
  }) => {
    await page.goto('/?tab=research&section=publications')
    const picker = page.getByRole('button', { name: `${en.language.label}: English` })
    await picker.click()
    const list = page.getByRole('group', { name: en.language.choose })
    await expect(list.getByRole('button')).toHaveText(
      ['English', 'বাংলা', 'Español', 'العربية', 'Français', '中文', '日本語'].map((name) => new RegExp(`${name}$`)),
    )
    await expect(list.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true')
    await expect(list.locator('[aria-current]')).toHaveCount(1)
    // Each with its flag, drawn in the page; the British one, in the button and the list, with a clip path of its own in each.
    await expect(list.locator('svg[preserveAspectRatio]')).toHaveCount(7)
    const clipIds = await page.locator('clipPath').evaluateAll((paths) => paths.map((p) => p.id))
    expect(new Set(clipIds).size).toBe(2)

    await list.getByRole('button', { name: 'العربية' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page).toHaveURL(/\/\?tab=research&section=publications$/)
    await expect(
      page.getByRole('navigation', { name: ar.nav.label }).getByRole('button', { name: ar.nav.tabs.research }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: ar.nav.sections.research.publications })).toBeVisible()
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('ar')
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar')

    // Mirrored: the logo sits at the right, the language and theme menus at the left.
    const logo = await page.getByRole('banner').getByRole('img').boundingBox()
    const languageButton = await page.getByRole('button', { name: `${ar.language.label}: العربية` }).boundingBox()
    expect(logo!.x).toBeGreaterThan(640)
    expect(languageButton!.x).toBeLessThan(640)

    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await page.getByRole('button', { name: `${ar.language.label}: العربية` }).click()
    await expect(
      page.getByRole('group', { name: ar.language.choose }).getByRole('button', { name: 'العربية' }),
    ).toHaveAttribute('aria-current', 'true')
    await page.getByRole('group', { name: ar.language.choose }).getByRole('button', { name: 'English' }).click()
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  })

  test('the pages name their language versions (hreflang) and carry share tags; ?lang= opens one', async ({
    page,
    request,
    context,
  }) => {
    const html = await (await request.get('/?tab=research&section=areas')).text()
    for (const code of ['en', 'bn', 'es', 'ar', 'fr', 'zh', 'ja']) {
      expect(html).toMatch(
        new RegExp(
          `<link rel="alternate" hrefLang="${code}" href="[^"]*/\\?lang=${code}&amp;tab=research&amp;section=areas"`,
        ),
      )
    }
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]*\/\?tab=research&amp;section=areas"/)
    expect(html).toContain(
      '<meta property="og:title" content="Research Areas · Research | Climate &amp; Humanitarian Research"/>',
    )
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/og-image.png"\/>/)
    expect(html).toContain('<meta property="og:locale" content="en_GB"/>')
    expect((await request.get('/og-image.png')).headers()['content-type']).toBe('image/png')
    // A browser asks for /favicon.ico whatever the page says; both answer with the emblem.
    expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico[^"]*"[^>]*type="image\/x-icon"/)
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png[^"]*"/)
    const icon = await request.get('/favicon.ico')
    expect(icon.status()).toBe(200)
    expect(icon.headers()['content-type']).toBe('image/x-icon')

    await page.goto('/?lang=fr&tab=research')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page).toHaveTitle(/Recherche/)
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('fr')
  })

  test('a choice made on a page opened with ?lang= sticks: the address drops ?lang= and the new language stays', async ({
    page,
    context,
  }) => {
    const fr = messages('fr')
    await page.goto('/?lang=fr&tab=research&section=areas')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await page.getByRole('button', { name: `${fr.language.label}: Français` }).click()
    await page.getByRole('group', { name: fr.language.choose }).getByRole('button', { name: '日本語' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await expect(page).toHaveURL(/\/\?tab=research&section=areas$/)
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('ja')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  })

  test('type-ahead: a typed letter moves to the next language starting with it, and the letters are forgotten after 1 s', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: `${en.language.label}: English` }).focus()
    await page.keyboard.press('ArrowDown')
    const list = page.getByRole('group', { name: en.language.choose })
    await expect(list.getByRole('button', { name: 'English' })).toBeFocused()
    await page.keyboard.press('e')
    await expect(list.getByRole('button', { name: 'Español' })).toBeFocused()
    await page.keyboard.press('e')
    await expect(list.getByRole('button', { name: 'English' })).toBeFocused()
    await page.waitForTimeout(1100)
    await page.keyboard.press('f')
    await expect(list.getByRole('button', { name: 'Français' })).toBeFocused()
    // "f" then "e" within a second is "fe": nothing starts with it, focus stays.
    await page.keyboard.press('e')
    await expect(list.getByRole('button', { name: 'Français' })).toBeFocused()
    await page.waitForTimeout(1100)
    await page.keyboard.press('e')
    await expect(list.getByRole('button', { name: 'English' })).toBeFocused()
  })
})

test.describe('theme', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('Light, Dark and System, remembered without a flash of the wrong theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    const toggle = page.getByRole('banner').getByRole('button', { name: en.theme.label })
    await toggle.click()
    await expect(page.getByRole('button', { name: en.theme.system })).toHaveAttribute('aria-current', 'true')
    await page.getByRole('button', { name: en.theme.dark }).click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark')

    // On reload the class is there before the first paint (next-themes' inline script).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { classAtLoad: string }).classAtLoad = document.documentElement.className
      })
    })
    await page.reload()
    expect(await page.evaluate(() => (window as unknown as { classAtLoad: string }).classAtLoad)).toContain('dark')

    await toggle.click()
    await page.getByRole('button', { name: en.theme.light }).click()
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await toggle.click()
    await page.getByRole('button', { name: en.theme.system }).click()
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('system')
  })
})
