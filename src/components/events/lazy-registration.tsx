'use client'

import { lazy, Suspense } from 'react'
import { useInBrowser } from '@/components/ui/use-in-browser'
import type { RegistrationStrings } from './registration-form'

// The form's code (react-hook-form, zod) loads with an event that takes registrations only.
const RegistrationForm = lazy(() => import('./registration-form'))

export function LazyRegistration(props: {
  eventId: number
  locale: string
  strings: RegistrationStrings
  errors: Record<string, string>
  requiredLabel: string
}) {
  // Rendered in the browser only: a form in the server's HTML could be sent natively (its
  // values in the URL) by a visitor who presses the button before the page's script runs.
  const inBrowser = useInBrowser()
  const reserved = <div className="min-h-[26rem]" />
  if (!inBrowser) return reserved
  return (
    <Suspense fallback={reserved}>
      <RegistrationForm {...props} />
    </Suspense>
  )
}
