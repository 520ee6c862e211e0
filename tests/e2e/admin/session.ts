import { expect, type Locator, type Page } from '@playwright/test'
import { admin, from } from '../contract/helpers'

/**
 * Signs the browser in the way /admin-login does (the session cookie, adminToken and adminUser),
 * through the contract with an address of its own, so that many tests never meet the login rate limit.
 * The login screen itself is tested in login.e2e.ts.
 */
export async function signIn(page: Page, account: { username: string; password: string } = admin) {
  const res = await page.request.post('/api/login', { data: account, headers: from() })
  expect(res.status(), await res.text()).toBe(200)
  const { data } = await res.json()
  // Once per tab, as a login does: a later logout that clears the items is not undone by the next page.
  await page.addInitScript(
    ([token, user]) => {
      if (sessionStorage.getItem('e2e-signed-in')) return
      sessionStorage.setItem('e2e-signed-in', '1')
      localStorage.setItem('adminToken', token)
      localStorage.setItem('adminUser', user)
    },
    [data.token as string, JSON.stringify(data.user)],
  )
}

/**
 * Opens a site-area tab of the dashboard. A click that lands before the page is hydrated (a cold
 * server's first visit) does nothing, so it is repeated until the tab is selected.
 */
export async function openAreaTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name })
  await expect(async () => {
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 })
  }).toPass({ timeout: 30_000 })
}

/**
 * Follows a link (of the dashboard, most often) to the screen at `url`. A click that lands while
 * the page is being hydrated can be swallowed, with no request made (seen on a busy machine), so
 * it is repeated until the address is the screen's; that screen may take a while to render.
 */
export async function followLink(page: Page, link: Locator, url: RegExp) {
  await expect(async () => {
    if (!url.test(page.url())) await link.click({ timeout: 5_000 })
    await page.waitForURL(url, { timeout: 20_000 })
  }).toPass({ timeout: 60_000 })
}
