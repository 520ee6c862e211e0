/**
 * What the static content shows besides words, defined once for all languages: the order of
 * its cards and blocks, their icons, which card spans the full width. The words live in
 * `src/i18n/messages/<locale>/site.json`, where each card or block is keyed by the key below,
 * so a translator can neither reorder them nor pair a text with the wrong icon.
 */
import type { IconName } from './icon-names'
import { tabSections } from './site-structure'

export type CardLayout<K extends string = string> = { key: K; icon: IconName; fullWidth?: boolean }

export const siteLayout = {
  partnerCategories: [
    { key: 'government', icon: 'landmark' },
    { key: 'multilaterals', icon: 'globe' },
    { key: 'academic', icon: 'graduation' },
    { key: 'ngos', icon: 'users' },
    { key: 'private-sector', icon: 'briefcase' },
  ],
  /** One per programme section, in the menu's order. */
  programmeIcons: {
    'climate-science': 'thermometer',
    agriculture: 'sprout',
    ecosystem: 'trees',
    disaster: 'alert',
    energy: 'sun',
    health: 'heart',
    humanitarian: 'users',
    'software-development': 'code',
  },
  policyAreas: [
    { key: 'adaptation', icon: 'thermometer' },
    { key: 'disaster-governance', icon: 'shield' },
    { key: 'water-coastal', icon: 'droplet' },
    { key: 'displacement', icon: 'home' },
    { key: 'climate-finance', icon: 'chart', fullWidth: true },
  ],
  services: [
    { key: 'project-design', icon: 'target' },
    { key: 'baseline', icon: 'search' },
    { key: 'monitoring-evaluation', icon: 'chart' },
    { key: 'gis', icon: 'map' },
    { key: 'data-tools', icon: 'database' },
    { key: 'knowledge', icon: 'megaphone' },
  ],
  researchAreas: [
    { key: 'hazards', icon: 'wind' },
    { key: 'water-salinity', icon: 'droplet' },
    { key: 'adaptation', icon: 'leaf' },
    { key: 'migration', icon: 'home' },
    { key: 'humanitarian', icon: 'scale' },
    { key: 'innovation', icon: 'lightbulb' },
  ],
  /** One per capacity-building section, in the menu's order. */
  capacityIcons: {
    training: 'book',
    academic: 'graduation',
    community: 'users',
    exchange: 'globe',
  },
  partnershipTypes: [
    { key: 'research', icon: 'search' },
    { key: 'implementation', icon: 'handshake' },
    { key: 'capacity-building', icon: 'graduation' },
    { key: 'funding', icon: 'building' },
  ],
} as const satisfies {
  partnerCategories: readonly CardLayout[]
  programmeIcons: Record<(typeof tabSections.programmes)[number], IconName>
  policyAreas: readonly CardLayout[]
  services: readonly CardLayout[]
  researchAreas: readonly CardLayout[]
  capacityIcons: Record<(typeof tabSections.capacity)[number], IconName>
  partnershipTypes: readonly CardLayout[]
}
