import Link from 'next/link'
import type { Programme, SiteContent } from '@/content/site-content'
import { ContentIcon } from '@/components/ui/content-icon'
import { Checklist, IconLead, Lead, Subheading } from './parts'

/** The Programmes tab with no section: the intro and the eight programmes, each a link to its section. */
export function ProgrammesOverview({ programmes }: { programmes: SiteContent['programmes'] }) {
  return (
    <>
      <Lead>{programmes.intro}</Lead>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {programmes.list.map((programme) => (
          <li key={programme.id}>
            <Link prefetch={false}
              href={`/?tab=programmes&section=${programme.id}`}
              className="flex h-full items-center gap-3 rounded-lg border border-black/10 p-4 font-medium hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-white/15 dark:hover:bg-brand-800/40"
            >
              <ContentIcon name={programme.icon} className="size-6 shrink-0 text-brand-700 dark:text-brand-100" />
              {programme.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}

/** One programme: its summary and its "Focus Areas" list. */
export function ProgrammeSection({ programme, focusAreasTitle }: { programme: Programme; focusAreasTitle: string }) {
  return (
    <>
      <IconLead icon={programme.icon}>{programme.summary}</IconLead>
      {programme.focusAreas.length > 0 && (
        <>
          <Subheading>{focusAreasTitle}</Subheading>
          <Checklist items={programme.focusAreas} />
        </>
      )}
    </>
  )
}
