import { expect, test, type Page } from '@playwright/test'
import { localeCodes } from '../../../src/i18n/config'
import { seriousViolations } from '../axe'
import { messages } from './messages'

// The privacy page, /privacy: what the site counts of its readers and what it does not, in the
// visitor's language, with the retention the site settings give (36 months by default: 3 years).

const en = messages('en')
const axeClean = async (page: Page) => expect(await seriousViolations(page)).toEqual([])

test('answers in each of the seven languages, with its language and direction', async ({ request }) => {
  for (const code of localeCodes) {
    const t = messages(code)
    const res = await request.get(`/privacy?lang=${code}`)
    expect(res.status(), code).toBe(200)
    const html = await res.text()
    expect(html, code).toMatch(new RegExp(`<html lang="${code}" dir="${code === 'ar' ? 'rtl' : 'ltr'}"`))
    expect(html, code).toMatch(new RegExp(`<h1[^>]*>${t.privacy.title}</h1>`))
    expect(html, code).toContain(`<title>${t.privacy.title} | ${t.siteName.replace('&', '&amp;')}</title>`)
    // Its own address, in that language, is canonical; every language is an alternate.
    expect(res.headers()['link'], code).toMatch(
      new RegExp(`^<https?://[^/>]+/privacy\\?lang=${code}>; rel="canonical"`),
    )
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]*\/privacy"/)
  }
})

test('says what is counted and what is not, and the retention in years (English, the default 36 months)', async ({
  page,
}) => {
  await page.goto('/privacy?lang=en')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: en.privacy.title })).toBeVisible()
  for (const part of ['counted', 'visitors', 'notDone', 'notCounted', 'kept', 'cookies', 'forms', 'questions'] as const)
    await expect(main.getByRole('heading', { level: 2, name: en.privacy[part].heading })).toBeVisible()
  await expect(main.getByRole('region', { name: en.privacy.kept.heading })).toContainText('kept for 3 years')
  await expect(main).toContainText('Sec-GPC: 1')
  await expect(main.getByRole('link', { name: 'github.com/sapics/ip-location-db' })).toHaveAttribute(
    'href',
    'https://github.com/sapics/ip-location-db',
  )
  await expect(page).toHaveTitle(`${en.privacy.title} | ${en.siteName}`)
  await axeClean(page)
  // Questions go to the contact form on the home page.
  await main.getByRole('link', { name: en.privacy.questions.link }).click()
  await expect(page.locator('#get-in-touch')).toBeVisible()
})

test('in Arabic, right to left, translated, and accessible on a phone', async ({ page }) => {
  const ar = messages('ar')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/privacy?lang=ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: ar.privacy.title })).toBeVisible()
  await expect(main).toContainText('3 سنوات')
  await expect(main).not.toContainText(en.privacy.intro)
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await axeClean(page)
})

test("the footer's link reaches it in the visitor's language, on every page", async ({ page, context, baseURL }) => {
  await page.goto('/?tab=research')
  const link = page.getByRole('contentinfo').getByRole('link', { name: en.footer.privacy })
  await expect(link).toHaveAttribute('href', '/privacy')
  await link.click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole('heading', { level: 1, name: en.privacy.title })).toBeVisible()

  const ja = messages('ja')
  await context.addCookies([{ name: 'locale', value: 'ja', url: baseURL! }])
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: ja.footer.privacy }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page.getByRole('heading', { level: 1, name: ja.privacy.title })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('3年間')
})

test('sets no cookie when the address names no language', async ({ page, context, request }) => {
  const res = await request.get('/privacy', { headers: { 'accept-language': 'fr' } })
  expect(res.status()).toBe(200)
  expect(res.headers()['set-cookie']).toBeUndefined()
  expect(await res.text()).toContain('<html lang="fr"')

  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await context.cookies()).toEqual([])
  // Nothing kept in the browser's storage either.
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0])
})

test('is in the sitemap, with its seven language versions', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/privacy<\/loc>/)
  for (const code of localeCodes)
    expect(xml).toMatch(
      new RegExp(`<xhtml:link rel="alternate" hreflang="${code}" href="[^"]*/privacy\\?lang=${code}"`),
    )
})
