'use client'

import type React from 'react'
import { useSyncExternalStore } from 'react'

/** At most 20 toasts are kept, newest first. */
const toastLimit = 20

type ToastVariant = 'default' | 'destructive'
export type ToastData = {
  id: string
  title?: React.ReactNode
  description?: React.ReactNode
  variant?: ToastVariant
  open: boolean
}
type ToastInput = Omit<ToastData, 'id' | 'open'>

// Time a dismissed toast stays in the list while its closing animation plays.
const removeDelayMs = 1000

let toasts: ToastData[] = []
let counter = 0
const listeners = new Set<() => void>()

function setToasts(next: ToastData[]) {
  toasts = next
  for (const listener of listeners) listener()
}

/** Takes a toast out of the list (after it closed). */
function removeToast(id: string) {
  setToasts(toasts.filter((t) => t.id !== id))
}

/** Closes a toast (all of them without an id); it leaves the list once its animation ends. */
export function dismissToast(id?: string) {
  const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id)).map((t) => t.id)
  setToasts(toasts.map((t) => (closing.includes(t.id) ? { ...t, open: false } : t)))
  for (const closed of closing) window.setTimeout(() => removeToast(closed), removeDelayMs)
}

/** Shows a toast; returns its id with `update` and `dismiss` for it. */
export function toast(input: ToastInput) {
  const id = String(++counter)
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, toastLimit))
  return {
    id,
    update: (next: ToastInput) => setToasts(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
    dismiss: () => dismissToast(id),
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The toasts on screen, newest first. */
export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
}
