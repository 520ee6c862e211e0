import Link from 'next/link'
import type { LocaleCode } from '@/i18n/config'
import { messages } from '@/i18n/messages'
import { mailIsConfigured } from '@/core/mail/config'

/** Said on the dashboard and the outbox while SMTP_URL is unset: nothing is being sent. */
export function MailNotConfigured({ locale }: { locale: LocaleCode }) {
  if (mailIsConfigured()) return null
  const strings = messages[locale].mail.outbox
  return (
    <p
      role="status"
      className="bo-notice"
      style={{
        padding: '0.75rem 1rem',
        borderRadius: 6,
        border: '1px solid var(--theme-warning-500)',
        background: 'var(--theme-warning-100)',
        margin: 0,
      }}
    >
      {strings.notConfigured} <Link href="/admin/outbox">{strings.open}</Link>
    </p>
  )
}
