'use client'

import { lazy, Suspense } from 'react'
import type { ToasterProps } from './toast-types'
import { useToasts } from './use-toast'

// Radix's toast code is fetched when the first toast is shown, not with every page.
const ToastRegion = lazy(() => import('./toast-region'))

/** The toasts of the page; mounted once in the layout. */
export function Toaster(props: ToasterProps) {
  const toasts = useToasts()
  // A dismissed toast stays in the list until its closing has played out.
  if (toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <ToastRegion {...props} />
    </Suspense>
  )
}
