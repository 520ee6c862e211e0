import 'server-only'
import type { LocaleCode } from '@/i18n/config'
import { messages } from '@/i18n/messages'
import { backupNotice, readBackupStatus, siteTimeZone } from '@/core/backup-status'
import { fillTemplate } from '@/i18n/fill'
import { formatBytes } from '@/i18n/format'

/** A date and time in the panel's language, in the site's time zone (the one backups are scheduled in). */
function formatTime(at: Date, locale: LocaleCode): string {
  const options = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: siteTimeZone(), timeZoneName: 'short' }).format(at)
  } catch {
    // A SITE_TIME_ZONE that Intl does not know: the server's own.
    return new Intl.DateTimeFormat(locale, options).format(at)
  }
}

const warning = {
  borderInlineStart: '4px solid var(--theme-warning-500)',
  background: 'var(--theme-warning-100)',
  padding: 'calc(var(--base) / 2) var(--base)',
  margin: 0,
}

/**
 * The dashboard's line about backups (docs/decisions/013-backups.md): when the last one was
 * made and its size, or a warning when the last attempt failed or the last good one is more
 * than two days old. Read on the server from BACKUP_DIR/status.json on every visit.
 */
export function BackupNotice({ locale, now = new Date() }: { locale: LocaleCode; now?: Date }) {
  const t = messages[locale].operations.backups
  const notice = backupNotice(readBackupStatus(), now)
  const described = (at: Date, bytes: number) => ({ time: formatTime(at, locale), size: formatBytes(bytes, locale) })
  const body =
    notice.kind === 'none' ? (
      <p style={{ margin: 0 }}>{t.none}</p>
    ) : notice.kind === 'ok' ? (
      <p style={{ margin: 0 }}>{fillTemplate(t.last, described(notice.at, notice.bytes))}</p>
    ) : notice.kind === 'stale' ? (
      <p role="alert" style={warning}>
        {fillTemplate(t.stale, described(notice.at, notice.bytes))}
      </p>
    ) : (
      <div role="alert" style={warning}>
        <p style={{ margin: 0 }}>
          {fillTemplate(t.failed, { time: formatTime(notice.at, locale), error: notice.error })}
        </p>
        <p style={{ margin: 0 }}>
          {notice.last ? fillTemplate(t.lastGood, described(notice.last.at, notice.last.bytes)) : t.noneGood}
        </p>
      </div>
    )
  return (
    <section aria-label={t.label} data-testid="backup-notice" style={{ marginBlockEnd: 'var(--base)' }}>
      {body}
    </section>
  )
}
