'use client'

import { useState } from 'react'
import { FormField, inputClass } from '@/components/forms/form-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { forgotPasswordSchema } from '@/schemas/password-reset'
import { errorCodeIn } from '@/schemas/error-codes'

export type ForgotPasswordStrings = {
  email: string
  submit: string
  submitting: string
  sent: string
  failure: string
  tooMany: string
  invalidEmail: string
}

/** /admin-forgot: the account's e-mail address; the answer is the same whether or not it exists. */
export function ForgotPasswordForm({ strings, locale }: { strings: ForgotPasswordStrings; locale: string }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed' | 'throttled'>('idle')
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!forgotPasswordSchema.safeParse({ email }).success) {
      setError(strings.invalidEmail)
      return
    }
    setError(undefined)
    setState('sending')
    try {
      const res = await fetch('/api/forgot-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, locale }),
      })
      const code = res.ok ? undefined : errorCodeIn(await res.json().catch(() => null))
      setState(res.ok ? 'sent' : code === 'rate_limited' ? 'throttled' : 'failed')
    } catch {
      setState('failed')
    }
  }
  if (state === 'sent') {
    return (
      <p
        role="status"
        className="rounded-md bg-brand-50 p-4 font-medium text-brand-800 dark:bg-brand-800/40 dark:text-brand-50"
      >
        {strings.sent}
      </p>
    )
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="forgot-email" label={strings.email} error={error}>
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            dir="ltr"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <div>
        <SubmitButton sending={state === 'sending'} label={strings.submit} sendingLabel={strings.submitting} />
      </div>
      {(state === 'failed' || state === 'throttled') && (
        <p role="alert" className="font-medium text-red-700 dark:text-red-400">
          {state === 'throttled' ? strings.tooMany : strings.failure}
        </p>
      )}
    </form>
  )
}
