import type React from 'react'
import type { Card, TitledText } from '@/content/site-content'
import { ContentIcon } from '@/components/ui/content-icon'

/** Shared building blocks of the static sections (server components, no JavaScript). */

export function Lead({ children }: { children: React.ReactNode }) {
  return <p className="max-w-3xl text-lg text-[var(--muted)]">{children}</p>
}

export function Subheading({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <h3 id={id} className="mt-10 mb-4 text-xl font-semibold">
      {children}
    </h3>
  )
}

/** A whole card that is a link to a section (the programmes' overview, a tab's list of sections). */
export const cardLinkClass =
  'flex h-full items-center gap-3 rounded-lg border border-black/10 p-4 font-medium hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-white/15 dark:hover:bg-brand-800/40'

const cardClass = 'rounded-lg border border-black/10 bg-[var(--background)] p-6 shadow-sm dark:border-white/15'

/** Cards with an icon, a title and a description; 1, 2 or 3 columns by screen width. */
export function CardGrid({
  cards,
  wide = () => false,
}: {
  cards: Card[]
  wide?: (card: Card, index: number) => boolean
}) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li key={card.title} className={`${cardClass} ${wide(card, index) ? 'sm:col-span-2 lg:col-span-3' : ''}`}>
          <span className="inline-flex size-11 items-center justify-center rounded-md bg-brand-50 text-brand-700 dark:bg-brand-800 dark:text-brand-100">
            <ContentIcon name={card.icon} />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
          <p className="mt-2 text-[var(--muted)]">{card.description}</p>
        </li>
      ))}
    </ul>
  )
}

/** Titled paragraphs as plain cards (openings, roles, principles). */
export function TextCards({ items, numbered = false }: { items: TitledText[]; numbered?: boolean }) {
  const List = numbered ? 'ol' : 'ul'
  return (
    <List className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.title} className={cardClass}>
          {numbered && (
            <span
              aria-hidden="true"
              className="mb-3 inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
          )}
          <h4 className="text-lg font-semibold">{item.title}</h4>
          <p className="mt-2 text-[var(--muted)]">{item.description}</p>
        </li>
      ))}
    </List>
  )
}

/** A bulleted list with check marks. */
export function Checklist({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="mt-1 size-4 shrink-0 text-brand-600 dark:text-brand-100"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          >
            <path d="M20 6 9 17l-5-5" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

/** Text with an {{email}} placeholder, the address shown as a mail link. */
export function WithEmail({ text, email, subject }: { text: string; email: string; subject?: string }) {
  const [before, after = ''] = text.split('{{email}}')
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`
  return (
    <p className="mt-2">
      {before}
      <a href={href} className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-100">
        {email}
      </a>
      {after}
    </p>
  )
}

/** A large icon beside a lead paragraph (a programme's summary, a capacity block's description). */
export function IconLead({ icon, children }: { icon: Card['icon']; children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-4">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700 dark:bg-brand-800 dark:text-brand-100">
        <ContentIcon name={icon} className="size-7" />
      </span>
      <p className="max-w-3xl text-lg text-[var(--muted)]">{children}</p>
    </div>
  )
}
