'use client'

import type React from 'react'
import { useEffect, useId, useRef } from 'react'

/**
 * A button that shows and hides a list of links or buttons: the WAI-ARIA disclosure pattern
 * for site navigation (docs/decisions/007). Arrow keys, Home and End move between the items,
 * Escape closes and returns focus to the button, and a press or focus outside closes it.
 * Typing letters moves to the next item that starts with them (type-ahead; the typed letters
 * are forgotten after 1 s). Items are the elements marked `data-menu-item`.
 */
type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button's content, and its accessible name when the content is an icon. */
  trigger: React.ReactNode
  triggerLabel?: string
  triggerClassName?: string
  triggerProps?: React.ButtonHTMLAttributes<HTMLButtonElement> & Record<`data-${string}`, unknown>
  /** The side the panel lines up with; logical, so it mirrors in right-to-left pages. */
  align?: 'start' | 'end'
  panelLabel?: string
  children: React.ReactNode
}

const itemsOf = (panel: HTMLElement | null) =>
  Array.from(panel?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])

/** How long typed letters are kept for type-ahead. */
const typeAheadResetMs = 1000

const labelOf = (item: HTMLElement) => (item.textContent ?? '').trim().toLocaleLowerCase()

/**
 * The item type-ahead moves to: the next one after `from` whose label starts with the typed
 * letters. Repeating one letter ("b", "b") cycles through the items starting with it.
 */
export function typeAheadTarget(labels: string[], from: number, typed: string): number {
  const query = typed.toLocaleLowerCase()
  const sameLetter = [...query].every((c) => c === query[0])
  const wanted = sameLetter ? query[0] : query
  // A longer word keeps matching the current item; a single letter moves on from it.
  const start = query.length > 1 && !sameLetter ? from : from + 1
  for (let i = 0; i < labels.length; i++) {
    const index = (start + i + labels.length) % labels.length
    if (labels[index].startsWith(wanted)) return index
  }
  return -1
}

export function DisclosureMenu({
  open,
  onOpenChange,
  trigger,
  triggerLabel,
  triggerClassName,
  triggerProps,
  align = 'start',
  panelLabel,
  children,
}: Props) {
  const id = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const focusOnOpen = useRef<'first' | 'last' | null>(null)
  const typed = useRef({ text: '', at: 0 })

  useEffect(() => {
    if (!open) return
    const items = itemsOf(panelRef.current)
    if (focusOnOpen.current) (focusOnOpen.current === 'first' ? items[0] : items.at(-1))?.focus()
    focusOnOpen.current = null
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, onOpenChange])

  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = itemsOf(panelRef.current)
    const index = items.indexOf(document.activeElement as HTMLElement)
    const onTrigger = event.target === triggerRef.current
    const move = (to: number) => {
      event.preventDefault()
      items[(to + items.length) % items.length]?.focus()
    }
    switch (event.key) {
      case 'Escape':
        if (!open) return
        event.preventDefault()
        event.stopPropagation()
        onOpenChange(false)
        triggerRef.current?.focus()
        return
      case 'ArrowDown':
      case 'ArrowUp':
        if (onTrigger && !open) {
          event.preventDefault()
          focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last'
          onOpenChange(true)
          return
        }
        if (open) move(event.key === 'ArrowDown' ? index + 1 : index < 0 ? -1 : index - 1)
        return
      case 'Home':
        if (open && index >= 0) move(0)
        return
      case 'End':
        if (open && index >= 0) move(-1)
        return
    }
    if (open && event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = Date.now()
      typed.current = {
        text: (now - typed.current.at > typeAheadResetMs ? '' : typed.current.text) + event.key,
        at: now,
      }
      const target = typeAheadTarget(items.map(labelOf), index, typed.current.text)
      if (target >= 0) move(target)
    }
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget)
          onOpenChange(false)
      }}
    >
      <button
        {...triggerProps}
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={triggerLabel}
        onClick={() => onOpenChange(!open)}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={id}
          role="group"
          aria-label={panelLabel}
          className={`absolute top-full z-50 mt-1.5 max-h-[70vh] min-w-52 overflow-y-auto rounded-md border border-black/10 bg-[var(--background)] p-1 text-[var(--foreground)] shadow-lg dark:border-white/15 ${align === 'end' ? 'end-0' : 'start-0'}`}
        >
          {children}
        </div>
      )}
    </div>
  )
}

/** The look of one item in a menu panel. */
export const menuItemClass =
  'flex w-full items-center gap-2 rounded-sm px-3 py-2 text-start text-sm outline-none hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 dark:hover:bg-brand-800 dark:hover:text-white dark:focus-visible:bg-brand-800 dark:focus-visible:text-white'
