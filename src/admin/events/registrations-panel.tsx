'use client'

import { Button, toast } from '@payloadcms/ui'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { PublicRegistration, RegistrationState } from '@/schemas/event'
import { adminApi, failureToast } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'

/**
 * An event's registrations, in the order they came: who has a place, who waits, who was
 * cancelled. An administrator gives someone on the waiting list a place (they are told by
 * e-mail), cancels a registration, or downloads them all as CSV.
 */
export function RegistrationsPanel(props: { eventId: number; title: string; capacity: number | null }) {
  // One client per panel: the list is fetched when the panel shows and after each change.
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  )
  return (
    <QueryClientProvider client={client}>
      <Registrations {...props} />
    </QueryClientProvider>
  )
}

function Registrations({ eventId, title, capacity }: { eventId: number; title: string; capacity: number | null }) {
  const { t, i18n } = useAdminT()
  const ids = useId()
  const [busy, setBusy] = useState(false)
  const path = `/api/events/${eventId}/registrations`
  const { data, isError, refetch } = useQuery({
    queryKey: ['registrations', eventId],
    queryFn: () => adminApi<PublicRegistration[]>(path),
  })
  const count = (status: RegistrationState) => data?.filter((r) => r.status === status).length ?? 0
  const when = (at: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at))

  const change = async (registration: PublicRegistration, status: RegistrationState) => {
    if (status === 'cancelled' && !window.confirm(t('events.confirmCancel', { name: registration.name }))) return
    setBusy(true)
    try {
      await adminApi(`${path}/${registration.id}`, { method: 'PATCH', body: { status } })
      toast.success(status === 'registered' ? t('events.promoted', { name: registration.name }) : t('events.cancelled'))
    } catch (error) {
      toast.error(...failureToast(error, t('events.changeFailed')))
    } finally {
      setBusy(false)
    }
    await refetch()
  }

  return (
    <section className="bo-fieldset" aria-labelledby={`${ids}-registrations`}>
      <h2 id={`${ids}-registrations`}>{t('events.registrationsOf', { title })}</h2>
      {isError ? (
        <p role="alert" className="bo-field__error">
          {t('events.registrationsFailed')}
        </p>
      ) : !data ? null : data.length === 0 ? (
        <p className="bo-muted">{t('events.noRegistrations')}</p>
      ) : (
        <>
          <p>
            {t('events.counts', {
              registered: count('registered'),
              waitlisted: count('waitlisted'),
              cancelled: count('cancelled'),
            })}
            {capacity !== null && ` ${t('events.ofCapacity', { capacity })}`}
          </p>
          {/* A scrolling table: focusable so that keyboard users can scroll it too. */}
          <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('events.registrations')}>
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">{t('events.name')}</th>
                  <th scope="col">{t('events.email')}</th>
                  <th scope="col">{t('events.organisation')}</th>
                  <th scope="col">{t('events.status')}</th>
                  <th scope="col">{t('events.registeredAt')}</th>
                  <th scope="col">
                    <span className="bo-sr-only">{t('events.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((registration) => (
                  <tr key={registration.id}>
                    <td>{registration.name}</td>
                    <td dir="ltr">{registration.email}</td>
                    <td>{registration.organisation}</td>
                    <td>{t(`events.statuses.${registration.status}`)}</td>
                    <td>{when(registration.createdAt)}</td>
                    <td>
                      <div className="bo-actions">
                        {registration.status === 'waitlisted' && (
                          <Button
                            buttonStyle="primary"
                            size="small"
                            margin={false}
                            disabled={busy}
                            onClick={() => change(registration, 'registered')}
                            aria-label={t('events.promoteNamed', { name: registration.name })}
                          >
                            {t('events.promote')}
                          </Button>
                        )}
                        {registration.status !== 'cancelled' && (
                          <Button
                            buttonStyle="secondary"
                            size="small"
                            margin={false}
                            disabled={busy}
                            onClick={() => change(registration, 'cancelled')}
                            aria-label={t('events.cancelNamed', { name: registration.name })}
                          >
                            {t('events.cancelRegistration')}
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <a href={`${path}?format=csv`} download>
              {t('events.downloadCsv')}
            </a>
          </p>
        </>
      )}
    </section>
  )
}
