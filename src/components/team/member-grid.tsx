'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { LocaleCode } from '@/i18n/config'
import type { GridMember, TeamBioStrings } from './types'
import { englishFallback } from '../sections/english-fallback'

// The dialog's code (Radix Dialog, TanStack Query) is fetched when a visitor opens a profile.
const TeamBioDialog = lazy(() => import('./team-bio-dialog'))

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part))
    .slice(0, 2)
    .map((part) => part[0])
    .join('')

/** Board or team cards (1, 2 or 3 columns); a card opens the member's profile. */
export function MemberGrid({
  members,
  locale,
  strings,
}: {
  members: GridMember[]
  locale: LocaleCode
  strings: TeamBioStrings
}) {
  const [selected, setSelected] = useState<GridMember | null>(null)
  // Focus goes back to the card that opened the dialog.
  const opener = useRef<HTMLButtonElement | null>(null)
  // A link to a profile (`#member-12`, from a publication's authors) opens it.
  useEffect(() => {
    const open = () => {
      const linked = members.find((member) => window.location.hash === `#member-${member.id}`)
      if (!linked) return
      opener.current = document.querySelector<HTMLButtonElement>(`#member-${linked.id} button`)
      setSelected(linked)
    }
    open()
    window.addEventListener('hashchange', open)
    return () => window.removeEventListener('hashchange', open)
  }, [members])
  return (
    <>
      <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((member) => (
          <li key={member.id} id={`member-${member.id}`}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={(event) => {
                opener.current = event.currentTarget
                setSelected(member)
              }}
              className="flex h-full w-full items-center gap-4 rounded-lg border border-black/10 p-4 text-start hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-white/15 dark:hover:bg-brand-800/40"
            >
              {member.photo ? (
                // eslint-disable-next-line @next/next/no-img-element -- WebP variants made at upload, chosen by srcset
                <img
                  src={member.photo.src}
                  srcSet={member.photo.srcSet}
                  sizes="96px"
                  width={96}
                  height={96}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-24 shrink-0 rounded-full object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-24 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
                >
                  {initials(member.name)}
                </span>
              )}
              <span>
                <span className="block text-lg font-semibold">{member.name}</span>
                <span className="mt-1 block text-[var(--muted)]" {...englishFallback(member.titleInEnglish)}>
                  {member.title}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {selected && (
        <Suspense fallback={null}>
          <TeamBioDialog
            key={selected.id}
            member={selected}
            locale={locale}
            strings={strings}
            onClose={() => {
              // Closed, a profile opened from a link stays closed on a reload.
              if (window.location.hash.startsWith('#member-'))
                history.replaceState(history.state, '', window.location.pathname + window.location.search)
              setSelected(null)
            }}
            opener={opener}
          />
        </Suspense>
      )}
    </>
  )
}
