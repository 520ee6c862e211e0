'use client'

import { Button, toast } from '@payloadcms/ui'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { translatedResolver } from '@/components/forms/translated-resolver'
import {
  scheduleActions,
  scheduleFormSchema,
  type DraftFormCollection,
  type ScheduleFormValues,
} from '@/schemas/schedule'
import { adminApi, AdminApiError, failureMessage } from './admin-api'
import { useAdminT } from './admin-i18n'
import { AdminField } from './field'

type Scheduled = { id: number; action: 'publish' | 'unpublish'; at: string }

/**
 * "Schedule" on a record's form: publish its latest saved version, or take it off the site, at a
 * date and time of the organisation's clock (`timeZone`); what is scheduled, with Cancel. The
 * site process runs each change at its time (src/core/jobs.ts).
 */
export function SchedulePanel(props: { collection: DraftFormCollection; id: number; timeZone: string }) {
  // One client per panel: the list is fetched when the panel shows and after each change.
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  )
  return (
    <QueryClientProvider client={client}>
      <Schedules {...props} />
    </QueryClientProvider>
  )
}

function Schedules({ collection, id, timeZone }: { collection: DraftFormCollection; id: number; timeZone: string }) {
  const { t, translate, i18n } = useAdminT()
  const path = `/api/schedules?${new URLSearchParams({ collection, id: String(id) })}`
  const { data, isError, refetch } = useQuery({
    queryKey: ['schedules', collection, id],
    queryFn: () => adminApi<Scheduled[]>(path),
  })
  const form = useForm<ScheduleFormValues>({
    resolver: translatedResolver(scheduleFormSchema(timeZone), translate),
    defaultValues: { action: 'publish', at: '' },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  const when = (at: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(at))
  const describe = (s: Scheduled) => t('schedule.upcoming', { action: t(`schedule.${s.action}`), at: when(s.at) })

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await adminApi('/api/schedules', { method: 'POST', body: { collection, id, ...values } })
      toast.success(t('schedule.scheduled'))
      form.reset({ action: values.action, at: '' })
      await refetch()
    } catch (error) {
      if (error instanceof AdminApiError)
        for (const [field, message] of Object.entries(error.errors))
          if (field === 'at' || field === 'action') form.setError(field, { message })
      toast.error(failureMessage(error, t('schedule.failed')))
    }
  })
  const cancel = async (scheduled: Scheduled) => {
    try {
      await adminApi(`/api/schedules/${scheduled.id}`, { method: 'DELETE' })
      toast.success(t('schedule.cancelled'))
    } catch (error) {
      toast.error(failureMessage(error, t('common.errorOccurred')))
    }
    await refetch()
  }

  return (
    <section className="bo-fieldset bo-schedule" aria-labelledby={`schedule-${collection}-${id}`}>
      <h2 id={`schedule-${collection}-${id}`}>{t('schedule.title')}</h2>
      <p className="bo-muted">{t('schedule.help', { timeZone })}</p>
      {isError ? (
        <p role="alert" className="bo-field__error">
          {t('common.errorOccurred')}
        </p>
      ) : data && data.length > 0 ? (
        <ul className="bo-list">
          {data.map((scheduled) => (
            <li key={scheduled.id} className="bo-card">
              <span>{describe(scheduled)}</span>
              <Button
                buttonStyle="secondary"
                size="small"
                margin={false}
                onClick={() => cancel(scheduled)}
                aria-label={t('schedule.cancelNamed', { what: describe(scheduled) })}
              >
                {t('schedule.cancel')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        data && <p className="bo-muted">{t('schedule.none')}</p>
      )}
      <form noValidate onSubmit={onSubmit} aria-label={t('schedule.title')}>
        <div className="bo-row">
          <AdminField label={t('schedule.action')} required error={errors.action?.message}>
            {(c) => (
              <select {...c} {...register('action')}>
                {scheduleActions.map((action) => (
                  <option key={action} value={action}>
                    {t(`schedule.${action}`)}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField label={t('schedule.at', { timeZone })} required error={errors.at?.message}>
            {(c) => <input {...c} type="datetime-local" {...register('at')} />}
          </AdminField>
        </div>
        <Button type="submit" buttonStyle="secondary" disabled={isSubmitting} margin={false}>
          {t('schedule.submit')}
        </Button>
      </form>
    </section>
  )
}
