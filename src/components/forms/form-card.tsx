import type React from 'react'
import { HoneypotInput } from './honeypot-input'
import { SubmitButton } from './submit-button'

/**
 * A form's titled card; the title names the region for screen readers. Its heading is an `h3`
 * under a section's `h2`, or an `h2` (`level`) where the page's next heading level is 2.
 */
export function FormCard({
  id,
  title,
  description,
  className = '',
  level = 3,
  children,
}: {
  id: string
  title: string
  description: string
  className?: string
  level?: 2 | 3
  children: React.ReactNode
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section
      aria-labelledby={id}
      className={`rounded-lg border border-black/10 p-6 shadow-sm dark:border-white/15 ${className}`}
    >
      <Heading id={id} className="text-xl font-semibold">
        {title}
      </Heading>
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
