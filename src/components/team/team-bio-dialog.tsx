'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import type React from 'react'
import { getJson, queryClient } from '@/components/data/query-client'
import { CloseIcon } from '@/components/ui/icons'
import type { LocaleCode } from '@/i18n/config'
import type { GridMember, TeamBioStrings } from './types'
import { englishFallback } from '../sections/english-fallback'

type BioText = 'bio' | 'education' | 'experience' | 'achievements'
/** As `/api/team-bios/{name}` sends it; `untranslated`: the texts shown in English. */
type Bio = Record<BioText, string> & { contactEmail: string; linkedinUrl: string; untranslated?: BioText[] }

const profileFields = ['bio', 'education', 'experience', 'achievements', 'contactEmail', 'linkedinUrl'] as const

type Props = {
  member: GridMember
  locale: LocaleCode
  strings: TeamBioStrings
  onClose: () => void
  opener: React.RefObject<HTMLElement | null>
}

function Profile({ member, locale, strings }: Omit<Props, 'onClose' | 'opener'>) {
  // Fetched once the dialog opens, then kept for the visit (never stale, no retries).
  const { data, isPending, isError } = useQuery({
    queryKey: ['team-bio', member.memberType, member.name, locale],
    queryFn: () =>
      getJson<Bio>(
        `/api/team-bios/${encodeURIComponent(member.name)}?memberType=${member.memberType}&locale=${locale}`,
      ),
  })
  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-3 py-8">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-brand-700/30 border-t-brand-700"
        />
        {strings.loading}
      </p>
    )
  }
  if (isError)
    return (
      <p role="alert" className="py-6">
        {strings.error}
      </p>
    )
  // A bio whose texts and contact fields are all empty is no profile yet.
  if (!data || !profileFields.some((field) => data[field]?.trim())) {
    return (
      <div className="py-6">
        <h3 className="text-lg font-semibold">{strings.comingSoonTitle}</h3>
        <p className="mt-2 text-[var(--muted)]">{strings.comingSoonText}</p>
      </div>
    )
  }
  const sections = (
    [
      [strings.biography, 'bio'],
      [strings.education, 'education'],
      [strings.experience, 'experience'],
      [strings.achievements, 'achievements'],
    ] as const
  ).filter(([, field]) => data[field].trim())
  const button =
    'inline-flex items-center gap-2 rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-brand-800'
  return (
    <div className="space-y-6">
      {sections.map(([title, field]) => (
        <section key={title}>
          <h3 className="text-lg font-semibold">{title}</h3>
          <p
            className="mt-2 whitespace-pre-line leading-relaxed"
            {...englishFallback(data.untranslated?.includes(field))}
          >
            {data[field]}
          </p>
        </section>
      ))}
      {(data.contactEmail || data.linkedinUrl) && (
        <section>
          <h3 className="text-lg font-semibold">{strings.contact}</h3>
          <div className="mt-3 flex flex-wrap gap-3">
            {data.contactEmail && (
              <a href={`mailto:${data.contactEmail}`} className={button}>
                {strings.email}
              </a>
            )}
            {data.linkedinUrl && /^https?:\/\//i.test(data.linkedinUrl) && (
              <a href={data.linkedinUrl} target="_blank" rel="noopener noreferrer" className={button}>
                {strings.linkedin}
              </a>
            )}
          </div>
        </section>
      )}
    </div>
  )
}

/** The member's profile in a dialog titled with their name, at most 80% of the viewport high. */
export default function TeamBioDialog({ member, locale, strings, onClose, opener }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <Dialog.Root defaultOpen onOpenChange={(open) => !open && onClose()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
          <Dialog.Content
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              opener.current?.focus()
            }}
            className="fixed start-1/2 top-1/2 z-50 flex max-h-[80vh] w-[calc(100%-2rem)] max-w-2xl -translate-y-1/2 flex-col rounded-lg bg-[var(--background)] text-[var(--foreground)] shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2"
          >
            <div className="flex items-start justify-between gap-4 border-b border-black/10 p-6 dark:border-white/15">
              <div>
                <Dialog.Title className="text-2xl font-bold">{member.name}</Dialog.Title>
                {member.title && <p className="mt-1 text-[var(--muted)]">{member.title}</p>}
              </div>
              <Dialog.Close
                aria-label={strings.close}
                className="rounded-md p-1.5 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand-700 dark:hover:bg-white/10"
              >
                <CloseIcon className="size-5" />
              </Dialog.Close>
            </div>
            <div className="overflow-y-auto p-6">
              <Profile member={member} locale={locale} strings={strings} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </QueryClientProvider>
  )
}
