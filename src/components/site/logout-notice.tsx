'use client'

import { useEffect } from 'react'
import { toast } from '@/components/ui/use-toast'

// Set by the back office's Logout just before it leaves for the home page (Logout goes home, where a "Logged Out" notice shows).
const noticeKey = 'site-notice'

/** Leaves word for the home page that the administrator has just logged out. */
export function announceLogout() {
  try {
    sessionStorage.setItem(noticeKey, 'logged-out')
  } catch {
    // Storage can be unavailable (private mode): the home page then opens without the notice.
  }
}

/** Shows the "Logged Out" notice once, on the first public page after a Logout. */
export function LogoutNotice({ text }: { text: string }) {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(noticeKey) !== 'logged-out') return
      sessionStorage.removeItem(noticeKey)
    } catch {
      return
    }
    toast({ title: text })
  }, [text])
  return null
}
