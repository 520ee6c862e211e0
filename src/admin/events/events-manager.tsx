'use client'

import { Button, toast } from '@payloadcms/ui'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useMemo, useRef, useState } from 'react'
import type { PublicationTheme } from '@/content/site-structure'
import { directionOf } from '@/i18n/config'
import {
  eventFormFields,
  eventFormSchema,
  eventLinks,
  eventTexts,
  registrationModes,
  type EventFormValues,
  type EventRecord,
  type EventText,
} from '@/schemas/event'
import { emptyTranslations } from '@/schemas/localized'
import { toWallTime } from '@/schemas/wall-time'
import { adminApi, failureToast } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { AdminField } from '../ui/field'
import { DraftBadge, FormActions, LoadFailure, PageRecordActions, PreviewLink } from '../ui/form-parts'
import { LanguageSwitch } from '../ui/language-switch'
import { AdminPager } from '../ui/pager'
import { SchedulePanel } from '../ui/schedule-panel'
import { draftQuery } from '../ui/translations'
import { useLoadFailure } from '../ui/use-load-failure'
import { useLocalizedRecordForm } from '../ui/use-localized-record-form'
import { RegistrationsPanel } from './registrations-panel'

const blank = (): EventFormValues => ({
  startsAt: '',
  endsAt: '',
  onlineUrl: '',
  recordingUrl: '',
  slidesUrl: '',
  reportUrl: '',
  programmes: [],
  registration: 'none',
  registrationUrl: '',
  capacity: '',
  slug: '',
  isActive: true,
  texts: emptyTranslations(Object.fromEntries(eventTexts.map((name) => [name, ''])) as Record<EventText, string>),
})

const valuesOf = (e: EventRecord, timeZone: string): EventFormValues => ({
  startsAt: toWallTime(new Date(e.startsAt), timeZone),
  endsAt: toWallTime(new Date(e.endsAt), timeZone),
  onlineUrl: e.onlineUrl ?? '',
  recordingUrl: e.recordingUrl ?? '',
  slidesUrl: e.slidesUrl ?? '',
  reportUrl: e.reportUrl ?? '',
  programmes: e.programmes,
  registration: e.registration,
  registrationUrl: e.registrationUrl ?? '',
  capacity: e.capacity === null ? '' : String(e.capacity),
  slug: e.slug,
  isActive: e.isActive,
  texts: e.texts,
})

/** The short texts typed on one line (the description has a box of its own). */
const lineLength: Partial<Record<EventText, number>> = { title: 300, venue: 300 }

/**
 * The events: adds and edits them (their texts in seven languages, when they start and end on
 * the organisation's clock, where, how people register, and after the event its recording,
 * slides and report), as drafts or published; shows or hides each on the site; and shows an
 * event's registrations.
 */
export function EventsManager({
  events,
  meta,
  programmes,
  timeZone,
}: {
  events: EventRecord[] | null
  meta?: { total: number; page: number; pages: number }
  programmes: { id: PublicationTheme; name: string }[]
  timeZone: string
}) {
  const router = useRouter()
  const { t, i18n } = useAdminT()
  const ids = useId()
  const [editing, setEditing] = useState<EventRecord | null>(null)
  const [showing, setShowing] = useState<EventRecord | null>(null)
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const schema = useMemo(() => eventFormSchema(timeZone), [timeZone])
  const { form, language, setLanguage, locale, filled, textErrors, submit, reset } = useLocalizedRecordForm({
    schema,
    texts: 'texts',
    defaultValues: blank(),
  })
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form
  const registration = watch('registration')

  useLoadFailure(events === null, t('events.loadFailed'))

  const clear = () => {
    setEditing(null)
    reset(blank())
  }
  const startEdit = (e: EventRecord) => {
    setEditing(e)
    reset(valuesOf(e, timeZone))
    formRef.current?.scrollIntoView({ block: 'start' })
    formRef.current?.querySelector<HTMLInputElement>('input[type="text"]')?.focus()
  }

  /** Saves in English, then each other language that changed: published, or as a draft. */
  const save = (asDraft: boolean) =>
    submit(
      async (values) => {
        const fields = eventFormFields(values)
        const saved = await adminApi<EventRecord>(
          `${editing ? `/api/events/${editing.id}` : '/api/events'}?locale=en${draftQuery(asDraft)}`,
          { method: editing ? 'PUT' : 'POST', body: { ...fields, ...values.texts.en } },
        )
        // Should a later language fail, the form goes on as the edit of the event just added.
        if (!editing) setEditing({ ...saved, texts: values.texts } as EventRecord)
        return (code, texts) =>
          adminApi(`/api/events/${saved.id}?locale=${code}${draftQuery(asDraft)}`, {
            method: 'PUT',
            body: { ...fields, slug: saved.slug, ...texts },
          })
      },
      {
        done: () => {
          toast.success(asDraft ? t('common.draftSaved') : t('events.saved'))
          clear()
          router.refresh()
        },
        failed: (error) => toast.error(...failureToast(error, t('events.saveFailed'))),
      },
    )
  const onSubmit = save(false)
  const onDraft = save(true)

  const toggleActive = async (e: EventRecord) => {
    setBusy(true)
    try {
      // A pending draft stays a draft.
      await adminApi(`/api/events/${e.id}?locale=en${draftQuery(Boolean(e.draft))}`, {
        method: 'PUT',
        body: { ...eventFormFields(schema.parse(valuesOf(e, timeZone))), ...e.texts.en, isActive: !e.isActive },
      })
      toast.success(t('events.saved'))
      router.refresh()
    } catch (error) {
      toast.error(...failureToast(error, t('events.saveFailed')))
    } finally {
      setBusy(false)
    }
  }

  const remove = async (e: EventRecord) => {
    if (!window.confirm(t('events.confirmDelete', { title: e.texts.en.title }))) return
    try {
      await adminApi(`/api/events/${e.id}`, { method: 'DELETE' })
      toast.success(t('events.deleted'))
      if (editing?.id === e.id) clear()
      if (showing?.id === e.id) setShowing(null)
      router.refresh()
    } catch (error) {
      toast.error(...failureToast(error, t('events.deleteFailed')))
    }
  }

  const when = (e: EventRecord) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).formatRange(
      new Date(e.startsAt),
      new Date(e.endsAt),
    )
  const programmeName = (id: string) => programmes.find((p) => p.id === id)?.name ?? id

  return (
    <div className="bo-page">
      <h1>{t('events.manageTitle')}</h1>
      <form
        ref={formRef}
        className="bo-form bo-fieldset"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${ids}-title`}
      >
        <h2 id={`${ids}-title`} style={{ margin: 0 }}>
          {editing ? t('events.editTitle') : t('events.newTitle')}
        </h2>
        <LanguageSwitch value={language} onChange={setLanguage} filled={filled} />
        {eventTexts.map((name) => (
          <AdminField
            key={`${name}-${language}`}
            label={t('common.inLanguage', { label: t(`events.${name}`), language: locale.name })}
            required={name === 'title' && language === 'en'}
            hint={name === 'summary' ? t('events.summaryHint') : undefined}
            error={textErrors?.[name]?.message}
          >
            {(c) =>
              lineLength[name] ? (
                <input
                  {...c}
                  type="text"
                  lang={language}
                  dir={directionOf(language)}
                  maxLength={lineLength[name]}
                  {...register(`texts.${language}.${name}`)}
                />
              ) : (
                <textarea
                  {...c}
                  rows={name === 'description' ? 8 : 2}
                  lang={language}
                  dir={directionOf(language)}
                  maxLength={name === 'description' ? 10000 : 300}
                  {...register(`texts.${language}.${name}`)}
                />
              )
            }
          </AdminField>
        ))}
        <div className="bo-row">
          <AdminField
            label={t('events.startsAt')}
            hint={t('events.inTimeZone', { timeZone })}
            required
            error={errors.startsAt?.message}
          >
            {(c) => <input {...c} type="datetime-local" dir="ltr" {...register('startsAt')} />}
          </AdminField>
          <AdminField
            label={t('events.endsAt')}
            hint={t('events.inTimeZone', { timeZone })}
            required
            error={errors.endsAt?.message}
          >
            {(c) => <input {...c} type="datetime-local" dir="ltr" {...register('endsAt')} />}
          </AdminField>
        </div>
        <fieldset className="bo-fieldset">
          <legend>{t('events.programmes')}</legend>
          <div className="bo-row">
            {programmes.map((programme) => (
              <div key={programme.id} className="bo-field bo-field--checkbox">
                <label>
                  <input type="checkbox" value={programme.id} {...register('programmes')} /> {programme.name}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="bo-row">
          <AdminField label={t('events.registration')} error={errors.registration?.message}>
            {(c) => (
              <select {...c} {...register('registration')}>
                {registrationModes.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`events.modes.${mode}`)}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          {registration === 'external' && (
            <AdminField label={t('events.registrationUrl')} required error={errors.registrationUrl?.message}>
              {(c) => <input {...c} type="url" dir="ltr" maxLength={2048} {...register('registrationUrl')} />}
            </AdminField>
          )}
          {registration === 'form' && (
            <AdminField label={t('events.capacity')} hint={t('events.capacityHint')} error={errors.capacity?.message}>
              {(c) => <input {...c} type="number" min={1} step={1} dir="ltr" {...register('capacity')} />}
            </AdminField>
          )}
        </div>
        {eventLinks.map((name) => (
          <AdminField
            key={name}
            label={t(`events.${name}`)}
            hint={name === 'onlineUrl' ? undefined : t('events.afterHint')}
            error={errors[name]?.message}
          >
            {(c) => <input {...c} type="url" dir="ltr" maxLength={2048} {...register(name)} />}
          </AdminField>
        ))}
        <AdminField label={t('events.slug')} hint={t('events.slugHint')} error={errors.slug?.message}>
          {(c) => <input {...c} type="text" dir="ltr" autoComplete="off" maxLength={64} {...register('slug')} />}
        </AdminField>
        <div className="bo-field bo-field--checkbox">
          <label>
            <input type="checkbox" {...register('isActive')} /> {t('common.activeOnSite')}
          </label>
        </div>
        <p className="bo-muted">{t('common.draftHint')}</p>
        {editing && <PreviewLink collection="events" id={editing.id} language={language} />}
        <FormActions busy={isSubmitting} label={t('events.save')} cancel={clear} onDraft={onDraft} />
      </form>
      {editing && <SchedulePanel key={editing.id} collection="events" id={editing.id} timeZone={timeZone} />}

      {events === null ? (
        <LoadFailure message={t('events.loadFailed')} />
      ) : (
        <>
          <section aria-labelledby={`${ids}-all`}>
            <h2 id={`${ids}-all`}>{t('events.list', { count: meta?.total ?? events.length })}</h2>
            {events.length === 0 ? (
              <p className="bo-muted">{t('events.none')}</p>
            ) : (
              <ul className="bo-list">
                {events.map((e) => (
                  <li key={e.id} className={`bo-card${editing?.id === e.id ? ' bo-card--editing' : ''}`}>
                    <div className="bo-card__main">
                      <div>
                        <strong>{e.texts.en.title}</strong>
                        {!e.isActive && <span className="bo-badge">{t('common.inactive')}</span>}
                        <DraftBadge state={e.draft} />
                        <div className="bo-muted">
                          {when(e)}
                          {e.programmes.length > 0 && ` · ${e.programmes.map(programmeName).join(', ')}`}
                        </div>
                        <div className="bo-muted">
                          {t(`events.modes.${e.registration}`)}
                          {e.placesLeft !== null && ` · ${t('events.placesLeft', { count: e.placesLeft })}`}
                        </div>
                      </div>
                    </div>
                    <div className="bo-card__actions">
                      {e.registration === 'form' && (
                        <Button
                          buttonStyle={showing?.id === e.id ? 'primary' : 'secondary'}
                          size="small"
                          margin={false}
                          onClick={() => setShowing(showing?.id === e.id ? null : e)}
                          aria-pressed={showing?.id === e.id}
                          aria-label={t('events.registrationsOf', { title: e.texts.en.title })}
                        >
                          {t('events.registrations')}
                        </Button>
                      )}
                      <PageRecordActions
                        record={{ ...e, title: e.texts.en.title }}
                        busy={busy}
                        onToggle={() => toggleActive(e)}
                        onEdit={() => startEdit(e)}
                        onDelete={() => remove(e)}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {showing && (
            <RegistrationsPanel
              key={showing.id}
              eventId={showing.id}
              title={showing.texts.en.title}
              capacity={showing.capacity}
            />
          )}
          <p>
            <Link href="/admin/collections/events">{t('events.allEvents')}</Link>
          </p>
        </>
      )}
      {meta && <AdminPager page={meta.page} pages={meta.pages} href={(page) => `/admin/events-manager?page=${page}`} />}
    </div>
  )
}
