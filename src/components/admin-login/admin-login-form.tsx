'use client'

import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormField, inputClass } from '@/components/forms/form-field'
import { translatedResolver } from '@/components/forms/translated-resolver'
import { SubmitButton } from '@/components/forms/submit-button'
import { forgetLogin, storeLogin } from '@/admin/ui/stored-login'
import { toast } from '@/components/ui/use-toast'
import { useInBrowser } from '@/components/ui/use-in-browser'
import { loginSchema, type LoginInput } from '@/schemas/login'
import { errorCodeIn, type ErrorCode } from '@/schemas/errors'
import type { MessageKey } from '@/schemas/messages'
import { localPathOr } from '@/security/local-path'

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

/** Where to go after logging in: the back-office page asked for, never another site. */
function safeRedirect(target: string | null): string {
  return localPathOr(target, '/admin', '/admin')
}

/**
 * What to say of a refused login, chosen by the answer's code (src/schemas/errors.ts), in the
 * visitor's language. A throttled login gets the same refusal as any other, plus the advice to
 * wait before trying again; another failure its own message, or the form's.
 */
function serverMessage(code: ErrorCode | undefined, message: unknown, strings: AdminLoginStrings): string {
  if (code === 'invalid_credentials') return strings.invalid
  if (code === 'rate_limited') return `${strings.invalid} ${strings.tooMany}`
  return typeof message === 'string' && message ? message : strings.failure
}

/**
 * "Logging in..." while sending; on success adminToken and adminUser
 * go to local storage (the session cookie comes with the answer) and the browser goes to /admin.
 */
export function AdminLoginForm({ strings }: { strings: AdminLoginStrings }) {
  const inBrowser = useInBrowser()
  const [loggedIn, setLoggedIn] = useState(false)
  // Payload's own logout and its inactivity logout end on this page (the dashboard's Logout clears
  // the items itself): what an earlier login stored goes, and the next login stores its own.
  useEffect(forgetLogin, [])
  const errors: Partial<Record<MessageKey, string>> = {
    'forms:login.usernameRequired': strings.usernameRequired,
    'forms:login.passwordRequired': strings.passwordRequired,
  }
  const form = useForm<LoginInput>({
    resolver: translatedResolver(loginSchema, (key) => errors[key]),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', password: '' },
  })
  const errorOf = (name: keyof LoginInput) => form.formState.errors[name]?.message
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(values),
      })
      const body = (await res.json().catch(() => null)) as {
        message?: string
        data?: { token: string; user: unknown }
      } | null
      if (!res.ok || !body?.data) {
        toast({
          variant: 'destructive',
          title: strings.failureTitle,
          description: serverMessage(errorCodeIn(body), body?.message, strings),
        })
        return
      }
      storeLogin(body.data.token, body.data.user)
      // Said on the page as well as in a toast: the toast's code may still be loading when the browser moves on.
      setLoggedIn(true)
      toast({ title: strings.successTitle })
      // A moment to read the notice; then a full navigation loads Payload's panel (another shell).
      await new Promise((resolve) => window.setTimeout(resolve, 600))
      window.location.assign(safeRedirect(new URLSearchParams(window.location.search).get('redirect')))
    } catch {
      toast({ variant: 'destructive', title: strings.failureTitle, description: strings.failure })
    }
  })
  // Rendered in the browser only, so a password is never sent natively in a URL.
  if (!inBrowser) return <div className="min-h-72" />
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="admin-username" label={strings.username} error={errorOf('username')}>
        {(control) => (
          <input {...control} {...form.register('username')} autoComplete="username" dir="ltr" className={inputClass} />
        )}
      </FormField>
      <FormField id="admin-password" label={strings.password} error={errorOf('password')}>
        {(control) => (
          <input
            {...control}
            {...form.register('password')}
            type="password"
            autoComplete="current-password"
            dir="ltr"
            className={inputClass}
          />
        )}
      </FormField>
      <div>
        <SubmitButton
          sending={form.formState.isSubmitting || loggedIn}
          label={strings.submit}
          sendingLabel={strings.submitting}
        />
      </div>
      {loggedIn && (
        <p
          role="status"
          className="rounded-md bg-brand-50 p-3 font-medium text-brand-800 dark:bg-brand-800/40 dark:text-brand-50"
        >
          {strings.successTitle}
        </p>
      )}
    </form>
  )
}
