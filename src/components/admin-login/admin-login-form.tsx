'use client'

import { useEffect, useState } from 'react'
import { forgetLogin, storeLogin } from '@/admin/ui/stored-login'
import { toast } from '@/components/ui/use-toast'
import { useInBrowser } from '@/components/ui/use-in-browser'
import type { LocaleCode } from '@/i18n/config'
import { localPathOr } from '@/security/local-path'
import { EnrolForm } from './enrol-form'
import type { LoginDone, LoginStep } from './login-api'
import { PasswordStep, type AdminLoginStrings } from './password-step'
import { RecoveryCodes } from './recovery-codes'
import { SecondStepForm } from './second-step-form'
import type { TwoStepStrings } from './two-step-strings'

export type { AdminLoginStrings }
export type { TwoStepStrings }

/** Where to go after logging in: the back-office page asked for, never another site. */
function safeRedirect(target: string | null): string {
  return localPathOr(target, '/admin', '/admin')
}

/** Where the login has got to. */
type Stage =
  | { at: 'password'; again?: { username: string; notice: string } }
  | { at: 'second-step' | 'enrol'; ticket: string; methods: string[]; username: string }
  | { at: 'recovery-codes'; codes: string[] }

/**
 * The back office's login: the password, then (when the account has a second factor, or the
 * site requires one) the second step or setting one up, and a new factor's recovery codes. On
 * success adminToken and adminUser go to local storage (the session cookie comes with the answer)
 * and the browser goes to /admin.
 */
export function AdminLoginForm({
  strings,
  twoStep,
  locale,
}: {
  strings: AdminLoginStrings
  twoStep: TwoStepStrings
  locale?: LocaleCode
}) {
  const inBrowser = useInBrowser()
  const [stage, setStage] = useState<Stage>({ at: 'password' })
  const [loggedIn, setLoggedIn] = useState(false)
  // Payload's own logout and its inactivity logout end on this page (the dashboard's Logout clears
  // the items itself): what an earlier login stored goes, and the next login stores its own.
  useEffect(forgetLogin, [])

  const goOn = async () => {
    // Said on the page as well as in a toast: the toast's code may still be loading when the browser moves on.
    setLoggedIn(true)
    toast({ title: strings.successTitle })
    // A moment to read the notice; then a full navigation loads Payload's panel (another shell).
    await new Promise((resolve) => window.setTimeout(resolve, 600))
    window.location.assign(safeRedirect(new URLSearchParams(window.location.search).get('redirect')))
  }
  const onDone = (done: LoginDone) => {
    storeLogin(done.token, done.user)
    // A new factor's recovery codes are shown once, before the back office.
    if (Array.isArray(done.recoveryCodes) && done.recoveryCodes.length > 0) {
      setStage({ at: 'recovery-codes', codes: done.recoveryCodes })
      return
    }
    void goOn()
  }
  const onStep = (step: LoginStep, username: string) =>
    setStage({ at: step.step, ticket: step.ticket, methods: step.methods, username })
  const username = 'username' in stage ? stage.username : ''
  const onExpired = () => {
    toast({ variant: 'destructive', title: strings.failureTitle, description: twoStep.expired })
    setStage({ at: 'password', again: { username, notice: twoStep.expired } })
  }
  const onRestart = () => setStage({ at: 'password' })
  const failure = { failureTitle: strings.failureTitle, failure: strings.failure, tooMany: strings.tooMany }

  // Rendered in the browser only, so a password is never sent natively in a URL.
  if (!inBrowser) return <div className="min-h-72" />
  const steps = { strings: twoStep, failure, onDone, onExpired, onRestart }
  return (
    <div className="grid gap-4">
      {stage.at === 'password' && (
        <PasswordStep
          strings={strings}
          passkeyStrings={twoStep}
          locale={locale}
          again={stage.again}
          busy={loggedIn}
          onDone={onDone}
          onStep={onStep}
        />
      )}
      {stage.at === 'second-step' && <SecondStepForm {...steps} ticket={stage.ticket} methods={stage.methods} />}
      {stage.at === 'enrol' && <EnrolForm {...steps} ticket={stage.ticket} methods={stage.methods} />}
      {stage.at === 'recovery-codes' && !loggedIn && (
        <RecoveryCodes codes={stage.codes} strings={twoStep} onDone={() => void goOn()} />
      )}
      {loggedIn && (
        <p
          role="status"
          className="rounded-md bg-brand-50 p-3 font-medium text-brand-800 dark:bg-brand-800/40 dark:text-brand-50"
        >
          {strings.successTitle}
        </p>
      )}
    </div>
  )
}
