'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { Button } from '@payloadcms/ui'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import type { EditionProgress, EditionStatus } from '@/schemas/newsletter-edition'
import { useAdminT } from '../ui/admin-i18n'

/** An edition's status as a badge: drafts and scheduled ones stand out. */
export function StatusBadge({ status }: { status: EditionStatus }) {
  const { t } = useAdminT()
  return (
    <span className={`bo-badge${status === 'draft' || status === 'scheduled' ? ' bo-badge--draft' : ''}`}>
      {t(`newsletters.${status}`)}
    </span>
  )
}

/** "Recipients: 12 · Sent: 11 · Failed: 1": a sending's figures on one line. */
export const totalsLine = (t: TFunction<'admin'>, totals: EditionProgress) =>
  [
    `${t('newsletters.recipients')}: ${totals.recipients}`,
    `${t('newsletters.delivered')}: ${totals.sent}`,
    `${t('newsletters.failed')}: ${totals.failed}`,
  ].join(' · ')

/** A date and time in the panel's language, on the organisation's clock. */
export function useWhen(timeZone: string) {
  const { i18n } = useAdminT()
  return (at: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(at))
}

/**
 * A question before something that cannot be undone (sending, cancelling): Radix's dialog keeps
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
        <Dialog.Overlay className="nl-dialog__overlay" />
        <Dialog.Content className="nl-dialog" dir={i18n.dir(i18n.language)} aria-describedby={undefined}>
          <Dialog.Title className="nl-dialog__title">{title}</Dialog.Title>
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
