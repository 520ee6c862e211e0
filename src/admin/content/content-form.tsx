'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Button, toast } from '@payloadcms/ui'
import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { z } from '@/schemas/zod'
import type { TabId } from '@/content/site-structure'
import { directionOf, localeCodes, locales, type LocaleCode } from '@/i18n/config'
import { contentItemSchema, contentTitle } from '@/schemas/content-item'
import { adminApi, failureMessage, showFieldErrors } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { AdminField } from '../ui/field'
import { FormActions, LoadFailure, OrderAndActive } from '../ui/form-parts'
import { orderRule, toOrder } from '../ui/form-rules'
import { LanguageSwitch } from '../ui/language-switch'
import { hasText, patchLocale, saveOtherLanguages } from '../ui/translations'
import type { SiteArea } from '../ui/site-areas'
import { useLoadFailure } from '../ui/use-load-failure'

const RichTextEditor = dynamic(() => import('./rich-text-editor').then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => <EditorLoading />,
})

const translation = z.object({ title: z.string().trim().max(100, 'Title is too long'), content: z.string() })

/** The form's values: the shared fields once, the title and content per language (English required). */
const formSchema = z.object({
  tabId: contentItemSchema.shape.tabId,
  sectionId: z.string().min(1, 'Section is required'),
  displayOrder: orderRule,
  isActive: z.boolean(),
  text: z.object({
    ...(Object.fromEntries(localeCodes.map((code) => [code, translation])) as Record<LocaleCode, typeof translation>),
    en: z.object({ title: contentTitle, content: z.string().trim().min(1, 'Content is required') }),
  }),
})

/** Shown while the editor's code loads (it is loaded with the form, in the browser only). */
function EditorLoading() {
  const { t } = useAdminT()
  return <p className="bo-muted">{t('common.loadingEditor')}</p>
}

export type ContentFormValues = { tabId: TabId; sectionId: string; displayOrder: number; isActive: boolean; text: Record<LocaleCode, { title: string; content: string }> }


/** Creates (no id) or edits a content item, with its text in each of the seven languages. */
export function ContentForm({ id, initial, areas }: { id?: number; initial: ContentFormValues | null; areas: SiteArea[] }) {
  const router = useRouter()
  const { t } = useAdminT()
  const [language, setLanguage] = useState<LocaleCode>('en')
  const [savedId, setSavedId] = useState(id)
  const loadFailed = initial === null
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    getFieldState,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<ContentFormValues>({
    resolver: zodResolver(formSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initial ?? undefined,
  })

  const [tabId, sectionId, text] = useWatch({ control, name: ['tabId', 'sectionId', 'text'] })

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
  const sections = sectionId && !area.sections.some((s) => s.id === sectionId) ? [...area.sections, { id: sectionId, name: sectionId, fromSubmenu: true, isActive: false }] : area.sections
  const locale = locales.find((l) => l.code === language)!
  const textErrors = errors.text?.[language]

  const onInvalid = () => {
    // English is required: when it is what is missing, show it.
    if (errors.text?.en || getFieldState('text.en.title').invalid || getFieldState('text.en.content').invalid) setLanguage('en')
  }

  const onSubmit = async (values: ContentFormValues) => {
    const shared = { tabId: values.tabId, sectionId: values.sectionId, displayOrder: values.displayOrder, isActive: values.isActive }
    try {
      let itemId = savedId
      if (itemId === undefined) {
        const created = await adminApi<{ id: number }>('/api/content?locale=en', { method: 'POST', body: { ...shared, ...values.text.en } })
        // Should a later language fail, saving again updates this item instead of creating another.
        itemId = created.id
        setSavedId(itemId)
      } else {
        await adminApi(`/api/content/${itemId}?locale=en`, { method: 'PATCH', body: { ...shared, ...values.text.en } })
      }
      await saveOtherLanguages(values.text, (code) => Boolean(dirtyFields.text?.[code]), patchLocale(`/api/content/${itemId}`))
      toast.success(id === undefined ? t('content.created') : t('content.updated'))
      router.push('/admin')
      router.refresh()
    } catch (error) {
      showFieldErrors(error, language, setLanguage, (field, message, failed) => {
        if (field === 'title' || field === 'content') setError(`text.${failed}.${field}`, { message })
        else if (field in shared) setError(field as keyof typeof shared, { message })
      })
      toast.error(failureMessage(error, t('common.errorOccurred')))
    }
  }

  return (
    <form className="bo-page bo-form" noValidate onSubmit={handleSubmit(onSubmit, onInvalid)}>
      <h1>{id === undefined ? t('content.createTitle') : t('content.editTitle')}</h1>

      <div className="bo-row">
        <AdminField label={t('common.siteArea')} required error={errors.tabId?.message}>
          {(c) => (
            <select
              {...c}
              {...register('tabId', {
                // SPEC.md section 4: changing the tab resets the section.
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
        <LanguageSwitch value={language} onChange={setLanguage} filled={(code) => hasText(text[code])} />
        {language !== 'en' && <p className="bo-muted">{t('common.optionalLanguage', { language: locale.name })}</p>}
        <AdminField key={`title-${language}`} label={t('common.inLanguage', { label: t('content.title'), language: locale.name })} required={language === 'en'} error={textErrors?.title?.message}>
          {(c) => <input {...c} type="text" lang={language} dir={directionOf(language)} maxLength={200} {...register(`text.${language}.title`)} />}
        </AdminField>
        <AdminField key={`content-${language}`} label={t('common.inLanguage', { label: t('content.content'), language: locale.name })} required={language === 'en'} error={textErrors?.content?.message}>
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

      <FormActions busy={isSubmitting} label={id === undefined ? t('content.create') : t('content.saveChanges')} cancel={'/admin'} />
    </form>
  )
}
