/**
 * The site's fixed structure: tabs, their sections, and the value lists
 * that forms, collections and the contract share.
 */
export const tabSections = {
  // `news` and `events` are built-in sections appended after the spec's (docs/decisions/032).
  about: ['description', 'mission-vision', 'board', 'team', 'partners', 'news', 'events'],
  programmes: [
    'climate-science',
    'agriculture',
    'ecosystem',
    'disaster',
    'energy',
    'health',
    'humanitarian',
    'software-development',
  ],
  policy: ['areas', 'process'],
  project: ['services', 'approach'],
  research: ['areas', 'publications'],
  capacity: ['training', 'academic', 'community', 'exchange'],
  join: ['careers', 'internships', 'volunteer', 'partnerships', 'contact'],
} as const

/** The seven content tabs, in navigation order. Gallery is a separate, category-based tab. */
export const tabIds = Object.keys(tabSections) as [TabId, ...TabId[]]
export type TabId = keyof typeof tabSections

export const isTabId = (value: unknown): value is TabId =>
  typeof value === 'string' && Object.hasOwn(tabSections, value)

export const memberTypes = ['board', 'team'] as const
export type MemberType = (typeof memberTypes)[number]

export const photoCategories = [
  'climate-science',
  'agriculture',
  'ecosystem',
  'disaster',
  'energy',
  'health',
  'humanitarian',
  'software-development',
  'policy',
  'research',
  'capacity',
  'partnerships',
  'events',
  'general',
] as const
export type PhotoCategory = (typeof photoCategories)[number]

export const projectTypes = [
  'web-application',
  'mobile-app',
  'desktop-software',
  'database-system',
  'api-integration',
  'data-analysis',
  'other',
] as const

export const budgets = ['under-5k', '5k-10k', '10k-25k', '25k-50k', 'over-50k', 'discuss'] as const

export const timelines = [
  '1-2-weeks',
  '1-month',
  '2-3-months',
  '3-6-months',
  '6-12-months',
  'over-1-year',
  'flexible',
] as const

/** Back-office status of anything a visitor sends. */
export const submissionStatuses = ['new', 'read', 'archived'] as const

export const adminRoles = ['admin'] as const

/** The kinds of publication the research library lists. */
export const publicationTypes = [
  'report',
  'policy-brief',
  'journal-article',
  'working-paper',
  'book-chapter',
  'dataset',
] as const
export type PublicationType = (typeof publicationTypes)[number]

/** The filters of the publications list, as the address and the contract name them. */
export const publicationFilterNames = ['year', 'type', 'theme', 'q'] as const

/** The filters of the news list (About → News), as the address and the contract name them. */
export const newsFilterNames = ['programme', 'year'] as const

/** The filters of the events list (About → Events). */
export const eventFilterNames = ['when', 'programme'] as const

/** A publication's themes are the programmes (their ids and names). */
export const publicationThemes = tabSections.programmes
export type PublicationTheme = (typeof publicationThemes)[number]
