import type { TFunction } from 'i18next'
import Link from 'next/link'
import type { TabId } from '@/content/site-structure'
import type { LocaleCode } from '@/i18n/config'
import { getNavigation } from '@/server/data/navigation'
import { englishFallback } from './english-fallback'

/**
 * Below a tab's prompt to pick a section: its sections as the menu has them (renamed, hidden
 * and CMS ones included), so that the tab's page leads somewhere without opening the menu.
 */
export async function SectionLinks({ locale, tab, t }: { locale: LocaleCode; tab: TabId; t: TFunction }) {
  const items = (await getNavigation(locale, t)).find((entry) => entry.id === tab)?.items ?? []
  if (items.length === 0) return null
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            prefetch={false}
            href={`/?tab=${tab}&section=${item.id}`}
            className="flex h-full items-center rounded-lg border border-black/10 p-4 font-medium hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-white/15 dark:hover:bg-brand-800/40"
            {...englishFallback(item.inEnglish)}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
