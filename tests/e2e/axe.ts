import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Serious and critical findings of axe-core (WCAG 2.2 A and AA, including contrast and the
 * target size, which axe leaves off unless `wcag22aa` is asked), on the page or a part of it.
 */
export async function seriousViolations(page: Page, include?: string) {
  await transitionsFinished(page)
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ])
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }))
}

/**
 * Waits for the page's running CSS transitions and finite animations to end. axe reads colours and
 * visibility as they are at that moment: an element half-way through a transition is read with
 * its in-between state (the panel's navigation labels failed contrast while it was being drawn).
 */
async function transitionsFinished(page: Page) {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime
      return typeof end === 'number' && Number.isFinite(end)
    })
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })
}
