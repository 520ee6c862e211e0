'use client'

import { useEffect, useRef } from 'react'

/**
 * A step's heading, which takes the focus when the step appears: a screen reader says where the
 * login has got to, and the keyboard goes on from there (WCAG 2.4.3).
 */
export function StepHeading({ id, children }: { id: string; children: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="text-2xl font-bold outline-none">
      {children}
    </h2>
  )
}

export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-70 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-brand-800/40'

export const linkButton =
  'justify-self-start font-semibold text-brand-700 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:text-brand-100'

export const alertText = 'font-medium text-red-700 dark:text-red-400'
