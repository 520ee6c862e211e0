'use client'

import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import type { z } from 'zod'
import { toast } from '@/components/ui/use-toast'
import type { MessageKey } from '@/schemas/messages'
import { postJson, SubmitError } from './submit'
import { translatedResolver } from './translated-resolver'

/**
 * A form's values before the schema checks them: a select not chosen yet is '' and a box not
 * ticked is false, values the schema itself refuses (a choice from its list, consent given).
 */
export type Unfilled<T> = { [K in keyof T]: T[K] | (T[K] extends string ? '' : T[K] extends boolean ? false : never) }

/** The shared schemas' messages in the visitor's language, by key (`errorTranslations`). */
export type ErrorTexts = Partial<Record<MessageKey, string>>

export type VisitorFormStrings = {
  submit: string
  submitting: string
  successTitle: string
  successDescription: string
  failureTitle: string
  failureDescription: string
}

/**
 * A visitor form: validated with the route's own zod schema on
 * submit and again on every change; sent as JSON; success shows a toast and clears the form,
 * failure shows a destructive toast and keeps every value. A 503 (the database is briefly
 * away, docs/decisions/012-*) asks the visitor to try again in a moment, in their language.
 */
export function useVisitorForm<S extends z.ZodType<FieldValues, FieldValues>>(
  /** The route's schema, loaded when the form is first checked (zod stays out of the form's code). */
  schema: () => Promise<S>,
  /** Where to POST; a function is asked at each submit (e.g. for the page's language). */
  url: string | (() => string),
  defaultValues: DefaultValues<Unfilled<z.input<S>>>,
  strings: VisitorFormStrings,
  errors: ErrorTexts,
  /** The success toast for what the route answered, when it depends on it (a place, or the waiting list). */
  successOf?: (answer: unknown) => { title: string; description: string },
) {
  const form = useForm<Unfilled<z.input<S>>, unknown, z.output<S>>({
    resolver: translatedResolver<S, Unfilled<z.input<S>>>(schema, (key) => errors[key]),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  })
  const onSubmit = form.handleSubmit(async (values, event) => {
    try {
      const answer = await postJson(
        typeof url === 'function' ? url() : url,
        values,
        event?.target as HTMLFormElement | undefined,
      )
      toast(successOf?.(answer) ?? { title: strings.successTitle, description: strings.successDescription })
      form.reset()
    } catch (error) {
      const unavailable = error instanceof SubmitError && error.code === 'unavailable'
      const description = (unavailable && errors['forms:errors.unavailable']) || strings.failureDescription
      toast({ variant: 'destructive', title: strings.failureTitle, description })
    }
  })
  /** The translated message of a field's error. */
  const errorOf = (name: Path<z.input<S>>) => {
    const message = form.formState.errors[name]?.message
    return typeof message === 'string' ? message : undefined
  }
  /** Fetches the schema's code as soon as the visitor starts on the form (focus), ready for the first check. */
  const warm = () => void schema().catch(() => {})
  return { form, onSubmit, errorOf, warm, sending: form.formState.isSubmitting }
}
