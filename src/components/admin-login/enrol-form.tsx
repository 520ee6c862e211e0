'use client'

import { useState } from 'react'
import { FormField, inputClass } from '@/components/forms/form-field'
import { toast } from '@/components/ui/use-toast'
import { englishOf } from '@/schemas/messages'
import { CodeForm } from './code-form'
import { postJson, refusalText, type Answer, type LoginDone, type Refusal } from './login-api'
import { enrolPasskey, PasskeyCancelled, passkeysUsable } from './passkeys'
import { alertText, linkButton, secondaryButton, StepHeading } from './step-heading'
import type { FailureStrings, TwoStepStrings } from './two-step-strings'

type Props = {
  ticket: string
  methods: string[]
  strings: TwoStepStrings
  failure: FailureStrings
  onDone: (done: LoginDone) => void
  onExpired: () => void
  onRestart: () => void
}

type AppEnrolment = { key: string; qrCode: string }

/**
 * The site requires two-step login and the account has none: it sets one up now, an
 * authenticator app (a QR code or its key, then a code the app shows) or a passkey. The first
 * factor completes the login, with the recovery codes to keep.
 */
export function EnrolForm({ ticket, methods, strings, failure, onDone, onExpired, onRestart }: Props) {
  const [choice, setChoice] = useState<'app' | 'passkey' | null>(null)
  const [app, setApp] = useState<AppEnrolment | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const [label, setLabel] = useState('')
  const [passkeyError, setPasskeyError] = useState<string>()
  const canApp = methods.includes('totp')
  const passkey = passkeysUsable(methods)
  // The server's English field messages, in the page's language.
  const fieldMessages: Record<string, string> = {
    [englishOf('forms:twoStep.mismatch')]: strings.mismatch,
    [englishOf('forms:twoStep.codeRequired')]: strings.codeRequired,
  }

  const refuse = (refusal: Refusal, invalid = strings.mismatch) => {
    const text = refusalText(refusal, { invalid, tooMany: failure.tooMany, failure: failure.failure })
    toast({ variant: 'destructive', title: failure.failureTitle, description: text })
    return text
  }
  /** The login's end, or what to say of a refusal (undefined when the page moves on). */
  const settle = (answer: Answer<LoginDone>, invalid?: string): string | undefined => {
    if (answer.ok) {
      setDone(true)
      onDone(answer.data)
      return undefined
    }
    if (answer.code === 'login_expired') return void onExpired()
    const field = answer.errors?.code
    if (field) {
      const text = fieldMessages[field] ?? field
      toast({ variant: 'destructive', title: failure.failureTitle, description: text })
      return text
    }
    return refuse(answer, invalid)
  }

  const startApp = async () => {
    setChoice('app')
    if (app) return
    setBusy(true)
    try {
      const answer = await postJson<AppEnrolment>('/api/two-step/totp', { ticket })
      if (answer.ok) setApp(answer.data)
      else if (answer.code === 'login_expired') onExpired()
      else refuse(answer, failure.failure)
    } catch {
      refuse({ ok: false, status: 0 }, failure.failure)
    } finally {
      setBusy(false)
    }
  }

  const confirmApp = async (code: string) => {
    try {
      return settle(await postJson<LoginDone>('/api/two-step/totp/confirm', { ticket, code }))
    } catch {
      return refuse({ ok: false, status: 0 }, failure.failure)
    }
  }

  const createPasskey = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setPasskeyError(undefined)
    try {
      setPasskeyError(settle(await enrolPasskey(ticket, label.trim()), strings.passkeyFailed))
    } catch (error) {
      const cancelled = error instanceof PasskeyCancelled
      setPasskeyError(refuse({ ok: false, status: 0, message: cancelled ? strings.passkeyFailed : undefined }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="enrol-title" className="grid gap-4">
      <StepHeading id="enrol-title">{strings.enrolTitle}</StepHeading>
      <p>{strings.enrolIntro}</p>
      <div className="flex flex-wrap gap-3">
        {canApp && (
          <button
            type="button"
            className={secondaryButton}
            aria-pressed={choice === 'app'}
            disabled={busy || done}
            onClick={startApp}
          >
            {strings.enrolApp}
          </button>
        )}
        {passkey && (
          <button
            type="button"
            className={secondaryButton}
            aria-pressed={choice === 'passkey'}
            disabled={busy || done}
            onClick={() => setChoice('passkey')}
          >
            {strings.enrolPasskey}
          </button>
        )}
      </div>
      {choice === 'app' && app && (
        <div className="grid gap-4">
          <p>{strings.scan}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made for this login, not an image to optimise */}
          <img src={app.qrCode} alt={strings.qrAlt} width={200} height={200} className="rounded-md bg-white p-2" />
          <p>
            {strings.key}:{' '}
            <code dir="ltr" className="font-mono text-lg break-all">
              {app.key}
            </code>
          </p>
          <CodeForm
            id="enrol-code"
            label={strings.confirmCode}
            inputMode="numeric"
            submit={strings.confirm}
            submitting={strings.submitting}
            done={done}
            strings={strings}
            onCode={confirmApp}
          />
        </div>
      )}
      {choice === 'passkey' && (
        <form onSubmit={createPasskey} noValidate className="grid gap-4">
          <FormField id="enrol-passkey-name" label={strings.passkeyName} hint={strings.passkeyNameHint}>
            {(control) => (
              <input
                {...control}
                value={label}
                maxLength={60}
                onChange={(event) => setLabel(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
          <div>
            <button
              type="submit"
              disabled={busy || done}
              className="inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
            >
              {strings.addPasskey}
            </button>
          </div>
          {busy && <p role="status">{strings.passkeyWaiting}</p>}
          {passkeyError && (
            <p role="alert" className={alertText}>
              {passkeyError}
            </p>
          )}
        </form>
      )}
      <button type="button" className={linkButton} onClick={onRestart} disabled={done}>
        {strings.startAgain}
      </button>
    </section>
  )
}
