'use client'

import { useForm } from 'react-hook-form'
import { FormField, inputClass } from '@/components/forms/form-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { translatedResolver } from '@/components/forms/translated-resolver'
import type { MessageKey } from '@/schemas/messages'
import { confirmTotpSchema } from '@/schemas/two-step'

/** The rule of a typed code, the one the server checks it with. */
const codeSchema = confirmTotpSchema.pick({ code: true })
type CodeInput = { code: string }

type Props = {
  id: string
  label: string
  hint?: string
  /** Only an app's digits ('numeric'), or its digits and recovery codes ('text'). */
  inputMode: 'numeric' | 'text'
  submit: string
  submitting: string
  /** The form stays disabled once its code was accepted (the page moves on). */
  done?: boolean
  strings: { codeRequired: string; mismatch: string }
  /** Sends the code; the error to show under the field when it was refused, else nothing. */
  onCode: (code: string) => Promise<string | undefined>
}

/**
 * One code, typed or pasted: an authenticator app's six digits or a recovery code. The field
 * lets the browser offer a code it received (autocomplete `one-time-code`) and keeps what is
 * typed as it is: no spelling check, no capitals, left to right in every language.
 */
export function CodeForm({ id, label, hint, inputMode, submit, submitting, done, strings, onCode }: Props) {
  const messages: Partial<Record<MessageKey, string>> = {
    'forms:twoStep.codeRequired': strings.codeRequired,
    'forms:twoStep.mismatch': strings.mismatch,
  }
  const form = useForm<CodeInput>({
    resolver: translatedResolver(codeSchema, (key) => messages[key]),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
  })
  const onSubmit = form.handleSubmit(async ({ code }) => {
    const error = await onCode(code)
    if (error) form.setError('code', { type: 'server', message: error }, { shouldFocus: true })
  })
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={id} label={label} hint={hint} error={form.formState.errors.code?.message}>
        {(control) => (
          <input
            {...control}
            {...form.register('code')}
            type="text"
            inputMode={inputMode}
            autoComplete="one-time-code"
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            dir="ltr"
            className={`${inputClass} font-mono tracking-wider`}
          />
        )}
      </FormField>
      <div>
        <SubmitButton sending={form.formState.isSubmitting || Boolean(done)} label={submit} sendingLabel={submitting} />
      </div>
    </form>
  )
}
