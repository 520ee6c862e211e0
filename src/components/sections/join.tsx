import type React from 'react'
import type { SiteContent } from '@/content/site-content'
import { siteConfig } from '@/content/site-config'
import { CardGrid, Checklist, Lead, Subheading, TextCards, WithEmail } from './parts'

type Join = SiteContent['join']

export function Careers({ join }: { join: Join }) {
  const { careers } = join
  return (
    <>
      <Lead>{careers.intro}</Lead>
      <Subheading>{careers.openingsTitle}</Subheading>
      <TextCards items={careers.openings} />
      <Subheading>{careers.offerTitle}</Subheading>
      <Checklist items={careers.offer} />
      <Subheading>{careers.applyTitle}</Subheading>
      <WithEmail text={careers.apply} email={siteConfig.email} />
    </>
  )
}

export function Internships({ join }: { join: Join }) {
  const { internships } = join
  return (
    <>
      <Lead>{internships.intro}</Lead>
      <Subheading>{internships.typesTitle}</Subheading>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {internships.types.map((type) => (
          <li key={type.title} className="rounded-lg border border-black/10 p-6 dark:border-white/15">
            <h4 className="text-lg font-semibold">{type.title}</h4>
            <p className="mt-1 inline-block rounded-full bg-brand-50 px-3 py-0.5 text-sm font-medium text-brand-800 dark:bg-brand-800 dark:text-white">
              {type.duration}
            </p>
            <p className="mt-3 text-[var(--muted)]">{type.description}</p>
          </li>
        ))}
      </ul>
      <Subheading>{internships.benefitsTitle}</Subheading>
      <Checklist items={internships.benefits} />
      <Subheading>{internships.applyTitle}</Subheading>
      <WithEmail text={internships.apply} email={siteConfig.email} />
      <ol className="mt-4 list-decimal space-y-1 ps-6">
        {internships.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ol>
    </>
  )
}

export function Volunteer({ join }: { join: Join }) {
  const { volunteer } = join
  return (
    <>
      <Lead>{volunteer.intro}</Lead>
      <Subheading>{volunteer.rolesTitle}</Subheading>
      <TextCards items={volunteer.roles} />
      <Subheading>{volunteer.perksTitle}</Subheading>
      <Checklist items={volunteer.perks} />
      <Subheading>{volunteer.signUpTitle}</Subheading>
      <WithEmail text={volunteer.signUp} email={siteConfig.email} />
    </>
  )
}

export function PartnershipTypes({ join }: { join: Join }) {
  const { partnerships } = join
  return (
    <>
      <Lead>{partnerships.intro}</Lead>
      <CardGrid cards={partnerships.types} />
      <Subheading>{partnerships.contactTitle}</Subheading>
      <WithEmail text={partnerships.contact} email={siteConfig.email} />
    </>
  )
}

export function ContactDetails({ join }: { join: Join }) {
  const { contact } = join
  const rows: [string, React.ReactNode][] = [
    [
      contact.emailLabel,
      <a
        key="e"
        href={`mailto:${siteConfig.email}`}
        className="text-brand-700 underline underline-offset-4 dark:text-brand-100"
      >
        {siteConfig.email}
      </a>,
    ],
    [
      contact.phoneLabel,
      <a
        key="p"
        href={`tel:${siteConfig.phone.replace(/\s+/g, '')}`}
        dir="ltr"
        className="text-brand-700 underline underline-offset-4 dark:text-brand-100"
      >
        {siteConfig.phone}
      </a>,
    ],
    [contact.addressLabel, siteConfig.address],
    [contact.hoursLabel, contact.hours],
  ]
  return (
    <>
      <Lead>{contact.intro}</Lead>
      <dl className="mt-8 grid max-w-2xl gap-x-8 gap-y-4 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
