'use client'

import { lazy, Suspense } from 'react'
import type { SoftwareRequestStrings } from './software-request-form'

// The form's code (react-hook-form, zod) loads with the Software Development section only.
const SoftwareRequestForm = lazy(() => import('./software-request-form'))

export function LazySoftwareRequest(props: { strings: SoftwareRequestStrings; errors: Record<string, string>; requiredLabel: string }) {
  return (
    <Suspense fallback={<div className="mt-10 min-h-[44rem]" />}>
      <SoftwareRequestForm {...props} />
    </Suspense>
  )
}
