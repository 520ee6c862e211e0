'use client'

import { toast } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** A screen whose data could not be loaded says so once, in a toast. */
export function useLoadFailure(failed: boolean, message: string) {
  const shown = useRef(false)
  useEffect(() => {
    if (failed && !shown.current) {
      shown.current = true
      toast.error(message)
    }
  }, [failed, message])
}
