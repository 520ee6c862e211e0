'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { adminApi, failureToast } from '../ui/admin-api'

export type RetryStrings = { retry: string; retrying: string; retried: string; retryFailed: string }

/** "Retry" on a failed message: queued again through the contract, then the screen reloads its list. */
export function RetryButton({ id, strings, label }: { id: number; strings: RetryStrings; label: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="btn btn--style-secondary btn--size-small"
      aria-label={label}
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        try {
          await adminApi(`/api/mail-outbox/${id}/retry`, { method: 'POST' })
          toast.success(strings.retried)
          router.refresh()
        } catch (error) {
          toast.error(...failureToast(error, strings.retryFailed))
        } finally {
          setBusy(false)
        }
      }}
    >
      {busy ? strings.retrying : strings.retry}
    </button>
  )
}
