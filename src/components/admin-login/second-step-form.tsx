'use client'

import { useState } from 'react'
import { toast } from '@/components/ui/use-toast'
import { CodeForm } from './code-form'
import { postJson, refusalText, type Answer, type LoginDone, type Refusal } from './login-api'
import { PasskeyCancelled, passkeysUsable, secondStepWithPasskey } from './passkeys'
import { alertText, linkButton, secondaryButton, StepHeading } from './step-heading'
import type { FailureStrings, TwoStepStrings } from './two-step-strings'

type Props = {
  ticket: string
  methods: string[]
  strings: TwoStepStrings
  failure: FailureStrings
  /** The login is complete: its token and user. */
  onDone: (done: LoginDone) => void
  /** The ticket has expired (or the account is gone): back to the password. */
  onExpired: () => void
  onRestart: () => void
}

/**
 * The second step of a login whose password was right: a code from the authenticator app or a
 * recovery code (one field for both), or a passkey where one can work here.
 */
export function SecondStepForm({ ticket, methods, strings, failure, onDone, onExpired, onRestart }: Props) {
  const [waiting, setWaiting] = useState(false)
  const [passkeyError, setPasskeyError] = useState<string>()
  const [done, setDone] = useState(false)
  const codes = methods.includes('totp') || methods.includes('recovery')
  const passkey = passkeysUsable(methods)
  const refusalStrings = { invalid: strings.invalid, tooMany: failure.tooMany, failure: failure.failure }

  /** The login's end, or what to say of its refusal (undefined when the page moves on). */
  const settle = (answer: Answer<LoginDone>, invalid = strings.invalid): string | undefined => {
    if (answer.ok) {
      setDone(true)
      onDone(answer.data)
      return undefined
    }
    if (answer.code === 'login_expired') {
      onExpired()
      return undefined
    }
    return refuse(answer, invalid)
  }
  const refuse = (refusal: Refusal, invalid: string) => {
    const text = refusalText(refusal, { ...refusalStrings, invalid })
    toast({ variant: 'destructive', title: failure.failureTitle, description: text })
    return text
  }

  const onCode = async (code: string) => {
    try {
      return settle(await postJson<LoginDone>('/api/login/second-step', { ticket, code }))
    } catch {
      return refuse({ ok: false, status: 0 }, strings.invalid)
    }
  }

  const onPasskey = async () => {
    setWaiting(true)
    setPasskeyError(undefined)
    try {
      setPasskeyError(settle(await secondStepWithPasskey(ticket), strings.passkeyFailed))
    } catch (error) {
      const cancelled = error instanceof PasskeyCancelled
      setPasskeyError(refuse({ ok: false, status: 0, message: cancelled ? strings.passkeyFailed : undefined }, ''))
    } finally {
      setWaiting(false)
    }
  }

  return (
    <section aria-labelledby="two-step-title" className="grid gap-4">
      <StepHeading id="two-step-title">{strings.title}</StepHeading>
      <p>{strings.intro}</p>
      {codes && (
        <CodeForm
          id="two-step-code"
          label={strings.code}
          hint={strings.codeHint}
          inputMode="text"
          submit={strings.submit}
          submitting={strings.submitting}
          done={done}
          strings={strings}
          onCode={onCode}
        />
      )}
      {passkey && (
        <>
          {codes && <p className="text-[var(--muted)]">{strings.or}</p>}
          <div>
            <button type="button" className={secondaryButton} disabled={waiting || done} onClick={onPasskey}>
              {strings.usePasskey}
            </button>
          </div>
          {waiting && <p role="status">{strings.passkeyWaiting}</p>}
          {passkeyError && (
            <p role="alert" className={alertText}>
              {passkeyError}
            </p>
          )}
        </>
      )}
      <button type="button" className={linkButton} onClick={onRestart} disabled={done}>
        {strings.startAgain}
      </button>
    </section>
  )
}
