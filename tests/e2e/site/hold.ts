import type { Page } from '@playwright/test'

/** Holds the requests that match until the returned function is called, so a test can see the state in between. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}
