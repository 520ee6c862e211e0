'use client'

import { Section } from './section'
import { Button, toast } from '@payloadcms/ui'
import { startRegistration, WebAuthnError, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser'
import { useState, useSyncExternalStore, type FormEvent } from 'react'
import { adminApi, failureToast } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { AdminField } from '../ui/field'
import { isIpAddress, useWhen, type PasskeySummary, type TwoStepState } from './two-step-parts'

/** Why this screen cannot add a passkey, or null when it can. */
type Obstacle = 'server' | 'address' | 'browser' | null

const obstacleMessage = {
  server: 'twoStep.passkeysOffServer',
  address: 'twoStep.passkeysOffAddress',
  browser: 'twoStep.passkeysOffBrowser',
} as const

/** The address and the browser do not change while the screen is open. */
const unchanging = () => () => {}

/** What keeps this browser, at this address, from making a passkey; null when nothing does. */
function browserObstacle(): Obstacle {
  if (isIpAddress(window.location.hostname)) return 'address'
  return typeof window.PublicKeyCredential === 'undefined' ? 'browser' : null
}

/**
 * The account's passkeys: listed with when each was added and last used, added with a name
 * (the browser makes it: WebAuthn through SimpleWebAuthn), removed after a confirmation.
 */
export function Passkeys({
  status,
  onChanged,
}: {
  status: TwoStepState
  onChanged: (recoveryCodes?: string[] | null) => Promise<void>
}) {
  const { t } = useAdminT()
  const when = useWhen()
  const [label, setLabel] = useState('')
  const [busy, setBusy] = useState(false)
  const [removing, setRemoving] = useState<PasskeySummary | null>(null)
  // Known only in the browser: the server's render (and hydration) offers nothing yet.
  const browser = useSyncExternalStore(unchanging, browserObstacle, () => undefined)
  const obstacle: Obstacle | undefined = !status.passkeysAvailable ? 'server' : browser
  const lastFactor = !status.totp && status.passkeys.length === 1

  const add = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      const { options, challenge } = await adminApi<{
        options: PublicKeyCredentialCreationOptionsJSON
        challenge: string
      }>('/api/two-step/passkeys/options', { method: 'POST', body: {} })
      let response: Awaited<ReturnType<typeof startRegistration>>
      try {
        response = await startRegistration({ optionsJSON: options })
      } catch (error) {
        // Dismissed, timed out, or a passkey of this account already on this device.
        const cancelled =
          (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED') ||
          (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
        toast.error(cancelled ? t('twoStep.passkeyCancelled') : t('twoStep.addPasskeyFailed'))
        return
      }
      const answer = await adminApi<{ recoveryCodes: string[] | null }>('/api/two-step/passkeys', {
        method: 'POST',
        body: { challenge, response, label: label.trim() || t('twoStep.defaultPasskeyName') },
      })
      setLabel('')
      toast.success(t('twoStep.passkeyAdded'))
      await onChanged(answer.recoveryCodes)
    } catch (error) {
      toast.error(...failureToast(error, t('twoStep.addPasskeyFailed')))
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    if (!removing) return
    setBusy(true)
    try {
      await adminApi(`/api/two-step/passkeys/${removing.id}`, { method: 'DELETE' })
      setRemoving(null)
      toast.success(t('twoStep.passkeyRemoved'))
      await onChanged()
    } catch (error) {
      toast.error(...failureToast(error, t('twoStep.removeFailed')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Section title={t('twoStep.passkeysTitle')} intro={t('twoStep.passkeysIntro')}>
      {status.passkeys.length === 0 ? (
        <p>{t('twoStep.noPasskeys')}</p>
      ) : (
        <ul className="bo-list" aria-label={t('twoStep.passkeysList')}>
          {status.passkeys.map((passkey) => (
            <li key={passkey.id} className="bo-card">
              <div>
                <strong>{passkey.label}</strong>
                <p className="bo-muted">
                  {t('twoStep.added', { at: when(passkey.createdAt) })} ·{' '}
                  {passkey.lastUsedAt
                    ? t('twoStep.lastUsed', { at: when(passkey.lastUsedAt) })
                    : t('twoStep.neverUsed')}
                </p>
              </div>
              <Button
                buttonStyle="error"
                size="small"
                margin={false}
                aria-label={t('twoStep.removePasskeyNamed', { name: passkey.label })}
                onClick={() => setRemoving(passkey)}
              >
                {t('twoStep.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('twoStep.confirmRemovePasskey', { name: removing?.label ?? '' })}
        confirm={t('twoStep.remove')}
        dismiss={t('twoStep.keep')}
        danger
        busy={busy}
        onConfirm={remove}
      >
        <p>{t('twoStep.removePasskeyBody')}</p>
        {lastFactor && <p>{t('twoStep.lastFactor')}</p>}
      </ConfirmDialog>
      {obstacle === undefined ? null : obstacle ? (
        <p>{t(obstacleMessage[obstacle])}</p>
      ) : (
        <form className="bo-row ts-inline" noValidate onSubmit={add} aria-label={t('twoStep.addPasskey')}>
          <AdminField label={t('twoStep.passkeyName')} hint={t('twoStep.passkeyNameHint')}>
            {(c) => (
              <input
                {...c}
                type="text"
                autoComplete="off"
                maxLength={60}
                value={label}
                onChange={(event) => setLabel(event.target.value)}
              />
            )}
          </AdminField>
          <Button type="submit" margin={false} disabled={busy}>
            {busy ? t('twoStep.addingPasskey') : t('twoStep.addPasskey')}
          </Button>
        </form>
      )}
    </Section>
  )
}
