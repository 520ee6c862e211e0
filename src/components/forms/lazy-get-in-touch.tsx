'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { GetInTouchStrings } from './get-in-touch-forms'

// The forms' code (react-hook-form, zod) is fetched when they are on the screen, when the reader
// starts scrolling (the page's end is where they stand) or when a keyboard user starts tabbing:
// a first view that is only read does not pay for it (on a slow phone, about 300 ms of script).
const GetInTouchForms = lazy(() => import('./get-in-touch-forms'))

export function LazyGetInTouch({ strings }: { strings: GetInTouchStrings }) {
  const [load, setLoad] = useState(false)
  const placeholder = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (load) return
    const start = () => setLoad(true)
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start())
    if (placeholder.current) observer.observe(placeholder.current)
    const onKey = (event: KeyboardEvent) => event.key === 'Tab' && start()
    document.addEventListener('keydown', onKey)
    window.addEventListener('scroll', start, { passive: true })
    return () => {
      observer.disconnect()
      document.removeEventListener('keydown', onKey)
      window.removeEventListener('scroll', start)
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
