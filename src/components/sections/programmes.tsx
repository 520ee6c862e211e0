import Link from 'next/link'
import type { Programme, SiteContent } from '@/content/site-content'
import { ContentIcon } from '@/components/ui/content-icon'
import { cardLinkClass, Checklist, IconLead, Lead, Subheading } from './parts'

/** The Programmes tab with no section: the intro and the eight programmes, each a link to its section. */
export function ProgrammesOverview({ programmes }: { programmes: SiteContent['programmes'] }) {
  return (
    <>
      <Lead>{programmes.intro}</Lead>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {programmes.list.map((programme) => (
          <li key={programme.id}>
            <Link prefetch={false} href={`/?tab=programmes&section=${programme.id}`} className={cardLinkClass}>
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
