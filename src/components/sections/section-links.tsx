import type { TFunction } from 'i18next'
import Link from 'next/link'
import type { TabId } from '@/content/site-structure'
import type { LocaleCode } from '@/i18n/config'
import { viewQuery } from '@/i18n/routing'
import { getNavigation } from '@/server/data/navigation'
import { englishFallback } from './english-fallback'
import { cardLinkClass } from './parts'

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
            href={`/?${new URLSearchParams(viewQuery({ tab, section: item.id }))}`}
            className={cardLinkClass}
            {...englishFallback(item.inEnglish)}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
