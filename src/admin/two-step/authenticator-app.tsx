'use client'

import { Section } from './section'
import { Button, toast } from '@payloadcms/ui'
import { useId, useRef, useState, type FormEvent } from 'react'
import { adminApi, AdminApiError, failureToast } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { AdminField } from '../ui/field'
import { copyText } from './recovery-codes'
import type { TwoStepState } from './two-step-parts'

/** What `POST /api/two-step/totp` answers: the key (in groups of four), its address and QR code. */
type Enrolment = { key: string; uri: string; qrCode: string }

/**
 * The authenticator app: set up (a QR code and the key, then a code the app shows to confirm it)
 * or removed after a confirmation.
 */
export function AuthenticatorApp({
  status,
  onChanged,
}: {
  status: TwoStepState
  onChanged: (recoveryCodes?: string[] | null) => Promise<void>
}) {
  const { t } = useAdminT()
  const ids = useId()
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [busy, setBusy] = useState(false)
  const [removing, setRemoving] = useState(false)
  const codeRef = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | undefined>()
  const lastFactor = status.totp && status.passkeys.length === 0

  const begin = async () => {
    setBusy(true)
    try {
      setEnrolment(await adminApi<Enrolment>('/api/two-step/totp', { method: 'POST', body: {} }))
      setCode('')
      setCodeError(undefined)
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 409) {
        toast.error(t('twoStep.alreadySetUp'))
        await onChanged()
      } else toast.error(...failureToast(error, t('twoStep.setUpFailed')))
    } finally {
      setBusy(false)
    }
  }

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim()) {
      setCodeError(t('twoStep.codeRequired'))
      codeRef.current?.focus()
      return
    }
    setBusy(true)
    try {
      const answer = await adminApi<{ recoveryCodes: string[] | null }>('/api/two-step/totp/confirm', {
        method: 'POST',
        body: { code },
      })
      setEnrolment(null)
      toast.success(t('twoStep.appAdded'))
      await onChanged(answer.recoveryCodes)
    } catch (error) {
      // The server names the field; its message is English, so the screen says it in the panel's language.
      if (error instanceof AdminApiError && error.status === 400 && error.errors.code) {
        setCodeError(t('twoStep.codeMismatch'))
        codeRef.current?.focus()
      } else toast.error(...failureToast(error, t('twoStep.confirmFailed')))
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    setBusy(true)
    try {
      await adminApi('/api/two-step/totp', { method: 'DELETE' })
      setRemoving(false)
      toast.success(t('twoStep.appRemoved'))
      await onChanged()
    } catch (error) {
      toast.error(...failureToast(error, t('twoStep.removeFailed')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Section title={t('twoStep.appTitle')} intro={t('twoStep.appIntro')}>
      {status.totp ? (
        <>
          <p>{t('twoStep.appOn')}</p>
          <div className="bo-actions">
            <Button buttonStyle="error" margin={false} onClick={() => setRemoving(true)}>
              {t('twoStep.removeApp')}
            </Button>
          </div>
          <ConfirmDialog
            open={removing}
            onOpenChange={setRemoving}
            title={t('twoStep.confirmRemoveApp')}
            confirm={t('twoStep.remove')}
            dismiss={t('twoStep.keep')}
            danger
            busy={busy}
            onConfirm={remove}
          >
            <p>{t('twoStep.removeAppBody')}</p>
            {lastFactor && <p>{t('twoStep.lastFactor')}</p>}
          </ConfirmDialog>
        </>
      ) : !enrolment ? (
        <>
          <p>{t('twoStep.appOff')}</p>
          <div className="bo-actions">
            <Button margin={false} disabled={busy} onClick={begin}>
              {busy ? t('twoStep.settingUp') : t('twoStep.setUp')}
            </Button>
          </div>
        </>
      ) : (
        <form className="bo-form ts-enrol" noValidate onSubmit={confirm} aria-labelledby={`${ids}-app`}>
          <ol className="ts-steps">
            <li>
              <p>{t('twoStep.scanStep')}</p>
              {/* The server draws the QR code (an SVG data address): nothing of the key leaves the site. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img className="ts-qr" src={enrolment.qrCode} alt={t('twoStep.qrAlt')} width={200} height={200} />
            </li>
            <li>
              <p>{t('twoStep.keyStep')}</p>
              <div className="ts-key-row">
                <code className="ts-key" dir="ltr" data-testid="totp-key">
                  {enrolment.key}
                </code>
                <Button
                  buttonStyle="secondary"
                  size="small"
                  margin={false}
                  onClick={() =>
                    copyText(enrolment.key.replace(/\s/g, ''), t('twoStep.keyCopied'), t('twoStep.copyFailed'))
                  }
                >
                  {t('twoStep.copyKey')}
                </Button>
              </div>
            </li>
            <li>
              <AdminField label={t('twoStep.codeLabel')} hint={t('twoStep.codeHint')} required error={codeError}>
                {(c) => (
                  <input
                    {...c}
                    ref={codeRef}
                    type="text"
                    dir="ltr"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={12}
                    className="ts-code-input"
                    value={code}
                    onChange={(event) => {
                      setCode(event.target.value)
                      setCodeError(undefined)
                    }}
                  />
                )}
              </AdminField>
            </li>
          </ol>
          <div className="bo-actions">
            <Button type="submit" margin={false} disabled={busy}>
              {busy ? t('twoStep.turningOn') : t('twoStep.turnOn')}
            </Button>
            <Button type="button" buttonStyle="secondary" margin={false} onClick={() => setEnrolment(null)}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Section>
  )
}
