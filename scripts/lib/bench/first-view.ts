import { chromium as playwright } from '@playwright/test'

export type FirstView = { bytes: number; requests: number; prefetches: number }

/**
 * What a first view of `url` transfers in a phone-sized Chromium with an empty cache: every
 * response's bytes as sent (headers and encoded body), counted until the network has been idle,
 * so that what the page prefetches after its load counts too. With `saveData`, each request
 * carries `Save-Data: on`, as a browser in data-saving mode sends it.
 */
export async function firstView(url: string, { chromium, saveData }: { chromium: string; saveData: boolean }) {
  const browser = await playwright.launch({ executablePath: chromium, args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
    })
    const page = await context.newPage()
    const responses: Promise<number>[] = []
    let prefetches = 0
    page.on('requestfinished', (request) => {
      if (request.headers()['next-router-prefetch'] || request.headers()['next-router-segment-prefetch']) prefetches++
      responses.push(
        request.sizes().then(
          (sizes) => sizes.responseHeadersSize + sizes.responseBodySize,
          () => 0,
        ),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    // Links prefetch once they are seen and the browser is idle: give them the time to start.
    await page.waitForTimeout(1500)
    await page.waitForLoadState('networkidle')
    const sizes = await Promise.all(responses)
    return { bytes: sizes.reduce((a, b) => a + b, 0), requests: sizes.length, prefetches } satisfies FirstView
  } finally {
    await browser.close()
  }
}
