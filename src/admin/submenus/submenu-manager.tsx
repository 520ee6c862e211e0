'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Button, toast } from '@payloadcms/ui'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import type { TabId } from '@/content/site-structure'
import { directionOf, localeCodes, locales, type LocaleCode } from '@/i18n/config'
import { slug } from '@/schemas/common'
import { submenuName, submenuSchema } from '@/schemas/submenu'
import { adminApi, AdminApiError, failureMessage } from '../ui/admin-api'
import { AdminField } from '../ui/field'
import { orderRule, toOrder } from '../ui/form-rules'
import { LanguageSwitch } from '../ui/language-switch'
import type { SiteArea } from '../ui/site-areas'
import { emptyTranslations, hasText, patchLocale, saveOtherLanguages, type Translated } from '../ui/translations'

export type SubmenuRecord = { id: number; tabId: TabId; sectionId: string; displayOrder: number; isActive: boolean; names: Translated<{ name: string }> }
type Values = Omit<SubmenuRecord, 'id'>

const otherName = z.object({ name: z.string().trim().max(100, 'Display name is too long (max 100 characters)') })
const formSchema = z.object({
  tabId: submenuSchema.shape.tabId,
  sectionId: slug,
  displayOrder: orderRule,
  isActive: z.boolean(),
  names: z.object({
    ...(Object.fromEntries(localeCodes.map((code) => [code, otherName])) as Record<LocaleCode, typeof otherName>),
    en: z.object({ name: submenuName }),
  }),
})


const blank = (tabId: TabId): Values => ({ tabId, sectionId: '', displayOrder: 1, isActive: true, names: emptyTranslations({ name: '' }) })

/** Lists the submenus per site area and creates or edits one (SPEC.md sections 2 and 4). */
export function SubmenuManager({ areas, submenus }: { areas: Pick<SiteArea, 'id' | 'name'>[]; submenus: SubmenuRecord[] | null }) {
  const router = useRouter()
  const [editing, setEditing] = useState<SubmenuRecord | null>(null)
  const [language, setLanguage] = useState<LocaleCode>('en')
  const formRef = useRef<HTMLFormElement>(null)
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<Values>({ resolver: zodResolver(formSchema) as never, mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: blank(areas[0].id) })

  const warned = useRef(false)
  useEffect(() => {
    if (submenus === null && !warned.current) {
      warned.current = true
      toast.error('Failed to load submenu data')
    }
  }, [submenus])

  const names = useWatch({ control, name: 'names' })
  const locale = locales.find((l) => l.code === language)!

  const startEdit = (submenu: SubmenuRecord) => {
    setEditing(submenu)
    setLanguage('en')
    reset({ tabId: submenu.tabId, sectionId: submenu.sectionId, displayOrder: submenu.displayOrder, isActive: submenu.isActive, names: submenu.names })
    formRef.current?.scrollIntoView({ block: 'start' })
    formRef.current?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])')?.focus()
  }
  /** Cancel: back to an empty create form. */
  const cancel = () => {
    setEditing(null)
    setLanguage('en')
    reset(blank(areas[0].id))
  }

  const onSubmit = async (values: Values) => {
    try {
      let id = editing?.id
      if (id === undefined) {
        const created = await adminApi<{ id: number }>('/api/submenus?locale=en', {
          method: 'POST',
          body: { tabId: values.tabId, sectionId: values.sectionId, name: values.names.en.name, displayOrder: values.displayOrder, isActive: values.isActive },
        })
        id = created.id
      } else {
        await adminApi(`/api/submenus/${id}?locale=en`, {
          method: 'PATCH',
          body: { name: values.names.en.name, displayOrder: values.displayOrder, isActive: values.isActive },
        })
      }
      await saveOtherLanguages(values.names, (code) => !editing || Boolean(dirtyFields.names?.[code]), patchLocale(`/api/submenus/${id}`))
      toast.success(editing ? 'Submenu Updated' : 'Submenu Created')
      cancel()
      router.refresh()
    } catch (error) {
      if (error instanceof AdminApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field === 'name') setError(`names.${language}.name`, { message })
          else if (field === 'tabId' || field === 'sectionId' || field === 'displayOrder') setError(field, { message })
        }
      }
      toast.error(failureMessage(error, 'An error occurred'))
    }
  }

  const remove = async (submenu: SubmenuRecord) => {
    const confirmed = window.confirm(
      `Delete the submenu "${submenu.names.en.name}"? All content items in its section (${submenu.tabId} / ${submenu.sectionId}) will be deleted too. This cannot be undone.`,
    )
    if (!confirmed) return
    try {
      await adminApi(`/api/submenus/${submenu.id}`, { method: 'DELETE' })
      toast.success('Submenu Deleted')
      if (editing?.id === submenu.id) cancel()
      router.refresh()
    } catch (error) {
      toast.error(failureMessage(error, 'An error occurred while deleting the submenu'))
    }
  }

  return (
    <div className="bo-page">
      <h1>Manage Submenus</h1>
      <p className="bo-muted">
        A submenu adds a section to a site area&apos;s menu. Its content items are written on the dashboard.{' '}
        <Link href="/admin">Back to Dashboard</Link>
      </p>

      <form ref={formRef} className="bo-form bo-fieldset" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="submenu-form-title">
        <h2 id="submenu-form-title" style={{ margin: 0 }}>
          {editing ? `Edit Submenu: ${editing.names.en.name}` : 'Create Submenu'}
        </h2>
        <div className="bo-row">
          <AdminField label="Site area (tab)" required error={errors.tabId?.message} hint={editing ? 'A submenu stays in its site area.' : undefined}>
            {(c) =>
              editing ? (
                <input {...c} type="text" readOnly aria-readonly value={areas.find((a) => a.id === editing.tabId)?.name ?? editing.tabId} />
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
            label="Section id"
            required
            error={errors.sectionId?.message}
            hint={editing ? 'The section id is locked: content items are filed under it.' : 'Lowercase letters, digits and hyphens, e.g. climate-finance.'}
          >
            {(c) => <input {...c} type="text" dir="ltr" autoComplete="off" readOnly={Boolean(editing)} aria-readonly={Boolean(editing) || undefined} maxLength={64} {...register('sectionId')} />}
          </AdminField>
        </div>
        <LanguageSwitch value={language} onChange={setLanguage} filled={(code) => hasText(names[code])} />
        <AdminField key={language} label={`Display name (${locale.name})`} required={language === 'en'} error={errors.names?.[language]?.name?.message}>
          {(c) => <input {...c} type="text" lang={language} dir={directionOf(language)} maxLength={200} {...register(`names.${language}.name`)} />}
        </AdminField>
        <div className="bo-row">
          <AdminField label="Display order" required error={errors.displayOrder?.message}>
            {(c) => <input {...c} type="number" min={1} step={1} inputMode="numeric" {...register('displayOrder', { setValueAs: toOrder })} />}
          </AdminField>
          <div className="bo-field bo-field--checkbox">
            <label>
              <input type="checkbox" {...register('isActive')} /> Active (shown in the site&apos;s menu)
            </label>
          </div>
        </div>
        <div className="bo-actions">
          <Button type="submit" disabled={isSubmitting} margin={false}>
            {isSubmitting ? 'Saving...' : editing ? 'Update Submenu' : 'Create Submenu'}
          </Button>
          <Button type="button" buttonStyle="secondary" margin={false} onClick={cancel}>
            Cancel
          </Button>
        </div>
      </form>

      {submenus === null ? (
        <p role="alert" className="bo-field__error">
          Failed to load submenu data
        </p>
      ) : (
        areas.map((area) => {
          const own = submenus.filter((s) => s.tabId === area.id)
          return (
            <section key={area.id} aria-labelledby={`area-${area.id}`}>
              <h2 id={`area-${area.id}`}>{area.name}</h2>
              {own.length === 0 ? (
                <p className="bo-muted">No submenus yet.</p>
              ) : (
                <ul className="bo-list">
                  {own.map((s) => (
                    <li key={s.id} className={`bo-card${editing?.id === s.id ? ' bo-card--editing' : ''}`}>
                      <div>
                        <strong>{s.names.en.name}</strong>
                        {!s.isActive && <span className="bo-badge">Inactive</span>}
                        <div className="bo-muted">
                          <code>{s.sectionId}</code> · order {s.displayOrder}
                        </div>
                      </div>
                      <div className="bo-card__actions">
                        <Button buttonStyle="secondary" size="small" margin={false} onClick={() => startEdit(s)} aria-label={`Edit ${s.names.en.name}`}>
                          Edit
                        </Button>
                        <Button buttonStyle="error" size="small" margin={false} onClick={() => remove(s)} aria-label={`Delete ${s.names.en.name}`}>
                          Delete
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )
        })
      )}
    </div>
  )
}
