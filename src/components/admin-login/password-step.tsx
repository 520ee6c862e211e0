'use client'

import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormField, inputClass } from '@/components/forms/form-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { translatedResolver } from '@/components/forms/translated-resolver'
import { toast } from '@/components/ui/use-toast'
import type { LocaleCode } from '@/i18n/config'
import { loginSchema, type LoginInput } from '@/schemas/login'
import type { MessageKey } from '@/schemas/messages'
import { postJson, refusalText, type Answer, type LoginDone, type LoginStep, type Refusal } from './login-api'
import { loginWithPasskey, PasskeyCancelled, passkeysUsable } from './passkeys'
import { alertText, secondaryButton } from './step-heading'

export type AdminLoginStrings = {
  username: string
  password: string
  submit: string
  submitting: string
  successTitle: string
  failureTitle: string
  failure: string
  invalid: string
  tooMany: string
  usernameRequired: string
  passwordRequired: string
}

type Props = {
  strings: AdminLoginStrings
  passkeyStrings: { passkeyLogin: string; passkeyWaiting: string; passkeyFailed: string; or: string }
  locale?: LocaleCode
  /** The username of a login sent back to its password (its ticket expired), and why. */
  again?: { username: string; notice: string }
  /** Sending, or the login is complete and the page moves on. */
  busy: boolean
  onDone: (done: LoginDone) => void
  onStep: (step: LoginStep, username: string) => void
}

/**
 * The password, and where passkeys can work a login with a passkey alone. A right password either
 * completes the login or (202) hands it to its next step.
 */
export function PasswordStep({ strings, passkeyStrings, locale, again, busy, onDone, onStep }: Props) {
  const [waiting, setWaiting] = useState(false)
  const [passkeyError, setPasskeyError] = useState<string>()
  const passkey = passkeysUsable()
  const errors: Partial<Record<MessageKey, string>> = {
    'forms:login.usernameRequired': strings.usernameRequired,
    'forms:login.passwordRequired': strings.passwordRequired,
  }
  const form = useForm<LoginInput>({
    resolver: translatedResolver(loginSchema, (key) => errors[key]),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: again?.username ?? '', password: '' },
  })
  const errorOf = (name: keyof LoginInput) => form.formState.errors[name]?.message
  // Back from an expired step: the username is kept and the password is asked again.
  const passwordRef = useRef<HTMLInputElement | null>(null)
  useEffect(() => {
    if (again) passwordRef.current?.focus()
  }, [again])

  const refuse = (refusal: Refusal, invalid = strings.invalid) => {
    const text = refusalText(refusal, { invalid, tooMany: strings.tooMany, failure: strings.failure })
    toast({ variant: 'destructive', title: strings.failureTitle, description: text })
    return text
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer: Answer<LoginDone | LoginStep> = await postJson('/api/login', { ...values, locale })
      if (!answer.ok) return void refuse(answer)
      if (answer.status === 202) onStep(answer.data as LoginStep, values.username)
      else onDone(answer.data as LoginDone)
    } catch {
      refuse({ ok: false, status: 0 }, strings.failure)
    }
  })

  const onPasskey = async () => {
    setWaiting(true)
    setPasskeyError(undefined)
    try {
      const answer = await loginWithPasskey()
      if (answer.ok) onDone(answer.data)
      else setPasskeyError(refuse(answer, passkeyStrings.passkeyFailed))
    } catch (error) {
      const cancelled = error instanceof PasskeyCancelled
      setPasskeyError(refuse({ ok: false, status: 0, message: cancelled ? passkeyStrings.passkeyFailed : undefined }))
    } finally {
      setWaiting(false)
    }
  }

  const { ref: passwordField, ...password } = form.register('password')
  return (
    <div className="grid gap-4">
      {again && (
        <p role="alert" className={alertText}>
          {again.notice}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="admin-username" label={strings.username} error={errorOf('username')}>
          {(control) => (
            <input
              {...control}
              {...form.register('username')}
              autoComplete="username"
              dir="ltr"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField id="admin-password" label={strings.password} error={errorOf('password')}>
          {(control) => (
            <input
              {...control}
              {...password}
              ref={(element) => {
                passwordField(element)
                passwordRef.current = element
              }}
              type="password"
              autoComplete="current-password"
              dir="ltr"
              className={inputClass}
            />
          )}
        </FormField>
        <div>
          <SubmitButton
            sending={form.formState.isSubmitting || busy}
            label={strings.submit}
            sendingLabel={strings.submitting}
          />
        </div>
      </form>
      {passkey && (
        <>
          <p className="text-[var(--muted)]">{passkeyStrings.or}</p>
          <div>
            <button type="button" className={secondaryButton} disabled={waiting || busy} onClick={onPasskey}>
              {passkeyStrings.passkeyLogin}
            </button>
          </div>
          {waiting && <p role="status">{passkeyStrings.passkeyWaiting}</p>}
          {passkeyError && (
            <p role="alert" className={alertText}>
              {passkeyError}
            </p>
          )}
        </>
      )}
    </div>
  )
}
