'use client'

import { Button, toast } from '@payloadcms/ui'
import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { directionOf } from '@/i18n/config'
import { contentItemFormSchema, type ContentItemFormValues } from '@/schemas/content-item'
import { adminApi, failureMessage } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { AdminField } from '../ui/field'
import type { DraftState } from '@/core/drafts'
import { DraftNotice, FormActions, LoadFailure, OrderAndActive, PreviewLink } from '../ui/form-parts'
import { toOrder } from '../ui/form-rules'
import { LanguageSwitch } from '../ui/language-switch'
import type { SiteArea } from '../ui/site-areas'
import { useLoadFailure } from '../ui/use-load-failure'
import { draftQuery, patchLocale } from '../ui/translations'
import { SchedulePanel } from '../ui/schedule-panel'
import { useLocalizedRecordForm } from '../ui/use-localized-record-form'

const RichTextEditor = dynamic(() => import('./rich-text-editor').then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => <EditorLoading />,
})

/** Shown while the editor's code loads (it is loaded with the form, in the browser only). */
function EditorLoading() {
  const { t } = useAdminT()
  return <p className="bo-muted">{t('common.loadingEditor')}</p>
}

export type ContentFormValues = ContentItemFormValues

/**
 * Creates (no id) or edits a content item, with its text in each of the seven languages. The
 * main button publishes; "Save draft" keeps the changes from the site (`draft`: the item's
 * state when the form was opened; `history`: its versions).
 */
export function ContentForm({
  id,
  initial,
  areas,
  draft,
  history,
  timeZone,
}: {
  id?: number
  initial: ContentFormValues | null
  areas: SiteArea[]
  draft?: DraftState
  history?: string
  /** The organisation's time zone (SITE_TIME_ZONE), for the schedule. */
  timeZone: string
}) {
  const router = useRouter()
  const { t } = useAdminT()
  const [savedId, setSavedId] = useState(id)
  const loadFailed = initial === null
  const { form, language, setLanguage, locale, filled, textErrors, submit } = useLocalizedRecordForm({
    schema: contentItemFormSchema,
    texts: 'text',
    defaultValues: initial ?? undefined,
  })
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form
  const [tabId, sectionId] = useWatch({ control, name: ['tabId', 'sectionId'] })

  useLoadFailure(loadFailed, t('content.loadFailed'))

  if (loadFailed) {
    return (
      <div className="bo-page">
        <h1>{t('content.editTitle')}</h1>
        <LoadFailure message={t('content.loadFailed')} />
        <Button el="link" url="/admin" buttonStyle="secondary" margin={false}>
          {t('common.backToDashboard')}
        </Button>
      </div>
    )
  }

  const area = areas.find((a) => a.id === tabId) ?? areas[0]
  // An item filed under a section that is no longer offered (its submenu was renamed away) keeps it.
  const sections =
    sectionId && !area.sections.some((s) => s.id === sectionId)
      ? [...area.sections, { id: sectionId, name: sectionId, fromSubmenu: true, isActive: false }]
      : area.sections
  /** Saves in English, then each other language that changed: published, or as a draft. */
  const save = (asDraft: boolean) => {
    let itemId = savedId
    return submit(
      async (values) => {
        const english = {
          tabId: values.tabId,
          sectionId: values.sectionId,
          displayOrder: values.displayOrder,
          isActive: values.isActive,
          ...values.text.en,
        }
        if (itemId === undefined) {
          itemId = (
            await adminApi<{ id: number }>(`/api/content?locale=en${draftQuery(asDraft)}`, {
              method: 'POST',
              body: english,
            })
          ).id
          setSavedId(itemId)
        } else {
          await adminApi(`/api/content/${itemId}?locale=en${draftQuery(asDraft)}`, { method: 'PATCH', body: english })
        }
        return patchLocale(`/api/content/${itemId}`, asDraft)
      },
      {
        done: (values) => {
          if (asDraft) {
            // The editor stays on the draft: saved, the form has nothing left to send.
            toast.success(t('common.draftSaved'))
            form.reset(values)
            if (id === undefined) router.replace(`/admin/content/edit/${itemId}`)
            else router.refresh()
            return
          }
          toast.success(id === undefined ? t('content.created') : t('content.updated'))
          router.push('/admin')
          router.refresh()
        },
        failed: (error) => toast.error(failureMessage(error, t('common.errorOccurred'))),
      },
    )
  }
  const onSubmit = save(false)
  const onDraft = save(true)

  return (
    <>
      <form className="bo-page bo-form" noValidate onSubmit={onSubmit}>
        <h1>{id === undefined ? t('content.createTitle') : t('content.editTitle')}</h1>
        <DraftNotice state={draft} history={history} />

        <div className="bo-row">
          <AdminField label={t('common.siteArea')} required error={errors.tabId?.message}>
            {(c) => (
              <select
                {...c}
                {...register('tabId', {
                  // Changing the tab resets the section.
                  onChange: () => setValue('sectionId', '', { shouldDirty: true }),
                })}
              >
                {areas.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField label={t('common.section')} required error={errors.sectionId?.message}>
            {(c) => (
              <select {...c} {...register('sectionId')}>
                <option value="">{t('common.chooseSection')}</option>
                {sections.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                    {s.fromSubmenu && !s.isActive ? ` (${t('common.inactive')})` : ''}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
        </div>

        <fieldset className="bo-fieldset">
          <legend>{t('content.text')}</legend>
          <LanguageSwitch value={language} onChange={setLanguage} filled={filled} />
          {language !== 'en' && <p className="bo-muted">{t('common.optionalLanguage', { language: locale.name })}</p>}
          <AdminField
            key={`title-${language}`}
            label={t('common.inLanguage', { label: t('content.title'), language: locale.name })}
            required={language === 'en'}
            error={textErrors?.title?.message}
          >
            {(c) => (
              <input
                {...c}
                type="text"
                lang={language}
                dir={directionOf(language)}
                maxLength={200}
                {...register(`text.${language}.title`)}
              />
            )}
          </AdminField>
          <AdminField
            key={`content-${language}`}
            label={t('common.inLanguage', { label: t('content.content'), language: locale.name })}
            required={language === 'en'}
            error={textErrors?.content?.message}
          >
            {(c) => (
              <Controller
                control={control}
                name={`text.${language}.content`}
                render={({ field }) => (
                  <RichTextEditor
                    id={c.id}
                    labelledBy={c.labelId}
                    describedBy={c['aria-describedby']}
                    invalid={Boolean(c['aria-invalid'])}
                    required={c.required}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    lang={language}
                    dir={directionOf(language)}
                  />
                )}
              />
            )}
          </AdminField>
        </fieldset>

        <OrderAndActive
          order={register('displayOrder', { setValueAs: toOrder })}
          orderError={errors.displayOrder?.message}
          active={register('isActive')}
          activeLabel={t('common.activeOnSite')}
        />

        <p className="bo-muted">{t('common.draftHint')}</p>
        {savedId !== undefined && <PreviewLink collection="content-items" id={savedId} language={language} />}
        <FormActions
          busy={isSubmitting}
          label={id === undefined ? t('content.create') : t('content.saveChanges')}
          cancel={'/admin'}
          onDraft={onDraft}
        />
      </form>
      {savedId !== undefined && (
        <div className="bo-page">
          <SchedulePanel collection="content-items" id={savedId} timeZone={timeZone} />
        </div>
      )}
    </>
  )
}
