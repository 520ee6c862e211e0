'use client'

import type { ReactNode } from 'react'

/**
 * A button that shows or hides a form, styled as Payload's buttons. (Payload's `Button` does not
 * pass `aria-expanded` on, which screen-reader users need to know the form's state.)
 */
export function DisclosureButton({
  open,
  controls,
  onToggle,
  children,
}: {
  open: boolean
  controls: string
  onToggle: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={`btn btn--size-medium btn--style-${open ? 'secondary' : 'primary'} btn--withoutPopup`}
      style={{ margin: 0 }}
    >
      {children}
    </button>
  )
}
