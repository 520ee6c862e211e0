'use client'

import { toast } from '@payloadcms/ui'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import type { TabId } from '@/content/site-structure'
import { directionOf } from '@/i18n/config'
import { isBuiltInSection } from '@/i18n/routing'
import { emptyTranslations } from '@/schemas/localized'
import { submenuFormSchema, type SubmenuFormValues, type SubmenuRecord } from '@/schemas/submenu'
import { adminApi, failureMessage } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { AdminField } from '../ui/field'
import { FormActions, ItemActions, LoadFailure, OrderAndActive } from '../ui/form-parts'
import { toOrder } from '../ui/form-rules'
import { LanguageSwitch } from '../ui/language-switch'
import { AdminPager } from '../ui/pager'
import type { SiteArea } from '../ui/site-areas'
import { useLoadFailure } from '../ui/use-load-failure'
import { patchLocale } from '../ui/translations'
import { useLocalizedRecordForm } from '../ui/use-localized-record-form'

type Values = SubmenuFormValues

const blank = (tabId: TabId): Values => ({
  tabId,
  sectionId: '',
  displayOrder: 1,
  isActive: true,
  names: emptyTranslations({ name: '' }),
})

/** Lists the submenus per site area and creates or edits one. */
export function SubmenuManager({
  areas,
  submenus,
  meta,
}: {
  areas: Pick<SiteArea, 'id' | 'name'>[]
  submenus: SubmenuRecord[] | null
  meta?: { page: number; pages: number }
}) {
  const router = useRouter()
  const { t } = useAdminT()
  const [editing, setEditing] = useState<SubmenuRecord | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const { form, language, setLanguage, locale, filled, textErrors, submit, reset } = useLocalizedRecordForm({
    schema: submenuFormSchema,
    texts: 'names',
    defaultValues: blank(areas[0].id),
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form

  useLoadFailure(submenus === null, t('submenus.loadFailed'))

  const startEdit = (submenu: SubmenuRecord) => {
    setEditing(submenu)
    reset({
      tabId: submenu.tabId,
      sectionId: submenu.sectionId,
      displayOrder: submenu.displayOrder,
      isActive: submenu.isActive,
      names: submenu.names,
    })
    formRef.current?.scrollIntoView({ block: 'start' })
    formRef.current?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])')?.focus()
  }
  /** Cancel: back to an empty create form. */
  const cancel = () => {
    setEditing(null)
    reset(blank(areas[0].id))
  }

  const onSubmit = submit(
    async (values) => {
      let id = editing?.id
      if (id === undefined) {
        const created = await adminApi<{ id: number }>('/api/submenus?locale=en', {
          method: 'POST',
          body: {
            tabId: values.tabId,
            sectionId: values.sectionId,
            name: values.names.en.name,
            displayOrder: values.displayOrder,
            isActive: values.isActive,
          },
        })
        id = created.id
        // Should a later language fail, the form goes on as the edit of the submenu just created.
        setEditing({ id, ...values })
      } else {
        await adminApi(`/api/submenus/${id}?locale=en`, {
          method: 'PATCH',
          body: { name: values.names.en.name, displayOrder: values.displayOrder, isActive: values.isActive },
        })
      }
      return patchLocale(`/api/submenus/${id}`)
    },
    {
      done: () => {
        toast.success(editing ? t('submenus.updated') : t('submenus.created'))
        cancel()
        router.refresh()
      },
      failed: (error) => toast.error(failureMessage(error, t('common.errorOccurred'))),
    },
  )

  const remove = async (submenu: SubmenuRecord) => {
    const confirmed = window.confirm(
      t(
        isBuiltInSection(submenu.tabId, submenu.sectionId) ? 'submenus.confirmDeleteBuiltIn' : 'submenus.confirmDelete',
        {
          name: submenu.names.en.name,
          area: areas.find((a) => a.id === submenu.tabId)?.name ?? submenu.tabId,
          section: submenu.sectionId,
        },
      ),
    )
    if (!confirmed) return
    try {
      await adminApi(`/api/submenus/${submenu.id}`, { method: 'DELETE' })
      toast.success(t('submenus.deleted'))
      if (editing?.id === submenu.id) cancel()
      router.refresh()
    } catch (error) {
      toast.error(failureMessage(error, t('submenus.deleteFailed')))
    }
  }

  return (
    <div className="bo-page">
      <h1>{t('submenus.title')}</h1>
      <p className="bo-muted">
        {t('submenus.intro')} <Link href="/admin">{t('common.backToDashboard')}</Link>
      </p>
      <p className="bo-muted">{t('submenus.builtInHelp')}</p>

      <form
        ref={formRef}
        className="bo-form bo-fieldset"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="submenu-form-title"
      >
        <h2 id="submenu-form-title" style={{ margin: 0 }}>
          {editing ? t('submenus.editTitle', { name: editing.names.en.name }) : t('submenus.createTitle')}
        </h2>
        <div className="bo-row">
          <AdminField
            label={t('common.siteArea')}
            required
            error={errors.tabId?.message}
            hint={editing ? t('submenus.areaLocked') : undefined}
          >
            {(c) =>
              editing ? (
                <input
                  {...c}
                  type="text"
                  readOnly
                  aria-readonly
                  value={areas.find((a) => a.id === editing.tabId)?.name ?? editing.tabId}
                />
              ) : (
                <select {...c} {...register('tabId')}>
                  {areas.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </select>
              )
            }
          </AdminField>
          <AdminField
            label={t('submenus.sectionId')}
            required
            error={errors.sectionId?.message}
            hint={editing ? t('submenus.sectionIdLocked') : t('submenus.sectionIdHint')}
          >
            {(c) => (
              <input
                {...c}
                type="text"
                dir="ltr"
                autoComplete="off"
                readOnly={Boolean(editing)}
                aria-readonly={Boolean(editing) || undefined}
                maxLength={64}
                {...register('sectionId')}
              />
            )}
          </AdminField>
        </div>
        <LanguageSwitch value={language} onChange={setLanguage} filled={filled} />
        <AdminField
          key={language}
          label={t('common.inLanguage', { label: t('submenus.name'), language: locale.name })}
          required={language === 'en'}
          error={textErrors?.name?.message}
        >
          {(c) => (
            <input
              {...c}
              type="text"
              lang={language}
              dir={directionOf(language)}
              maxLength={200}
              {...register(`names.${language}.name`)}
            />
          )}
        </AdminField>
        <OrderAndActive
          order={register('displayOrder', { setValueAs: toOrder })}
          orderError={errors.displayOrder?.message}
          active={register('isActive')}
          activeLabel={t('submenus.activeInMenu')}
        />
        <FormActions
          busy={isSubmitting}
          label={editing ? t('submenus.update') : t('submenus.create')}
          cancel={cancel}
        />
      </form>

      {submenus === null ? (
        <LoadFailure message={t('submenus.loadFailed')} />
      ) : (
        // Over several pages, a page shows the areas it has submenus of.
        areas
          .filter((area) => !meta || meta.pages === 1 || submenus.some((s) => s.tabId === area.id))
          .map((area) => {
            const own = submenus.filter((s) => s.tabId === area.id)
            return (
              <section key={area.id} aria-labelledby={`area-${area.id}`}>
                <h2 id={`area-${area.id}`}>{area.name}</h2>
                {own.length === 0 ? (
                  <p className="bo-muted">{t('submenus.none')}</p>
                ) : (
                  <ul className="bo-list">
                    {own.map((s) => (
                      <li key={s.id} className={`bo-card${editing?.id === s.id ? ' bo-card--editing' : ''}`}>
                        <div>
                          <strong>{s.names.en.name}</strong>
                          {!s.isActive && <span className="bo-badge">{t('common.inactive')}</span>}
                          {isBuiltInSection(s.tabId, s.sectionId) && (
                            <span className="bo-badge">{t('submenus.overridesBuiltIn')}</span>
                          )}
                          <div className="bo-muted">
                            <code>{s.sectionId}</code> · {t('common.order', { order: s.displayOrder })}
                          </div>
                        </div>
                        <ItemActions name={s.names.en.name} onEdit={() => startEdit(s)} onDelete={() => remove(s)} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )
          })
      )}
      {meta && <AdminPager page={meta.page} pages={meta.pages} href={(page) => `/admin/submenus?page=${page}`} />}
    </div>
  )
}
