'use client'

import type { RegistrationInput } from '@/schemas/event'
import { FormActions, FormCard } from '../forms/form-card'
import { FormField, inputClass } from '../forms/form-field'
import { useVisitorForm, type Unfilled, type VisitorFormStrings } from '../forms/use-visitor-form'

export type RegistrationStrings = VisitorFormStrings & {
  title: string
  description: string
  name: string
  namePlaceholder: string
  email: string
  emailPlaceholder: string
  organisation: string
  organisationPlaceholder: string
  optional: string
  waitlistedTitle: string
  waitlistedDescription: string
}

const empty: Unfilled<RegistrationInput> = { name: '', email: '', organisation: '' }
const loadSchema = () => import('@/schemas/event').then((m) => m.registrationSchema)

/** POST /api/events/{id}/registrations: a place, or the waiting list, told apart in the toast. */
export default function RegistrationForm({
  eventId,
  locale,
  strings,
  errors,
  requiredLabel,
}: {
  eventId: number
  locale: string
  strings: RegistrationStrings
  errors: Record<string, string>
  requiredLabel: string
}) {
  const { form, onSubmit, errorOf, warm, sending } = useVisitorForm(
    loadSchema,
    `/api/events/${eventId}/registrations?locale=${locale}`,
    empty,
    strings,
    errors,
    (answer) =>
      (answer as { status?: string } | undefined)?.status === 'waitlisted'
        ? { title: strings.waitlistedTitle, description: strings.waitlistedDescription }
        : { title: strings.successTitle, description: strings.successDescription },
  )
  const field = (name: keyof RegistrationInput, required = true) => ({
    id: `registration-${name}`,
    label: required ? strings[name] : `${strings[name]} (${strings.optional})`,
    error: errorOf(name),
    required,
    requiredLabel,
  })
  return (
    // Right under the event's h1: the page's next heading level.
    <FormCard id="registration-title" title={strings.title} description={strings.description} level={2}>
      <form onSubmit={onSubmit} onFocus={warm} noValidate className="relative grid gap-4">
        <FormField {...field('name')}>
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
        <FormField {...field('email')}>
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
        <FormField {...field('organisation', false)}>
          {(control) => (
            <input
              {...control}
              {...form.register('organisation')}
              autoComplete="organization"
              placeholder={strings.organisationPlaceholder}
              className={inputClass}
            />
          )}
        </FormField>
        <FormActions sending={sending} label={strings.submit} sendingLabel={strings.submitting} />
      </form>
    </FormCard>
  )
}
