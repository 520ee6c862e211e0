import 'server-only'
import type { TFunction } from 'i18next'
import { tabIds, tabSections, type TabId } from '../../content/site-structure'
import type { LocaleCode } from '../../i18n/config'
import { isBuiltInSection } from '../../i18n/routing'
import { getPayloadClient } from '../payload'
import { cachedRead } from '../../core/cache/site-cache'
import { presentSubmenu } from './submenus'

/** `inEnglish`: a CMS section's name shown in English, as this language has none of its own. */
export type NavItem = { id: string; label: string; inEnglish?: true }
export type NavTab = { id: TabId | 'gallery'; label: string; items: NavItem[] }

/**
 * The submenus that shape the menu, in one language, from the cache: the active ones, and the
 * inactive ones for built-in sections, which hide those sections.
 */
const menuSubmenus = cachedRead('submenus', async function menuSubmenus(locale: LocaleCode) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'submenus',
    sort: ['displayOrder', 'id'],
    limit: 500,
    locale,
    // No fallback here: an untranslated name must not replace a built-in section's translated
    // label. A CMS section's missing name falls back to English below (docs/decisions/002).
    fallbackLocale: false,
    // Only the menu's own needs are read from inactive ones: their tab, section and flag.
    overrideAccess: true,
    depth: 0,
  })
  return docs.map(presentSubmenu).filter((s) => s.isActive || isBuiltInSection(s.tabId, s.sectionId))
})

/**
 * The header's tabs and their sub-items: the built-in sections (in the spec's order, as
 * displayOrder 1, 2, 3...) merged with the active CMS submenus by displayOrder; at equal order
 * the built-in section comes first. A submenu for a built-in section overrides it in place: its
 * name (in this language) replaces the built-in label, and an inactive one hides the section.
 */
export async function getNavigation(locale: LocaleCode, t: TFunction): Promise<NavTab[]> {
  const submenus = await menuSubmenus(locale)
  const english = locale === 'en' ? submenus : await menuSubmenus('en')
  const englishName = (id: number) => english.find((s) => s.id === id)?.name ?? ''
  const tabs: NavTab[] = tabIds.map((tab) => {
    const items = tabSections[tab].map((id: string, index) => ({
      id,
      label: t(`nav.sections.${tab}.${id}`),
      order: index + 1,
      cms: false,
      hidden: false,
      inEnglish: false,
    }))
    for (const submenu of submenus.filter((s) => s.tabId === tab)) {
      const builtIn = items.find((item) => item.id === submenu.sectionId)
      if (builtIn) Object.assign(builtIn, { label: submenu.name || builtIn.label, hidden: !submenu.isActive })
      else {
        const label = submenu.name || englishName(submenu.id)
        items.push({
          id: submenu.sectionId,
          label,
          order: submenu.displayOrder,
          cms: true,
          hidden: false,
          inEnglish: locale !== 'en' && !submenu.name && label !== '',
        })
      }
    }
    items.sort((a, b) => a.order - b.order || Number(a.cms) - Number(b.cms))
    const shown = items.filter((item) => !item.hidden)
    return {
      id: tab,
      label: t(`nav.tabs.${tab}`),
      items: shown.map(({ id, label, inEnglish }): NavItem => (inEnglish ? { id, label, inEnglish } : { id, label })),
    }
  })
  return [...tabs, { id: 'gallery', label: t('nav.tabs.gallery'), items: [] }]
}

/**
 * A built-in section as the submenus leave it: undefined when an inactive submenu hides it,
 * else its label (a submenu's name or the built-in one).
 */
export async function builtInSection(
  locale: LocaleCode,
  t: TFunction,
  tab: TabId,
  section: string,
): Promise<NavItem | undefined> {
  const submenu = (await menuSubmenus(locale)).find((s) => s.tabId === tab && s.sectionId === section)
  if (submenu && !submenu.isActive) return undefined
  return { id: section, label: submenu?.name || t(`nav.sections.${tab}.${section}`) }
}

/** The label of a tab's section, or undefined when the section is neither static nor a CMS submenu. */
export function findSection(navigation: NavTab[], tab: string, section: string): NavItem | undefined {
  return navigation.find((entry) => entry.id === tab)?.items.find((item) => item.id === section)
}
