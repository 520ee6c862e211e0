'use client'

import * as ToastPrimitive from '@radix-ui/react-toast'
import { CloseIcon } from './icons'
import type { ToasterProps } from './toast-types'
import { dismissToast, useToasts } from './use-toast'

/** 5000 ms on screen, swipe 50 px to dismiss, F8 moves focus to the toasts. */
const toastDurationMs = 5000
const toastSwipeThreshold = 50

const variants = {
  default: 'border-black/10 bg-[var(--background)] text-[var(--foreground)] dark:border-white/15',
  destructive: 'border-red-800 bg-red-700 text-white',
}

/**
 * Where toasts appear, in Radix's accessible region: the newest nearest the screen's corner
 * (bottom end on wide screens, top on phones). Radix appends each new toast to the region.
 */
export default function ToastRegion({ strings, swipeDirection = 'right' }: ToasterProps) {
  const toasts = useToasts()
  return (
    <ToastPrimitive.Provider
      duration={toastDurationMs}
      swipeThreshold={toastSwipeThreshold}
      swipeDirection={swipeDirection}
      label={strings.label}
    >
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => !isOpen && dismissToast(id)}
          data-variant={variant}
          className={`pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-md border p-4 pe-10 shadow-lg transition-opacity data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${variants[variant]}`}
        >
          <div className="grid gap-1">
            {title && <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>}
            {description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={strings.close}
            className="absolute end-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <CloseIcon />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={strings.region}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:bottom-0 sm:end-0 sm:top-auto sm:flex-col md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  )
}
