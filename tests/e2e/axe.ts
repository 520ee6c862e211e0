import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Serious and critical findings of axe-core (WCAG 2.1 A and AA, including contrast; with
 * `wcag22`, 2.2 AA's rules too, such as target size), on the page or a part of it.
 */
export async function seriousViolations(page: Page, include?: string, { wcag22 = false } = {}) {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(wcag22 ? ['wcag22aa'] : []), 'best-practice']
  let builder = new AxeBuilder({ page }).withTags(tags)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }))
}
