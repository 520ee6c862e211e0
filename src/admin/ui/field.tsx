'use client'

import { useId, type ReactNode } from 'react'

export type FieldControl = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; required?: true }

/** One labelled back-office field: its error is tied to the control (aria-invalid, aria-describedby), and a required one says so (native `required`: the forms are `noValidate`). */
export function AdminField({
  label,
  error,
  hint,
  required,
  children,
}: {
  label: string
  error?: string
  hint?: string
  required?: boolean
  children: (control: FieldControl & { labelId: string }) => ReactNode
}) {
  const id = useId()
  const message = error
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [message ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={`bo-field${message ? ' bo-field--error' : ''}`}>
      <label id={labelId} htmlFor={id} className="bo-field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        labelId,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': describedBy,
        required: required ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="bo-field__hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={errorId} className="bo-field__error">
          {message}
        </p>
      )}
    </div>
  )
}
