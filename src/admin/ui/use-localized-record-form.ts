'use client'

import { useState } from 'react'
import { useForm, useWatch, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form'
import type { z } from 'zod'
import { translatedResolver } from '@/components/forms/translated-resolver'
import { locales, type LocaleCode } from '@/i18n/config'
import type { Translated } from '@/schemas/localized'
import { showFieldErrors } from './admin-api'
import { useAdminT } from './admin-i18n'
import { hasText, saveOtherLanguages } from './translations'

type Texts = Record<string, string>

/** Sends one language's texts of the record saved (with whatever else its call needs). */
export type SaveLanguage = (code: LocaleCode, fields: Partial<Texts>) => Promise<unknown>

/**
 * A back-office form for a record written in seven languages (the content, member, submenu and
 * bio screens): its schema comes from src/schemas, with `texts` naming the per-language part,
 * and messages show in the panel's language. `submit(save, outcome)`:
 *
 * 1. `save(values)` creates or updates the record in English (the contract's `?locale=en` call)
 *    and answers how to send another language;
 * 2. each other language that changed is sent with all of its fields (`saveOtherLanguages`);
 * 3. a refused call puts its field errors on the form in the language it was for, and shows it.
 *
 * Should a later language fail, `save` has already made the record: the screen keeps it so that
 * saving again updates it rather than creating another.
 */
export function useLocalizedRecordForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  texts,
  defaultValues,
}: {
  schema: S
  /** The field that holds the per-language texts (`Translated<...>`). */
  texts: Extract<keyof z.input<S>, string>
  defaultValues?: DefaultValues<z.input<S>>
}) {
  const { translate } = useAdminT()
  const [language, setLanguage] = useState<LocaleCode>('en')
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: translatedResolver(schema, translate),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  })
  // Read while rendering: react-hook-form tracks what a form reads of its state.
  const { dirtyFields } = form.formState
  const watched = useWatch({ control: form.control, name: `${texts}` as Path<z.input<S>> }) as
    Translated<Texts> | undefined

  const textsOf = (values: FieldValues) => values[texts] as Translated<Texts>
  const changed = (code: LocaleCode) =>
    Boolean((dirtyFields as Record<string, Partial<Record<LocaleCode, unknown>> | undefined>)[texts]?.[code])

  /** English is required: when it is what is missing, show it. */
  const onInvalid = (errors: FieldErrors<z.input<S>>) => {
    if ((errors as Record<string, Partial<Record<LocaleCode, unknown>> | undefined>)[texts]?.en) setLanguage('en')
  }

  const submit = (
    save: (values: z.output<S>) => Promise<SaveLanguage>,
    outcome: { done: (values: z.output<S>) => void | Promise<void>; failed: (error: unknown) => void },
  ) =>
    form.handleSubmit(async (values) => {
      try {
        const send = await save(values)
        await saveOtherLanguages(textsOf(values), changed, send)
        await outcome.done(values)
      } catch (error) {
        const english = textsOf(values).en
        showFieldErrors(error, language, setLanguage, (field, message, failed) => {
          if (field in english) form.setError(`${texts}.${failed}.${field}` as Path<z.input<S>>, { message })
          else if (field in values) form.setError(field as Path<z.input<S>>, { message })
        })
        outcome.failed(error)
      }
    }, onInvalid)

  /** Loads other values (or empties the form) and goes back to English. */
  const reset = (values: z.input<S>) => {
    setLanguage('en')
    form.reset(values)
  }

  return {
    form,
    language,
    setLanguage,
    locale: locales.find((l) => l.code === language)!,
    /** Whether a language has any text yet (the language switch marks it). */
    filled: (code: LocaleCode) => hasText(watched?.[code]),
    /** The errors of the texts in the language on screen. */
    textErrors: (
      form.formState.errors as Record<
        string,
        Partial<Record<LocaleCode, Record<string, { message?: string } | undefined>>> | undefined
      >
    )[texts]?.[language],
    submit,
    reset,
  }
}
