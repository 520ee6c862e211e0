import { expect, type Page } from '@playwright/test'
import { admin, from } from '../contract/helpers'

/**
 * Signs the browser in the way /admin-login does (the session cookie, adminToken and adminUser),
 * through the contract with an address of its own, so that many tests never meet the login rate limit.
 * The login screen itself is tested in login.e2e.ts.
 */
export async function signIn(page: Page) {
  const res = await page.request.post('/api/login', { data: admin, headers: from() })
  expect(res.status(), await res.text()).toBe(200)
  const { data } = await res.json()
  await page.addInitScript(
    ([token, user]) => {
      if (!localStorage.getItem('adminToken')) {
        localStorage.setItem('adminToken', token)
        localStorage.setItem('adminUser', user)
      }
    },
    [data.token as string, JSON.stringify(data.user)],
  )
}
