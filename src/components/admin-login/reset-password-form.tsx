'use client'

import Link from 'next/link'
import { useState } from 'react'
import { FormField, inputClass } from '@/components/forms/form-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { useInBrowser } from '@/components/ui/use-in-browser'
import { errorCodeIn } from '@/schemas/error-codes'

export type ResetPasswordStrings = {
  password: string
  confirm: string
  rules: string
  mismatch: string
  submit: string
  submitting: string
  done: string
  invalidLink: string
  missingToken: string
  askAgain: string
  toLogin: string
  failure: string
  tooMany: string
  passwordMin: string
  /** The server's English messages (the password rules) in the page's language. */
  serverMessages: Record<string, string>
}

/**
 * /admin-reset?token=...: a new password, twice. The token is read from the address in the
 * browser (the page itself is the same for every token), and sent with the password.
 */
export function ResetPasswordForm({ strings }: { strings: ResetPasswordStrings }) {
  const inBrowser = useInBrowser()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({})
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'invalid' | 'failed' | 'throttled'>('idle')
  const token = inBrowser ? new URLSearchParams(window.location.search).get('token') : null
  const say = (message: string | undefined) => (message ? (strings.serverMessages[message] ?? message) : undefined)

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    const next = {
      password: password.length < 6 ? strings.passwordMin : undefined,
      confirm: password !== confirm ? strings.mismatch : undefined,
    }
    setErrors(next)
    if (next.password || next.confirm) return
    setState('sending')
    try {
      const res = await fetch('/api/reset-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ token, password }),
      })
      const body = (await res.json().catch(() => null)) as { errors?: Record<string, string> } | null
      if (res.ok) return setState('done')
      if (errorCodeIn(body) === 'rate_limited') return setState('throttled')
      if (body?.errors?.token) return setState('invalid')
      if (body?.errors?.password) {
        setErrors({ password: say(body.errors.password) })
        return setState('idle')
      }
      setState('failed')
    } catch {
      setState('failed')
    }
  }

  if (!inBrowser) return <div className="min-h-72" />
  const note = 'rounded-md bg-brand-50 p-4 font-medium text-brand-800 dark:bg-brand-800/40 dark:text-brand-50'
  const link = 'font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100'
  if (state === 'done') {
    return (
      <div className="grid gap-4">
        <p role="status" className={note}>
          {strings.done}
        </p>
        <p>
          <Link className={link} href="/admin-login">
            {strings.toLogin}
          </Link>
        </p>
      </div>
    )
  }
  if (!token || state === 'invalid') {
    return (
      <div className="grid gap-4">
        <p role="alert" className={note}>
          {token ? strings.invalidLink : strings.missingToken}
        </p>
        <p>
          <Link className={link} href="/admin-forgot">
            {strings.askAgain}
          </Link>
        </p>
      </div>
    )
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-[var(--muted)]">{strings.rules}</p>
      <FormField id="reset-password" label={strings.password} error={errors.password}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            dir="ltr"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id="reset-confirm" label={strings.confirm} error={errors.confirm}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            dir="ltr"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
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
