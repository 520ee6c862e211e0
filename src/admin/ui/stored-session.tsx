'use client'

import { useAuth } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

/**
 * Wherever Payload's panel knows nobody is signed in (its own Log out, the inactivity logout, an
 * ended session), the login's stored adminToken and adminUser (SPEC.md section 3) go too, as they
 * do with the dashboard's Logout.
 */
export function StoredSession({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  useEffect(() => {
    if (user) return
    localStorage.removeItem('adminToken')
    localStorage.removeItem('adminUser')
  }, [user])
  return children
}
