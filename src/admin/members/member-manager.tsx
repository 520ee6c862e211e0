'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import { memberTypes } from '@/content/site-structure'
import { directionOf } from '@/i18n/config'
import { emptyTranslations } from '@/schemas/localized'
import { memberFormSchema, type MemberFormValues, type MemberRecord } from '@/schemas/member'
import { adminApi, failureToast } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { AdminField } from '../ui/field'
import { DraftBadge, FormActions, ItemActions, LoadFailure, OrderAndActive, PreviewLink } from '../ui/form-parts'
import { toOrder } from '../ui/form-rules'
import { ImagePicker } from '../ui/image-picker'
import { AdminPager } from '../ui/pager'
import { LanguageSwitch } from '../ui/language-switch'
import { SchedulePanel } from '../ui/schedule-panel'
import { draftQuery } from '../ui/translations'
import { useLoadFailure } from '../ui/use-load-failure'
import { useLocalizedRecordForm } from '../ui/use-localized-record-form'

type Values = MemberFormValues

const blank = (): Values => ({
  name: '',
  memberType: 'team',
  displayOrder: 1,
  isActive: true,
  titles: emptyTranslations({ title: '' }),
})

/** Adds, edits and removes board and team members, with an optional portrait. */
export function MemberManager({
  members,
  meta,
  timeZone,
}: {
  members: MemberRecord[] | null
  meta?: { page: number; pages: number }
  timeZone: string
}) {
  const router = useRouter()
  const { t } = useAdminT()
  const [editing, setEditing] = useState<MemberRecord | null>(null)
  const [image, setImage] = useState<File | null>(null)
  const [pickerKey, setPickerKey] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const { form, language, setLanguage, locale, filled, textErrors, submit, reset } = useLocalizedRecordForm({
    schema: memberFormSchema,
    texts: 'titles',
    defaultValues: blank(),
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form

  useLoadFailure(members === null, t('members.loadFailed'))

  const clear = () => {
    setEditing(null)
    setImage(null)
    setPickerKey((k) => k + 1)
    reset(blank())
  }
  const startEdit = (member: MemberRecord) => {
    clear()
    setEditing(member)
    reset({
      name: member.name,
      memberType: member.memberType,
      displayOrder: member.displayOrder,
      isActive: member.isActive,
      titles: member.titles,
    })
    formRef.current?.scrollIntoView({ block: 'start' })
    formRef.current?.querySelector<HTMLInputElement>('input[type="text"]')?.focus()
  }

  /** Saves in English, then each other language that changed: published, or as a draft. */
  const save = (asDraft: boolean) =>
    submit(
      async (values) => {
        const shared = {
          name: values.name,
          memberType: values.memberType,
          displayOrder: values.displayOrder,
          isActive: values.isActive,
        }
        const body = new FormData()
        for (const [key, value] of Object.entries({ ...shared, title: values.titles.en.title }))
          body.append(key, String(value))
        if (image) body.append('image', image)
        const saved = await adminApi<{ id: number; imageUrl: string | null }>(
          `${editing ? `/api/members/${editing.id}` : '/api/members'}?locale=en${draftQuery(asDraft)}`,
          {
            method: editing ? 'PUT' : 'POST',
            body,
          },
        )
        // Should a later language fail, the form goes on as the edit of the member just added (no duplicate).
        if (!editing) {
          setEditing({ id: saved.id, ...values, imageUrl: saved.imageUrl })
          setImage(null)
        }
        // The contract's PUT replaces the member's fields, in the language it names.
        return (code, fields) =>
          adminApi(`/api/members/${saved.id}?locale=${code}${draftQuery(asDraft)}`, {
            method: 'PUT',
            body: { ...shared, ...fields },
          })
      },
      {
        done: () => {
          toast.success(asDraft ? t('common.draftSaved') : editing ? t('members.updated') : t('members.added'))
          clear()
          router.refresh()
        },
        failed: (error) => toast.error(...failureToast(error, t('members.saveFailed'))),
      },
    )
  const onSubmit = save(false)
  const onDraft = save(true)

  const remove = async (member: MemberRecord) => {
    if (!window.confirm(t('members.confirmRemove', { name: member.name }))) return
    try {
      await adminApi(`/api/members/${member.id}`, { method: 'DELETE' })
      toast.success(t('members.removed'))
      if (editing?.id === member.id) clear()
      router.refresh()
    } catch (error) {
      toast.error(...failureToast(error, t('members.removeFailed')))
    }
  }

  const formTitle = editing ? t('members.editTitle', { name: editing.name }) : t('members.addTitle')

  return (
    <div className="bo-page">
      <h1>{t('members.title')}</h1>
      <form
        ref={formRef}
        className="bo-form bo-fieldset"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="member-form-title"
      >
        <h2 id="member-form-title" style={{ margin: 0 }}>
          {formTitle}
        </h2>
        <div className="bo-row">
          <AdminField label={t('members.name')} required error={errors.name?.message}>
            {(c) => <input {...c} type="text" autoComplete="off" maxLength={200} {...register('name')} />}
          </AdminField>
          <AdminField label={t('members.memberType')} required error={errors.memberType?.message}>
            {(c) => (
              <select {...c} {...register('memberType')}>
                {memberTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`members.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
        </div>
        <LanguageSwitch value={language} onChange={setLanguage} filled={filled} />
        <AdminField
          key={language}
          label={t('common.inLanguage', { label: t('members.memberTitle'), language: locale.name })}
          required={language === 'en'}
          error={textErrors?.title?.message}
          hint={t('members.memberTitleHint')}
        >
          {(c) => (
            <input
              {...c}
              type="text"
              lang={language}
              dir={directionOf(language)}
              maxLength={300}
              {...register(`titles.${language}.title`)}
            />
          )}
        </AdminField>
        <OrderAndActive
          order={register('displayOrder', { setValueAs: toOrder })}
          orderError={errors.displayOrder?.message}
          active={register('isActive')}
          activeLabel={t('common.activeOnSite')}
        />
        <ImagePicker
          key={pickerKey}
          label={t('members.portrait')}
          current={editing?.imageUrl ?? null}
          onChange={setImage}
        />
        <p className="bo-muted">{t('common.draftHint')}</p>
        {editing && <PreviewLink collection="members" id={editing.id} language={language} />}
        <FormActions
          busy={isSubmitting}
          label={editing ? t('members.update') : t('members.add')}
          cancel={clear}
          onDraft={onDraft}
        />
      </form>
      {editing && <SchedulePanel key={editing.id} collection="members" id={editing.id} timeZone={timeZone} />}

      {members === null ? (
        <LoadFailure message={t('members.loadFailed')} />
      ) : (
        // Over several pages, a page shows the member types it has members of.
        memberTypes
          .filter((type) => !meta || meta.pages === 1 || members.some((m) => m.memberType === type))
          .map((type) => {
            const own = members.filter((m) => m.memberType === type)
            return (
              <section key={type} aria-labelledby={`members-${type}`}>
                <h2 id={`members-${type}`}>{t(`members.${type}`)}</h2>
                {own.length === 0 ? (
                  <p className="bo-muted">{t('members.none')}</p>
                ) : (
                  <ul className="bo-list">
                    {own.map((m) => (
                      <li key={m.id} className={`bo-card${editing?.id === m.id ? ' bo-card--editing' : ''}`}>
                        <div className="bo-card__main">
                          {m.imageUrl ? (
                            // eslint-disable-next-line @next/next/no-img-element -- an uploaded WebP thumbnail already
                            <img src={m.imageUrl} alt="" width={48} height={48} className="bo-thumb" />
                          ) : (
                            <span className="bo-thumb bo-thumb--empty" aria-hidden="true" />
                          )}
                          <div>
                            <strong>{m.name}</strong>
                            {!m.isActive && <span className="bo-badge">{t('common.inactive')}</span>}
                            <DraftBadge state={m.draft} />
                            <div className="bo-muted">
                              {m.titles.en.title} · {t('common.order', { order: m.displayOrder })}
                            </div>
                          </div>
                        </div>
                        <ItemActions
                          name={m.name}
                          onEdit={() => startEdit(m)}
                          history={m.history}
                          onDelete={() => remove(m)}
                          remove
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )
          })
      )}
      {meta && <AdminPager page={meta.page} pages={meta.pages} href={(page) => `/admin/member-manager?page=${page}`} />}
    </div>
  )
}
