import { expect, test, type Page } from '@playwright/test'
import { adminHeaders } from '../contract/helpers'
import { signIn } from './session'

/** Every Content-Security-Policy violation the page reports, from the browser's own event. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (line: string) => violations.push(line))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

test('the site and the back office work under the Content-Security-Policy without a single violation', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page)
  for (const url of ['/', '/?tab=about&section=board', '/?tab=gallery', '/?lang=ar', '/admin-login']) {
    const res = await page.goto(url)
    expect(res?.headers()['content-security-policy']).toContain("default-src 'self'")
    await page.waitForLoadState('networkidle')
  }

  // An administrator with an e-mail address (Payload's panel would show their Gravatar).
  const auth = await adminHeaders(request)
  const username = `csp-${Date.now().toString(36)}`
  const account = { username, password: `${username}-pass-9` }
  const created = await request.post('/api/users', {
    headers: auth,
    data: { ...account, email: `${username}@e2e.example`, role: 'admin' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()).data as { id: number }
  try {
    await signIn(page, account)
    for (const url of [
      '/admin',
      '/admin/content/new',
      '/admin/member-manager',
      '/admin/photo-manager',
      '/admin/collections/users',
    ]) {
      await page.goto(url)
      await page.waitForLoadState('networkidle')
    }
    // The Lexical editor is up and takes text.
    await page.goto('/admin/content/new')
    const editor = page.locator('[contenteditable="true"]').first()
    await expect(editor).toBeVisible()
    await editor.click()
    await page.keyboard.type('Typed under the policy')
    await expect(editor).toContainText('Typed under the policy')
    expect(violations).toEqual([])
  } finally {
    await request.delete(`/api/users/${id}`, { headers: auth })
  }
})
