'use client'

import type { NewsletterInput } from '@/schemas/newsletter'
import { FormActions } from './form-card'
import { FormField, inputClass } from './form-field'
import { useVisitorForm, type Unfilled, type VisitorFormStrings } from './use-visitor-form'

export type NewsletterFormStrings = VisitorFormStrings & {
  name: string
  namePlaceholder: string
  email: string
  emailPlaceholder: string
  consent: string
}

// The checkbox starts unticked: consent is given, never assumed.
const empty: Unfilled<NewsletterInput> = { name: '', email: '', consent: false }
const loadSchema = () => import('@/schemas/newsletter').then((m) => m.newsletterSchema)

/** The confirmation mail is written in the language of the page the form is on (`<html lang>`). */
const subscribeUrl = () => `/api/newsletter?locale=${encodeURIComponent(document.documentElement.lang || 'en')}`

/** POST /api/newsletter: name, email and the visitor's consent. */
export function NewsletterForm({
  strings,
  errors,
  requiredLabel,
}: {
  strings: NewsletterFormStrings
  errors: Record<string, string>
  requiredLabel: string
}) {
  const { form, onSubmit, errorOf, warm, sending } = useVisitorForm(loadSchema, subscribeUrl, empty, strings, errors)
  return (
    <form onSubmit={onSubmit} onFocus={warm} noValidate className="relative grid gap-4">
      <FormField
        id="newsletter-name"
        label={strings.name}
        error={errorOf('name')}
        required
        requiredLabel={requiredLabel}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('name')}
            autoComplete="name"
            placeholder={strings.namePlaceholder}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        id="newsletter-email"
        label={strings.email}
        error={errorOf('email')}
        required
        requiredLabel={requiredLabel}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            placeholder={strings.emailPlaceholder}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        id="newsletter-consent"
        label={strings.consent}
        error={errorOf('consent')}
        required
        requiredLabel={requiredLabel}
        inline
      >
        {(control) => (
          <input
            {...control}
            {...form.register('consent')}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
        )}
      </FormField>
      <FormActions sending={sending} label={strings.submit} sendingLabel={strings.submitting} />
    </form>
  )
}
