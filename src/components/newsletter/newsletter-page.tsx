import Link from 'next/link'
import type React from 'react'

/** The frame of the newsletter's pages (confirm, unsubscribe): a heading, a text, what to do next. */
export function NewsletterPage({
  heading,
  text,
  children,
  homeLabel,
  homeHref,
}: {
  heading: string
  text: string
  children?: React.ReactNode
  homeLabel: string
  homeHref: string
}) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-xl px-4 py-16 outline-none">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-[var(--muted)]">{text}</p>
      {children}
      <p className="mt-8">
        <Link
          href={homeHref}
          className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-50"
        >
          {homeLabel}
        </Link>
      </p>
    </main>
  )
}
