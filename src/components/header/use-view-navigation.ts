'use client'

import { useSelectedLayoutSegments } from 'next/navigation'
import { useCallback, useEffect } from 'react'

/** The content is scrolled to 100 ms after a choice, 120 px below the top. */
const scrollDelayMs = 100
const scrollOffsetPx = 120

export type ViewTarget = { tab: string; section?: string }

/** The public URL of a tab and section: navigation state lives in the query. */
export const viewHref = ({ tab, section }: ViewTarget) =>
  section ? `/?tab=${tab}&section=${encodeURIComponent(section)}` : `/?tab=${tab}`

// Survives the re-render that a navigation causes; read once the new view is on screen.
let pendingScroll: 'content' | 'top' | null = null

function scrollToView(target: 'content' | 'top') {
  const main = document.getElementById('main')
  const top = target === 'content' && main ? main.getBoundingClientRect().top + window.scrollY - scrollOffsetPx : 0
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' })
  // Keyboard and screen-reader users continue from the content they asked for.
  main?.focus({ preventScroll: true })
}

/**
 * The view on screen (from the route the proxy rewrote `/?tab=&section=` to) and `choose`,
 * which a link calls when a visitor picks a view: once that view has rendered, and after
 * 100 ms, the page scrolls smoothly to the content (a section) or to the top (a tab).
 */
export function useViewNavigation() {
  const segments = useSelectedLayoutSegments().flatMap((segment) => segment.split('/'))
  const current: ViewTarget = { tab: segments[0] ?? 'about', section: segments[1] }
  const key = `${current.tab}/${current.section ?? ''}`

  useEffect(() => {
    if (!pendingScroll) return
    const target = pendingScroll
    pendingScroll = null
    const timer = window.setTimeout(() => scrollToView(target), scrollDelayMs)
    return () => window.clearTimeout(timer)
  }, [key])

  const choose = useCallback(
    (view: ViewTarget) => {
      const target = view.section ? 'content' : 'top'
      if (view.tab === current.tab && view.section === current.section)
        window.setTimeout(() => scrollToView(target), scrollDelayMs)
      else pendingScroll = target
    },
    [current.tab, current.section],
  )

  return { current, choose }
}
