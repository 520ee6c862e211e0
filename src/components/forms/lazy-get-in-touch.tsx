'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { GetInTouchStrings } from './get-in-touch-forms'

// The forms' code (react-hook-form, zod) is fetched when they come near the screen, or when a
// keyboard user starts tabbing, so that the first visit to a page does not pay for it.
const GetInTouchForms = lazy(() => import('./get-in-touch-forms'))

export function LazyGetInTouch({ strings }: { strings: GetInTouchStrings }) {
  const [load, setLoad] = useState(false)
  const placeholder = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (load) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setLoad(true), {
      rootMargin: '600px 0px',
    })
    if (placeholder.current) observer.observe(placeholder.current)
    const onKey = (event: KeyboardEvent) => event.key === 'Tab' && setLoad(true)
    document.addEventListener('keydown', onKey)
    return () => {
      observer.disconnect()
      document.removeEventListener('keydown', onKey)
    }
  }, [load])
  const reserved = <div ref={placeholder} className="min-h-[40rem] lg:min-h-[34rem]" />
  if (!load) return reserved
  return (
    <Suspense fallback={reserved}>
      <GetInTouchForms strings={strings} />
    </Suspense>
  )
}
