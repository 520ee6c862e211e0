import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import axe from 'axe-core'

/** WCAG 2.2 A and AA, including contrast and the target size (which axe leaves off unless `wcag22aa` is asked). */
const options: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  // Every violation with all its elements; of the passing and inapplicable rules only a line each.
  resultTypes: ['violations'],
}

/**
 * Serious and critical findings of axe-core on the page or a part of it (a CSS selector).
 *
 * A page without frames is checked by axe-core run in the page itself, injected once per document:
 * `AxeBuilder` opens a blank page for every run to merge its frames' results and injects axe three
 * times, which made a check 1.5-2 s on an idle machine where axe's own work is 0.2 s (docs/test-time.md).
 * A page with frames (the newsletter's mail preview) is checked by `AxeBuilder`, frame by frame.
 */
export async function seriousViolations(page: Page, include?: string) {
  await transitionsFinished(page)
  const { violations } =
    page.frames().length > 1 ? await withFrames(page, include) : await inPage(page, include ?? null)
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }))
}

type WithAxe = { axe?: typeof axe }

async function inPage(page: Page, include: string | null) {
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe)))) await page.evaluate(axe.source)
  return page.evaluate(([context, runOptions]) => (window as WithAxe).axe!.run(context ?? document, runOptions), [
    include,
    options,
  ] as const)
}

function withFrames(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).options(options)
  return (include ? builder.include(include) : builder).analyze()
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
