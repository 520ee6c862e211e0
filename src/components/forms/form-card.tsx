import type React from 'react'
import { HoneypotInput } from './honeypot-input'
import { SubmitButton } from './submit-button'

/** A form's titled card; the title names the region for screen readers. */
export function FormCard({
  id,
  title,
  description,
  className = '',
  children,
}: {
  id: string
  title: string
  description: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-lg border border-black/10 p-6 shadow-sm dark:border-white/15 ${className}`}
    >
      <h3 id={id} className="text-xl font-semibold">
        {title}
      </h3>
      <p className="mt-1 mb-5 text-sm text-[var(--muted)]">{description}</p>
      {children}
    </section>
  )
}

/** The end of every visitor form: the hidden honeypot and the submit button. */
export function FormActions({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean
  label: string
  sendingLabel: string
}) {
  return (
    <>
      <HoneypotInput />
      <div>
        <SubmitButton sending={sending} label={label} sendingLabel={sendingLabel} />
      </div>
    </>
  )
}
