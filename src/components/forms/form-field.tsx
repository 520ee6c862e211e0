import type React from 'react'

type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: boolean }

type Props = {
  id: string
  label: string
  /** The translated error under the field, if any. */
  error?: string
  /** A line that says what to enter, under the label; the control is described by it. */
  hint?: string
  required?: boolean
  requiredLabel?: string
  /** The control, given the props that tie it to its label and error. */
  children: (control: ControlProps) => React.ReactNode
  /** A checkbox sits before its label. */
  inline?: boolean
}

export const inputClass =
  'block w-full rounded-md border border-black/25 bg-[var(--background)] px-3 py-2 text-base placeholder:text-[var(--muted)] focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-700 dark:border-white/30 dark:aria-[invalid=true]:border-red-400'

/** One labelled field; its hint and error are announced with it (aria-invalid, aria-describedby). */
export function FormField({ id, label, error, hint, required, requiredLabel, children, inline }: Props) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
  const control = children({
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy || undefined,
    'aria-required': required || undefined,
  })
  const labelText = (
    <>
      {label}
      {required && requiredLabel && (
        <span className="text-[var(--muted)]">
          {' '}
          <span aria-hidden="true">*</span>
          <span className="sr-only">({requiredLabel})</span>
        </span>
      )}
    </>
  )
  const hintText = hint && (
    <p id={hintId} className="text-sm text-[var(--muted)]">
      {hint}
    </p>
  )
  return (
    <div className="grid gap-1.5">
      {inline ? (
        <div className="flex items-start gap-3">
          {control}
          <label htmlFor={id} className="text-sm">
            {labelText}
          </label>
        </div>
      ) : (
        <>
          <label htmlFor={id} className="text-sm font-medium">
            {labelText}
          </label>
          {hintText}
          {control}
        </>
      )}
      {inline && hintText}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  )
}
