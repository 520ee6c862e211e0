'use client'

import type { ContactInput } from '@/schemas/contact'
import { FormActions } from './form-card'
import { FormField, inputClass } from './form-field'
import { useVisitorForm, type VisitorFormStrings } from './use-visitor-form'

export type ContactFormStrings = VisitorFormStrings & {
  name: string
  namePlaceholder: string
  email: string
  emailPlaceholder: string
  subject: string
  subjectPlaceholder: string
  message: string
  messagePlaceholder: string
}

const empty: ContactInput = { name: '', email: '', subject: '', message: '' }
const loadSchema = () => import('@/schemas/contact').then((m) => m.contactSchema)

/** POST /api/contact: name, email, subject and a five-row message. */
export function ContactForm({
  strings,
  errors,
  requiredLabel,
}: {
  strings: ContactFormStrings
  errors: Record<string, string>
  requiredLabel: string
}) {
  const { form, onSubmit, errorOf, warm, sending } = useVisitorForm(loadSchema, '/api/contact', empty, strings, errors)
  const field = (name: keyof ContactInput) => ({
    id: `contact-${name}`,
    label: strings[name],
    error: errorOf(name),
    required: true,
    requiredLabel,
  })
  return (
    <form onSubmit={onSubmit} onFocus={warm} noValidate className="relative grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
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
      </div>
      <FormField {...field('subject')}>
        {(control) => (
          <input
            {...control}
            {...form.register('subject')}
            placeholder={strings.subjectPlaceholder}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField {...field('message')}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('message')}
            rows={5}
            placeholder={strings.messagePlaceholder}
            className={inputClass}
          />
        )}
      </FormField>
      <FormActions sending={sending} label={strings.submit} sendingLabel={strings.submitting} />
    </form>
  )
}
