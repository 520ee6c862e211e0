'use client'

import { lazy, Suspense } from 'react'
import { useInBrowser } from '@/components/ui/use-in-browser'
import type { SoftwareRequestStrings } from './software-request-form'

// The form's code (react-hook-form, zod) loads with the Software Development section only.
const SoftwareRequestForm = lazy(() => import('./software-request-form'))

export function LazySoftwareRequest(props: {
  strings: SoftwareRequestStrings
  errors: Record<string, string>
  requiredLabel: string
}) {
  // Rendered in the browser only: a form in the server's HTML could be sent natively (its
  // values in the URL) by a visitor who presses the button before the page's script runs.
  const inBrowser = useInBrowser()
  const reserved = <div className="mt-10 min-h-[44rem]" />
  if (!inBrowser) return reserved
  return (
    <Suspense fallback={reserved}>
      <SoftwareRequestForm {...props} />
    </Suspense>
  )
}
