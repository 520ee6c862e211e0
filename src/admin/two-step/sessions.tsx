'use client'

import { Section } from './section'
import { Button, toast } from '@payloadcms/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { adminApi, failureToast } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { LoadFailure } from '../ui/form-parts'
import { forgetLogin } from '../ui/stored-login'
import { readSessions, sessionsKey, useWhen, type SessionInfo } from './two-step-parts'

const methodLabel = {
  password: 'twoStep.methodPassword',
  totp: 'twoStep.methodTotp',
  recovery: 'twoStep.methodRecovery',
  passkey: 'twoStep.methodPasskey',
} as const

/**
 * Where the account is logged in (newest first): when, which browser, from which network, how.
 * A session ended here is refused from its next request on; ending this one logs out.
 */
export function Sessions() {
  const { t } = useAdminT()
  const when = useWhen()
  const queryClient = useQueryClient()
  const sessions = useQuery({ queryKey: sessionsKey, queryFn: readSessions })
  const [confirming, setConfirming] = useState<'own' | 'all' | null>(null)
  const [busy, setBusy] = useState(false)
  const others = sessions.data?.filter((s) => !s.current).length ?? 0
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsKey })

  const end = async (session: SessionInfo) => {
    setBusy(true)
    try {
      await adminApi(`/api/sessions/${encodeURIComponent(session.id)}`, { method: 'DELETE' })
      if (session.current) {
        // The server has expired the cookie; the stored token is no longer good either.
        forgetLogin()
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign('/admin-login')
        return
      }
      toast.success(t('twoStep.sessionEnded'))
    } catch (error) {
      toast.error(...failureToast(error, t('twoStep.endFailed')))
    } finally {
      setBusy(false)
    }
    await refresh()
  }

  const endAll = async () => {
    setBusy(true)
    try {
      const { ended } = await adminApi<{ ended: number }>('/api/sessions', { method: 'DELETE' })
      setConfirming(null)
      toast.success(t('twoStep.sessionsEnded', { count: ended }))
    } catch (error) {
      toast.error(...failureToast(error, t('twoStep.endFailed')))
    } finally {
      setBusy(false)
    }
    await refresh()
  }

  const own = sessions.data?.find((s) => s.current)
  return (
    <Section title={t('twoStep.sessionsTitle')} intro={t('twoStep.sessionsIntro')}>
      {sessions.isError ? (
        <LoadFailure message={t('twoStep.sessionsFailed')} />
      ) : !sessions.data ? (
        <p role="status" className="bo-muted">
          {t('twoStep.loading')}
        </p>
      ) : (
        <>
          {/* A wide table scrolls sideways on small screens: focusable, so the keyboard can scroll it. */}
          <div style={{ overflowX: 'auto' }} role="region" aria-label={t('twoStep.sessionsTable')} tabIndex={0}>
            <table className="bo-table">
              <caption className="bo-sr-only">{t('twoStep.sessionsTable')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('twoStep.started')}</th>
                  <th scope="col">{t('twoStep.browser')}</th>
                  <th scope="col">{t('twoStep.network')}</th>
                  <th scope="col">{t('twoStep.method')}</th>
                  <th scope="col">
                    <span className="bo-sr-only">{t('twoStep.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {sessions.data.map((session) => (
                  <tr key={session.id} data-current={session.current || undefined}>
                    <th scope="row">
                      <time dateTime={session.createdAt}>{when(session.createdAt)}</time>
                      {session.current && <span className="bo-badge">{t('twoStep.thisSession')}</span>}
                    </th>
                    <td>{session.browser || t('twoStep.unknown')}</td>
                    <td dir="ltr" className="ts-network">
                      {session.network || t('twoStep.unknown')}
                    </td>
                    <td>{session.method ? t(methodLabel[session.method]) : t('twoStep.unknown')}</td>
                    <td>
                      <Button
                        buttonStyle={session.current ? 'error' : 'secondary'}
                        size="small"
                        margin={false}
                        disabled={busy}
                        aria-label={
                          session.current
                            ? t('twoStep.endOwnNamed')
                            : t('twoStep.endNamed', { at: when(session.createdAt) })
                        }
                        onClick={() => (session.current ? setConfirming('own') : end(session))}
                      >
                        {t('twoStep.end')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="bo-actions">
            <Button
              buttonStyle="error"
              margin={false}
              disabled={busy || others === 0}
              onClick={() => setConfirming('all')}
            >
              {t('twoStep.endAll')}
            </Button>
            {others === 0 && <p className="bo-muted">{t('twoStep.noOtherSessions')}</p>}
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming === 'own'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('twoStep.confirmEndOwn')}
        confirm={t('twoStep.end')}
        dismiss={t('common.cancel')}
        danger
        busy={busy}
        onConfirm={() => own && end(own)}
      >
        <p>{t('twoStep.endOwnBody')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'all'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('twoStep.confirmEndAll')}
        confirm={t('twoStep.endAll')}
        dismiss={t('common.cancel')}
        danger
        busy={busy}
        onConfirm={endAll}
      >
        <p>{t('twoStep.endAllBody')}</p>
      </ConfirmDialog>
    </Section>
  )
}
