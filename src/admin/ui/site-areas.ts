import 'server-only'
import type { Payload } from 'payload'
import { tabIds, tabSections, type TabId } from '@/content/site-structure'
import type { LocaleCode } from '@/i18n/config'
import { messages } from '@/i18n/messages'
import type { Submenu } from '@/payload-types'
import type { Admin } from '@/server/auth'

type SectionChoice = { id: string; name: string; fromSubmenu: boolean; isActive: boolean }
export type SiteArea = { id: TabId; name: string; sections: SectionChoice[] }

/**
 * Each site area with the sections an item can go in: the spec's own, then the area's submenus (inactive
 * ones too). Should the submenus fail to load, the spec's own sections are still offered.
 */
export async function siteAreas(payload: Payload, user: Admin, locale: LocaleCode): Promise<SiteArea[]> {
  const { tabs: tabNames, sections: sectionNames } = messages[locale].common.nav
  const { docs } = await payload
    .find({
      collection: 'submenus',
      sort: ['displayOrder', 'id'],
      limit: 500,
      locale,
      fallbackLocale: 'en',
      depth: 0,
      overrideAccess: false,
      user,
    })
    .catch((error: unknown) => {
      payload.logger.error({ err: error, msg: 'back office: loading the submenus for the section choice failed' })
      return { docs: [] as Submenu[] }
    })
  return tabIds.map((id) => {
    const own: SectionChoice[] = tabSections[id].map((section: string) => ({
      id: section,
      name: (sectionNames[id] as Record<string, string>)[section] ?? section,
      fromSubmenu: false,
      isActive: true,
    }))
    const extra = docs
      .filter((s) => s.tabId === id && !own.some((o) => o.id === s.sectionId))
      .map((s) => ({ id: s.sectionId, name: s.name ?? s.sectionId, fromSubmenu: true, isActive: s.isActive ?? true }))
    return { id, name: tabNames[id], sections: [...own, ...extra] }
  })
}
