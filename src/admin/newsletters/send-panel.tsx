'use client'

import { Button, toast } from '@payloadcms/ui'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { locales, type LocaleCode } from '@/i18n/config'
import type { EditionAudienceCounts, PublicEdition } from '@/schemas/newsletter-edition'
import { fromWallTime } from '@/schemas/wall-time'
import { adminApi, AdminApiError, failureToast } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { AdminField } from '../ui/field'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { useWhen } from './edition-parts'

const nameOf = (code: LocaleCode) => locales.find((l) => l.code === code)!.name

/**
 * What can be done with a saved edition: a test to the administrator's own address; send now or
 * at a time on the organisation's clock, after a confirmation with the recipients per language;
 * while sending, its progress and Cancel; once done, its totals.
 */
export function SendPanel({
  edition,
  timeZone,
  unsaved,
  onChanged,
}: {
  edition: PublicEdition
  timeZone: string
  unsaved: boolean
  onChanged: (edition: PublicEdition) => void
}) {
  const { t } = useAdminT()
  const ids = useId()
  const when = useWhen(timeZone)
  const [confirming, setConfirming] = useState<'cancel' | null>(null)
  const [busy, setBusy] = useState(false)

  const cancel = async () => {
    setBusy(true)
    try {
      const answer = await adminApi<PublicEdition>(`/api/newsletters/${edition.id}/cancel?locale=en`, {
        method: 'POST',
      })
      toast.success(t(answer.status === 'draft' ? 'newsletters.scheduleCancelled' : 'newsletters.sendingCancelled'))
      setConfirming(null)
      onChanged(answer)
    } catch (error) {
      toast.error(...failureToast(error, t('newsletters.cancelFailed')))
    } finally {
      setBusy(false)
    }
  }

  const cancelDialog = (
    <ConfirmDialog
      open={confirming === 'cancel'}
      onOpenChange={(open) => setConfirming(open ? 'cancel' : null)}
      title={t(edition.status === 'sending' ? 'newsletters.confirmCancelSending' : 'newsletters.confirmCancelSchedule')}
      confirm={t(edition.status === 'sending' ? 'newsletters.cancelSending' : 'newsletters.cancelSchedule')}
      dismiss={t('newsletters.keep')}
      danger
      busy={busy}
      onConfirm={cancel}
    />
  )

  return (
    <section className="bo-fieldset" aria-labelledby={`${ids}-send`}>
      <h3 id={`${ids}-send`} className="nl-subtitle">
        {t('newsletters.sendTitle')}
      </h3>
      {edition.status === 'sending' && (
        <>
          <Progress edition={edition} />
          <div className="bo-actions">
            <Button buttonStyle="error" margin={false} onClick={() => setConfirming('cancel')}>
              {t('newsletters.cancelSending')}
            </Button>
          </div>
          {cancelDialog}
        </>
      )}
      {(edition.status === 'sent' || edition.status === 'cancelled') && <Totals edition={edition} when={when} />}
      {(edition.status === 'draft' || edition.status === 'scheduled') && (
        <>
          {edition.status === 'scheduled' && edition.scheduledFor && (
            <div className="bo-draft-notice">
              <p role="status">{t('newsletters.scheduledInfo', { at: when(edition.scheduledFor) })}</p>
              <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setConfirming('cancel')}>
                {t('newsletters.cancelSchedule')}
              </Button>
              {cancelDialog}
            </div>
          )}
          {unsaved && <p className="bo-field__error">{t('newsletters.saveFirst')}</p>}
          <TestSend edition={edition} disabled={unsaved} />
          <SendControls edition={edition} timeZone={timeZone} disabled={unsaved} onChanged={onChanged} />
        </>
      )}
    </section>
  )
}

/** "Send test": the edition in one language to the signed-in administrator's own address. */
function TestSend({ edition, disabled }: { edition: PublicEdition; disabled: boolean }) {
  const { t } = useAdminT()
  const [locale, setLocale] = useState<LocaleCode>('en')
  const [busy, setBusy] = useState(false)
  const send = async () => {
    setBusy(true)
    try {
      const { to } = await adminApi<{ to: string }>(`/api/newsletters/${edition.id}/test`, {
        method: 'POST',
        body: { locale },
      })
      toast.success(t('newsletters.testSent', { to }))
    } catch (error) {
      if (error instanceof AdminApiError && error.code === 'unprocessable') toast.error(t('newsletters.noEmail'))
      else toast.error(...failureToast(error, t('newsletters.testFailed')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="bo-row nl-inline">
      <AdminField label={t('newsletters.testLanguage')} hint={t('newsletters.testHint')}>
        {(c) => (
          <select {...c} value={locale} onChange={(e) => setLocale(e.target.value as LocaleCode)}>
            {locales.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <Button buttonStyle="secondary" margin={false} disabled={busy || disabled} onClick={send}>
        {t('newsletters.sendTest')}
      </Button>
    </div>
  )
}

/** Send now, or schedule at a date and time on the organisation's clock, each after a confirmation. */
function SendControls({
  edition,
  timeZone,
  disabled,
  onChanged,
}: {
  edition: PublicEdition
  timeZone: string
  disabled: boolean
  onChanged: (edition: PublicEdition) => void
}) {
  const { t, answered } = useAdminT()
  const when = useWhen(timeZone)
  const [at, setAt] = useState('')
  const [atError, setAtError] = useState<string | undefined>()
  // What is being confirmed: now, or the instant typed.
  const [confirming, setConfirming] = useState<{ at: Date | null } | null>(null)
  const [busy, setBusy] = useState(false)

  const schedule = () => {
    const instant = fromWallTime(at, timeZone)
    if (!instant) return setAtError(t('validation.scheduleTime'))
    if (instant.getTime() <= Date.now()) return setAtError(t('validation.scheduleInPast'))
    setAtError(undefined)
    setConfirming({ at: instant })
  }

  const send = async () => {
    if (!confirming) return
    setBusy(true)
    try {
      const answer = await adminApi<PublicEdition>(`/api/newsletters/${edition.id}/send?locale=en`, {
        method: 'POST',
        body: confirming.at ? { at: confirming.at.toISOString() } : {},
      })
      toast.success(
        answer.status === 'scheduled' && answer.scheduledFor
          ? t('newsletters.scheduledToast', { at: when(answer.scheduledFor) })
          : t('newsletters.sendingStarted'),
      )
      setConfirming(null)
      setAt('')
      onChanged(answer)
    } catch (error) {
      if (error instanceof AdminApiError && error.errors.at) setAtError(answered(error.errors.at))
      const reason = error instanceof AdminApiError ? Object.values(error.errors)[0] : undefined
      toast.error(t('newsletters.sendFailed'), reason ? { description: answered(reason) } : {})
      setConfirming(null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <div className="bo-row nl-inline">
        <AdminField label={t('newsletters.sendAt', { timeZone })} error={atError}>
          {(c) => (
            <input
              {...c}
              type="datetime-local"
              dir="ltr"
              value={at}
              onChange={(e) => {
                setAt(e.target.value)
                setAtError(undefined)
              }}
            />
          )}
        </AdminField>
        <Button buttonStyle="secondary" margin={false} disabled={disabled} onClick={schedule}>
          {t('newsletters.schedule')}
        </Button>
      </div>
      <div className="bo-actions">
        <Button margin={false} disabled={disabled} onClick={() => setConfirming({ at: null })}>
          {t('newsletters.sendNow')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={
          confirming?.at
            ? t('newsletters.confirmSchedule', { at: when(confirming.at.toISOString()) })
            : t('newsletters.confirmSend')
        }
        confirm={confirming?.at ? t('newsletters.schedule') : t('newsletters.sendNow')}
        dismiss={t('common.cancel')}
        busy={busy}
        onConfirm={send}
      >
        {confirming && <Recipients id={edition.id} updatedAt={edition.updatedAt} />}
      </ConfirmDialog>
    </>
  )
}

/** Who would get the edition now, per language, and how many of them get English instead of theirs. */
function Recipients({ id, updatedAt }: { id: number; updatedAt: string }) {
  const { t } = useAdminT()
  const audience = useQuery({
    queryKey: ['newsletter-audience', id, updatedAt],
    queryFn: () => adminApi<EditionAudienceCounts>(`/api/newsletters/${id}/audience`),
    staleTime: 0,
  })
  if (audience.isError)
    return (
      <p role="alert" className="bo-field__error">
        {t('newsletters.audienceFailed')}
      </p>
    )
  if (!audience.data)
    return (
      <p className="bo-muted" role="status">
        {t('newsletters.loading')}
      </p>
    )
  const { total, inEnglish, languages } = audience.data
  return (
    <>
      <p>{t('newsletters.recipientsTotal', { total })}</p>
      {inEnglish > 0 && <p>{t('newsletters.recipientsInEnglish', { number: inEnglish })}</p>}
      <table className="bo-table">
        <caption className="bo-sr-only">{t('newsletters.recipientsTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('newsletters.language')}</th>
            <th scope="col">{t('newsletters.subscribers')}</th>
            <th scope="col">{t('newsletters.sentIn')}</th>
          </tr>
        </thead>
        <tbody>
          {languages.map((row) => (
            <tr key={row.locale}>
              <th scope="row" lang={row.locale}>
                {nameOf(row.locale)}
              </th>
              <td>{row.subscribers}</td>
              <td>
                <span lang={row.sentIn}>{nameOf(row.sentIn)}</span>
                {row.sentIn !== row.locale && row.subscribers > 0 && (
                  <strong> {t('newsletters.insteadOfTheirs')}</strong>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

/** A sending's progress, announced politely as it changes (polled every two seconds). */
function Progress({ edition }: { edition: PublicEdition }) {
  const { t } = useAdminT()
  const ids = useId()
  const totals = edition.totals
  if (!totals) return null
  const done = totals.sent + totals.failed + totals.skipped
  return (
    <div className="bo-field">
      <span id={`${ids}-progress`} className="bo-field__label">
        {t('newsletters.progressLabel')}
      </span>
      <progress aria-labelledby={`${ids}-progress`} value={done} max={Math.max(totals.recipients, 1)} />
      <p aria-live="polite" aria-atomic="true">
        {[
          `${t('newsletters.delivered')}: ${totals.sent}`,
          `${t('newsletters.failed')}: ${totals.failed}`,
          `${t('newsletters.left')}: ${totals.left}`,
          `${t('newsletters.recipients')}: ${totals.recipients}`,
        ].join(' · ')}
      </p>
    </div>
  )
}

/** The figures of a sending that ended, kept with the edition. */
function Totals({ edition, when }: { edition: PublicEdition; when: (at: string) => string }) {
  const { t } = useAdminT()
  const totals = edition.totals
  const rows: [string, string | number][] = [
    ...(edition.sentAt ? ([[t('newsletters.startedAt'), when(edition.sentAt)]] as [string, string][]) : []),
    ...(totals
      ? ([
          [t('newsletters.recipients'), totals.recipients],
          [t('newsletters.delivered'), totals.sent],
          [t('newsletters.failed'), totals.failed],
          [t('newsletters.skipped'), totals.skipped],
          [t('newsletters.inEnglish'), totals.inEnglish],
        ] as [string, number][])
      : []),
  ]
  return (
    <div aria-live="polite">
      <p className="bo-field__label">{t('newsletters.totals')}</p>
      <dl className="nl-totals">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
