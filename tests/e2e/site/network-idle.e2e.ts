import { expect, test, type Request } from '@playwright/test'

test.use({ viewport: { width: 1280, height: 800 } })

// Every request a page starts must finish: a prefetch left hanging keeps the page from ever
// reaching network idle (and holds a connection on a slow phone).
for (const path of ['/', '/?tab=research&section=publications', '/?tab=gallery']) {
  test(`${path}: after a reload every request completes and the page reaches network idle`, async ({ page }) => {
    const pending = new Set<Request>()
    page.on('request', (req) => pending.add(req))
    page.on('requestfinished', (req) => pending.delete(req))
    page.on('requestfailed', (req) => pending.delete(req))
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await page.reload()
    const idle = await page.waitForLoadState('networkidle', { timeout: 15_000 }).then(
      () => true,
      () => false,
    )
    expect(idle, `still pending: ${[...pending].map((req) => req.url()).join(', ')}`).toBe(true)
  })
}
