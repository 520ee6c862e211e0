'use client'

import { budgets, projectTypes, timelines } from '@/content/site-structure'
import type { SoftwareRequestInput } from '@/schemas/software-request'
import { FormActions, FormCard } from './form-card'
import { FormField, inputClass } from './form-field'
import { useVisitorForm, type Unfilled, type VisitorFormStrings } from './use-visitor-form'

export type SoftwareRequestStrings = VisitorFormStrings & {
  title: string
  description: string
  name: string
  namePlaceholder: string
  email: string
  emailPlaceholder: string
  organization: string
  organizationPlaceholder: string
  projectType: string
  budget: string
  timeline: string
  choose: string
  requirements: string
  requirementsPlaceholder: string
  additionalInfo: string
  additionalInfoPlaceholder: string
  optional: string
  projectTypes: Record<(typeof projectTypes)[number], string>
  budgets: Record<(typeof budgets)[number], string>
  timelines: Record<(typeof timelines)[number], string>
}

const empty: Unfilled<SoftwareRequestInput> = {
  name: '',
  email: '',
  organization: '',
  projectType: '',
  budget: '',
  timeline: '',
  requirements: '',
  additionalInfo: '',
}
const loadSchema = () => import('@/schemas/software-request').then((m) => m.softwareRequestSchema)

/** POST /api/software-requirements: the request form of Programmes / Software Development. */
export default function SoftwareRequestForm({
  strings,
  errors,
  requiredLabel,
}: {
  strings: SoftwareRequestStrings
  errors: Record<string, string>
  requiredLabel: string
}) {
  const { form, onSubmit, errorOf, warm, sending } = useVisitorForm(
    loadSchema,
    '/api/software-requirements',
    empty,
    strings,
    errors,
  )
  const field = (name: keyof SoftwareRequestInput, required = true) => ({
    id: `request-${name}`,
    label: required ? strings[name] : `${strings[name]} (${strings.optional})`,
    error: errorOf(name),
    required,
    requiredLabel,
  })
  const select = (
    name: 'projectType' | 'budget' | 'timeline',
    options: readonly string[],
    labels: Record<string, string>,
  ) => (
    <FormField {...field(name)}>
      {(control) => (
        <select {...control} {...form.register(name)} className={inputClass}>
          <option value="">{strings.choose}</option>
          {options.map((value) => (
            <option key={value} value={value}>
              {labels[value]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
  return (
    <FormCard id="request-title" title={strings.title} description={strings.description} className="mt-10">
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
        <FormField {...field('organization')}>
          {(control) => (
            <input
              {...control}
              {...form.register('organization')}
              autoComplete="organization"
              placeholder={strings.organizationPlaceholder}
              className={inputClass}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          {select('projectType', projectTypes, strings.projectTypes)}
          {select('budget', budgets, strings.budgets)}
          {select('timeline', timelines, strings.timelines)}
        </div>
        <FormField {...field('requirements')}>
          {(control) => (
            <textarea
              {...control}
              {...form.register('requirements')}
              rows={6}
              placeholder={strings.requirementsPlaceholder}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField {...field('additionalInfo', false)}>
          {(control) => (
            <textarea
              {...control}
              {...form.register('additionalInfo')}
              rows={3}
              placeholder={strings.additionalInfoPlaceholder}
              className={inputClass}
            />
          )}
        </FormField>
        <FormActions sending={sending} label={strings.submit} sendingLabel={strings.submitting} />
      </form>
    </FormCard>
  )
}
