'use client'

import { Section } from './section'
import { downloadText } from '@/components/ui/download-text'
import { Button, toast } from '@payloadcms/ui'
import { useEffect, useId, useRef, useState } from 'react'
import { adminApi, failureToast } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { ConfirmDialog } from '../ui/confirm-dialog'
import type { TwoStepState } from './two-step-parts'

/** Copies text for the administrator and says whether it worked (the clipboard may be refused). */
export async function copyText(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text)
    toast.success(done)
  } catch {
    toast.error(failed)
  }
}

/** How many recovery codes are left, and new ones (the old ones stop working) after a confirmation. */
export function RecoveryCodes({
  status,
  onChanged,
}: {
  status: TwoStepState
  onChanged: (recoveryCodes?: string[] | null) => Promise<void>
}) {
  const { t } = useAdminT()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  const renew = async () => {
    setBusy(true)
    try {
      const answer = await adminApi<{ recoveryCodes: string[] }>('/api/two-step/recovery-codes', {
        method: 'POST',
        body: {},
      })
      setConfirming(false)
      await onChanged(answer.recoveryCodes)
    } catch (error) {
      toast.error(...failureToast(error, t('twoStep.newCodesFailed')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Section title={t('twoStep.codesTitle')} intro={t('twoStep.codesIntro')}>
      {status.enabled ? (
        <>
          <p>{t('twoStep.codesLeft', { count: status.recoveryCodesLeft })}</p>
          <div className="bo-actions">
            <Button buttonStyle="secondary" margin={false} disabled={busy} onClick={() => setConfirming(true)}>
              {busy ? t('twoStep.makingCodes') : t('twoStep.newCodes')}
            </Button>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('twoStep.confirmNewCodes')}
            confirm={t('twoStep.newCodes')}
            dismiss={t('common.cancel')}
            busy={busy}
            onConfirm={renew}
          >
            <p>{t('twoStep.newCodesBody')}</p>
          </ConfirmDialog>
        </>
      ) : (
        <p>{t('twoStep.codesNone')}</p>
      )}
    </Section>
  )
}

/**
 * Recovery codes the server just made, shown this once: a list to copy or download as a text
 * file, until the administrator says they are kept. The focus moves to it when it appears.
 */
export function ShownRecoveryCodes({
  codes,
  account,
  onDone,
}: {
  codes: string[]
  account: string
  onDone: () => void
}) {
  const { t } = useAdminT()
  const ids = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'center' })
    heading.current?.focus()
  }, [codes])

  const text = () =>
    [t('twoStep.codesFileHeading', { site: window.location.host, account }), '', ...codes, ''].join('\n')

  const download = () => downloadText(`recovery-codes-${window.location.hostname}.txt`, text())

  return (
    <section className="bo-fieldset ts-shown" aria-labelledby={`${ids}-shown`}>
      <h2 id={`${ids}-shown`} className="ts-title" ref={heading} tabIndex={-1}>
        {t('twoStep.shownTitle')}
      </h2>
      <p className="ts-warning" role="alert">
        {t('twoStep.shownWarning')}
      </p>
      <ol className="ts-codes" dir="ltr" aria-label={t('twoStep.codesList')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="bo-actions">
        <Button
          buttonStyle="secondary"
          margin={false}
          onClick={() => copyText(codes.join('\n'), t('twoStep.codesCopied'), t('twoStep.copyFailed'))}
        >
          {t('twoStep.copyCodes')}
        </Button>
        <Button buttonStyle="secondary" margin={false} onClick={download}>
          {t('twoStep.downloadCodes')}
        </Button>
        <Button margin={false} onClick={onDone}>
          {t('twoStep.codesSaved')}
        </Button>
      </div>
    </section>
  )
}
