import type { LocaleCode } from '../i18n/config'
import { messages } from '../i18n/messages'
import type { Card, SiteContent, TitledText } from './site-content'
import { siteLayout, type CardLayout } from './site-layout'
import { tabSections } from './site-structure'

type Site = (typeof messages)['en']['site']

/** The cards of a layout, in its order, with their icons and the words of one language. */
const cards = <K extends string>(
  layout: readonly CardLayout<K>[],
  texts: Record<K, TitledText>,
): (Card & { fullWidth?: boolean })[] =>
  layout.map(({ key, icon, fullWidth }) => ({ icon, ...texts[key], ...(fullWidth ? { fullWidth } : {}) }))

/** The words of one language (site.json) put into the layout every language shares (site-layout.ts). */
const assemble = (site: Site): SiteContent => ({
  ...site,
  about: {
    ...site.about,
    partners: {
      ...site.about.partners,
      categories: cards(siteLayout.partnerCategories, site.about.partners.categories),
    },
  },
  programmes: {
    ...site.programmes,
    list: tabSections.programmes.map((id) => ({
      id,
      icon: siteLayout.programmeIcons[id],
      ...site.programmes.list[id],
    })),
  },
  policy: {
    ...site.policy,
    areas: { ...site.policy.areas, list: cards(siteLayout.policyAreas, site.policy.areas.list) },
  },
  project: {
    ...site.project,
    services: { ...site.project.services, list: cards(siteLayout.services, site.project.services.list) },
  },
  research: {
    ...site.research,
    areas: { ...site.research.areas, list: cards(siteLayout.researchAreas, site.research.areas.list) },
  },
  capacity: {
    ...site.capacity,
    blocks: tabSections.capacity.map((id) => ({ id, icon: siteLayout.capacityIcons[id], ...site.capacity.blocks[id] })),
  },
  join: {
    ...site.join,
    partnerships: {
      ...site.join.partnerships,
      types: cards(siteLayout.partnershipTypes, site.join.partnerships.types),
    },
  },
})

const content = new Map<LocaleCode, SiteContent>()

/** The site's static content in one language (read on the server only). */
export const siteContent = (locale: LocaleCode): SiteContent => {
  let c = content.get(locale)
  if (!c) content.set(locale, (c = assemble(messages[locale].site)))
  return c
}

/** A programme's title in one language (its id when it has none), as lists, pages and feeds name it. */
export const programmeName = (locale: LocaleCode, id: string): string =>
  siteContent(locale).programmes.list.find((p) => p.id === id)?.title ?? id
