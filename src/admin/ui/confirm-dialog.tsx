'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { Button } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import { useAdminT } from './admin-i18n'

/**
 * A question before something that cannot be undone (sending a newsletter, ending a session): Radix's dialog keeps
 * the focus inside, Escape and the dismiss button close it, and the focus goes back to the opener.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirm,
  dismiss,
  busy,
  danger,
  onConfirm,
  onOpenChange,
}: {
  open: boolean
  title: string
  children?: ReactNode
  confirm: string
  dismiss: string
  busy?: boolean
  danger?: boolean
  onConfirm: () => void
  onOpenChange: (open: boolean) => void
}) {
  const { i18n } = useAdminT()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="bo-dialog__overlay" />
        <Dialog.Content className="bo-dialog" dir={i18n.dir(i18n.language)} aria-describedby={undefined}>
          <Dialog.Title className="bo-dialog__title">{title}</Dialog.Title>
          {children}
          <div className="bo-actions">
            <Button buttonStyle={danger ? 'error' : 'primary'} margin={false} disabled={busy} onClick={onConfirm}>
              {confirm}
            </Button>
            <Dialog.Close asChild>
              <button type="button" className="btn btn--size-medium btn--style-secondary btn--withoutPopup">
                {dismiss}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
