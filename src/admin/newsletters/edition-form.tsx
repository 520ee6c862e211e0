'use client'

import { Button, toast } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'
import { useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form'
import { translatedResolver } from '@/components/forms/translated-resolver'
import { directionOf, localeCodes, locales, type LocaleCode } from '@/i18n/config'
import type { PublicEdition } from '@/schemas/newsletter-edition'
import {
  blankEditionForm,
  blankEditionLanguage,
  editionFields,
  editionFormSchema,
  hasEdition,
  type EditionFormOutput,
  type EditionFormValues,
} from '@/schemas/newsletter-edition-form'
import { adminApi, failureToast, showFieldErrors } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { AdminField } from '../ui/field'
import { LanguageSwitch } from '../ui/language-switch'
import { BlocksEditor } from './blocks-editor'

/** The contract's fields every language shares; the others belong to the language of the call. */
const sharedFields = ['slug', 'audience', 'languages']

/**
 * An edition's form: the subject, preheader and blocks of the language on screen (English is
 * required, the others may stay empty and their readers get English), then who gets it and its
 * address. Saving sends English with the shared fields, then each other language that changed.
 */
export function EditionForm({
  id,
  initial,
  language,
  onLanguage,
  onDirty,
  onSaved,
}: {
  id: number | null
  initial?: EditionFormValues
  language: LocaleCode
  onLanguage: (code: LocaleCode) => void
  onDirty: (dirty: boolean) => void
  onSaved: (edition: PublicEdition) => void
}) {
  const { t, translate, answered } = useAdminT()
  const ids = useId()
  // A new edition is created by the first call: should a later language fail, saving again updates it.
  const [created, setCreated] = useState<number | null>(null)
  const form = useForm<EditionFormValues, unknown, EditionFormOutput>({
    resolver: translatedResolver(editionFormSchema, translate),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initial ?? blankEditionForm(),
  })
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitting, isDirty, dirtyFields },
  } = form
  const editions = useWatch({ control, name: 'editions' })
  const audience = useWatch({ control, name: 'audience' })
  const locale = locales.find((l) => l.code === language)!
  const current = editions[language]
  const languageErrors = errors.editions?.[language]

  useEffect(() => onDirty(isDirty), [isDirty, onDirty])

  const onInvalid = (invalid: FieldErrors<EditionFormValues>) => {
    const first = localeCodes.find((code) => invalid.editions?.[code])
    if (first && !invalid.editions?.[language]) onLanguage(first)
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const target = id ?? created
    try {
      let saved = await adminApi<PublicEdition>(
        target ? `/api/newsletters/${target}?locale=en` : '/api/newsletters?locale=en',
        {
          method: target ? 'PUT' : 'POST',
          body: editionFields(values, 'en', true),
        },
      )
      if (!target) setCreated(saved.id)
      for (const code of localeCodes) {
        if (code === 'en') continue
        const changed = target ? Boolean(dirtyFields.editions?.[code]) : hasEdition(values.editions[code])
        if (!changed) continue
        saved = await adminApi<PublicEdition>(`/api/newsletters/${saved.id}?locale=${code}`, {
          method: 'PUT',
          body: editionFields(values, code),
        })
      }
      toast.success(t('newsletters.saved'))
      form.reset(values)
      onSaved(saved)
    } catch (error) {
      showFieldErrors(error, language, onLanguage, (field, message, failed) => {
        const path = sharedFields.includes(field) ? field : `editions.${failed}.${field}`
        form.setError(path as Path<EditionFormValues>, { message: answered(message) })
      })
      toast.error(...failureToast(error, t('newsletters.saveFailed')))
    }
  }, onInvalid)

  /** Another language starts as a copy of the English blocks, to translate in place. */
  const copyEnglish = () =>
    setValue(`editions.${language}.body`, structuredClone(getValues('editions.en.body')), {
      shouldDirty: true,
    })
  /** Empties a language: its readers get English. */
  const clearLanguage = () =>
    setValue(`editions.${language}`, blankEditionLanguage(), { shouldDirty: true, shouldValidate: false })

  return (
    <form className="bo-form nl-form" noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-form`}>
      <h3 id={`${ids}-form`} className="bo-sr-only">
        {t('newsletters.formTitle')}
      </h3>
      <LanguageSwitch
        value={language}
        onChange={onLanguage}
        filled={(code) => Boolean(editions[code]?.subject.trim())}
      />
      {language !== 'en' && !current.subject.trim() && (
        <p className="bo-muted">{t('newsletters.notWritten', { language: locale.name })}</p>
      )}
      <AdminField
        key={`subject-${language}`}
        label={t('common.inLanguage', { label: t('newsletters.subject'), language: locale.name })}
        required={language === 'en'}
        error={languageErrors?.subject?.message}
      >
        {(c) => (
          <input
            {...c}
            type="text"
            lang={language}
            dir={directionOf(language)}
            maxLength={200}
            {...register(`editions.${language}.subject`)}
          />
        )}
      </AdminField>
      <AdminField
        key={`preheader-${language}`}
        label={t('common.inLanguage', { label: t('newsletters.preheader'), language: locale.name })}
        hint={t('newsletters.preheaderHint')}
        error={languageErrors?.preheader?.message}
      >
        {(c) => (
          <input
            {...c}
            type="text"
            lang={language}
            dir={directionOf(language)}
            maxLength={200}
            {...register(`editions.${language}.preheader`)}
          />
        )}
      </AdminField>
      <BlocksEditor key={language} form={form} language={language} />
      {language !== 'en' && (
        <div className="bo-actions">
          {current.body.length === 0 && editions.en.body.length > 0 && (
            <Button buttonStyle="secondary" size="small" margin={false} onClick={copyEnglish}>
              {t('newsletters.copyEnglish')}
            </Button>
          )}
          {hasEdition(current) && (
            <Button buttonStyle="secondary" size="small" margin={false} onClick={clearLanguage}>
              {t('newsletters.clearLanguage', { language: locale.name })}
            </Button>
          )}
        </div>
      )}

      <fieldset className="bo-fieldset">
        <legend>{t('newsletters.audience')}</legend>
        <div className="bo-row">
          {(['everyone', 'languages'] as const).map((value) => (
            <div key={value} className="bo-field bo-field--checkbox">
              <label>
                <input type="radio" value={value} {...register('audience')} />{' '}
                {t(value === 'everyone' ? 'newsletters.everyone' : 'newsletters.someLanguages')}
              </label>
            </div>
          ))}
        </div>
        {audience === 'languages' && (
          <fieldset className="bo-fieldset" aria-describedby={errors.languages ? `${ids}-languages-error` : undefined}>
            <legend>{t('newsletters.languages')}</legend>
            <div className="bo-row">
              {locales.map((l) => (
                <div key={l.code} className="bo-field bo-field--checkbox">
                  <label lang={l.code}>
                    <input type="checkbox" value={l.code} {...register('languages')} /> {l.name}
                  </label>
                </div>
              ))}
            </div>
            {errors.languages?.message && (
              <p id={`${ids}-languages-error`} className="bo-field__error">
                {errors.languages.message}
              </p>
            )}
          </fieldset>
        )}
      </fieldset>
      <AdminField label={t('newsletters.slug')} hint={t('newsletters.slugHint')} error={errors.slug?.message}>
        {(c) => <input {...c} type="text" dir="ltr" autoComplete="off" maxLength={64} {...register('slug')} />}
      </AdminField>
      <div className="bo-actions">
        <Button type="submit" margin={false} disabled={isSubmitting}>
          {isSubmitting ? t('common.saving') : t('newsletters.save')}
        </Button>
      </div>
    </form>
  )
}
