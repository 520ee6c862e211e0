import 'server-only'
import type { TFunction } from 'i18next'
import { tabIds, tabSections, type TabId } from '../../content/site-structure'
import type { LocaleCode } from '../../i18n/config'
import { getPayloadClient } from '../payload'
import { cachedRead } from '../site-cache'
import { presentSubmenu } from './submenus'

export type NavItem = { id: string; label: string }
export type NavTab = { id: TabId | 'gallery'; label: string; items: NavItem[] }

/** The active submenus a visitor sees, in one language, from the cache. */
const activeSubmenus = cachedRead('submenus', async function activeSubmenus(locale: LocaleCode) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'submenus',
    where: { isActive: { equals: true } },
    sort: ['displayOrder', 'id'],
    limit: 500,
    locale,
    fallbackLocale: 'en',
    overrideAccess: false,
    depth: 0,
  })
  return docs.map(presentSubmenu)
})

/**
 * The header's tabs and their sub-items: the static sections (in the spec's order, as
 * displayOrder 1, 2, 3...) merged with the active CMS submenus by displayOrder; at equal order
 * the static section comes first. A submenu for a static section adds nothing: the static one
 * keeps its translated name.
 */
export async function getNavigation(locale: LocaleCode, t: TFunction): Promise<NavTab[]> {
  const submenus = await activeSubmenus(locale)
  const tabs: NavTab[] = tabIds.map((tab) => {
    const items = tabSections[tab].map((id: string, index) => ({ id, label: t(`nav.sections.${tab}.${id}`), order: index + 1, cms: false }))
    for (const submenu of submenus.filter((s) => s.tabId === tab)) {
      if (items.some((item) => item.id === submenu.sectionId)) continue
      items.push({ id: submenu.sectionId, label: submenu.name, order: submenu.displayOrder, cms: true })
    }
    items.sort((a, b) => a.order - b.order || Number(a.cms) - Number(b.cms))
    return { id: tab, label: t(`nav.tabs.${tab}`), items: items.map(({ id, label }) => ({ id, label })) }
  })
  return [...tabs, { id: 'gallery', label: t('nav.tabs.gallery'), items: [] }]
}

/** The label of a tab's section, or undefined when the section is neither static nor a CMS submenu. */
export function findSection(navigation: NavTab[], tab: string, section: string): NavItem | undefined {
  return navigation.find((entry) => entry.id === tab)?.items.find((item) => item.id === section)
}
