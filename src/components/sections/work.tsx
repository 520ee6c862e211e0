import type { SiteContent } from '@/content/site-content'
import { CardGrid, Checklist, IconLead, Lead, Subheading, TextCards } from './parts'

/** The Policy Support, Project Support, Research and Capacity Development sections. */

export function PolicyAreas({ policy }: { policy: SiteContent['policy'] }) {
  return (
    <>
      <Lead>{policy.areas.intro}</Lead>
      <CardGrid cards={policy.areas.list} wide={(_card, index) => Boolean(policy.areas.list[index].fullWidth)} />
    </>
  )
}

export function PolicyProcess({ policy }: { policy: SiteContent['policy'] }) {
  return (
    <>
      <Lead>{policy.process.intro}</Lead>
      <TextCards items={policy.process.steps} numbered />
    </>
  )
}

export function ProjectServices({ project }: { project: SiteContent['project'] }) {
  return (
    <>
      <Lead>{project.services.intro}</Lead>
      <CardGrid cards={project.services.list} />
    </>
  )
}

export function ProjectApproach({ project }: { project: SiteContent['project'] }) {
  return (
    <>
      <Lead>{project.approach.intro}</Lead>
      <div className="md:[&>ul]:grid-cols-2 lg:[&>ul]:grid-cols-2">
        <TextCards items={project.approach.principles} />
      </div>
    </>
  )
}

export function ResearchAreas({ research }: { research: SiteContent['research'] }) {
  return (
    <>
      <Lead>{research.areas.intro}</Lead>
      <CardGrid cards={research.areas.list} />
    </>
  )
}

export function CapacityBlock({ capacity, id }: { capacity: SiteContent['capacity']; id: string }) {
  const block = capacity.blocks.find((b) => b.id === id)
  if (!block) return null
  return (
    <>
      <IconLead icon={block.icon}>{block.description}</IconLead>
      <Subheading>{block.listTitle}</Subheading>
      <Checklist items={block.items} />
    </>
  )
}
