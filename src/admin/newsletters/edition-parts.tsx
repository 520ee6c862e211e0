'use client'

import type { TFunction } from 'i18next'
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
