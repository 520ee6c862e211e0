'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { memberTypes, type MemberType } from '@/content/site-structure'
import { directionOf, type LocaleCode } from '@/i18n/config'
import { emptyTranslations } from '@/schemas/localized'
import { bioTextFields, memberBioFormSchema, type MemberBioFormValues } from '@/schemas/member-bio'
import { adminApi, failureToast } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { AdminField } from '../ui/field'
import { DraftBadge, LoadFailure } from '../ui/form-parts'
import { LanguageSwitch } from '../ui/language-switch'
import { draftQuery } from '../ui/translations'
import { useLoadFailure } from '../ui/use-load-failure'
import { useLocalizedRecordForm } from '../ui/use-localized-record-form'
import type { BioRecord } from './bio-fields'

type Values = MemberBioFormValues

const blank = (): Values => ({ contactEmail: '', linkedinUrl: '', isActive: true, texts: emptyTranslations({ bio: '', education: '', experience: '', achievements: '' }) })

/** Writes a member's profile: choose the member type, then the member; an existing bio is updated, else created. */
export function BioManager({ data }: { data: { members: { name: string; memberType: MemberType }[]; bios: BioRecord[] } | null }) {
  const router = useRouter()
  const { t } = useAdminT()
  const ids = useId()
  const [memberType, setMemberType] = useState<MemberType>('team')
  const [memberName, setMemberName] = useState('')
  const { form, language, setLanguage, locale, filled, textErrors, submit, reset } = useLocalizedRecordForm({ schema: memberBioFormSchema, texts: 'texts', defaultValues: blank() })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form

  useLoadFailure(data === null, t('bios.loadFailed'))

  if (data === null) {
    return (
      <div className="bo-page">
        <h1>{t('bios.title')}</h1>
        <LoadFailure message={t('bios.loadFailed')} />
      </div>
    )
  }

  const members = data.members.filter((m) => m.memberType === memberType)
  const existing = data.bios.find((b) => b.memberName === memberName && b.memberType === memberType) ?? null

  const choose = (type: MemberType, name: string) => {
    setMemberType(type)
    setMemberName(name)
    const bio = data.bios.find((b) => b.memberName === name && b.memberType === type)
    reset(bio ? { contactEmail: bio.contactEmail, linkedinUrl: bio.linkedinUrl, isActive: bio.isActive, texts: bio.texts } : blank())
  }

  /** Saves in English, then each other language that changed: published, or as a draft. */
  const save = (asDraft: boolean) => submit(
    async (values) => {
      const shared = { memberName, memberType, contactEmail: values.contactEmail, linkedinUrl: values.linkedinUrl, isActive: values.isActive }
      const at = (code: LocaleCode) => `/api/team-bios/${encodeURIComponent(memberName)}?locale=${code}${draftQuery(asDraft)}`
      if (existing) await adminApi(at('en'), { method: 'PUT', body: { ...shared, ...values.texts.en } })
      else await adminApi(`/api/team-bios?locale=en${draftQuery(asDraft)}`, { method: 'POST', body: { ...shared, ...values.texts.en } })
      return (code, fields) => adminApi(at(code), { method: 'PUT', body: { ...shared, ...fields } })
    },
    {
      done: () => {
        toast.success(asDraft ? t('common.draftSaved') : existing ? t('bios.updated') : t('bios.created'))
        router.refresh()
      },
      failed: (error) => {
        toast.error(...failureToast(error, t('bios.saveFailed')))
        // A new bio may have been created before another language failed: reloaded, the next save updates it (PUT).
        if (!existing) router.refresh()
      },
    },
  )
  const onSubmit = save(false)
  const onDraft = save(true)

  return (
    <div className="bo-page">
      <h1>{t('bios.title')}</h1>
      <div className="bo-row">
        <div className="bo-field">
          <label htmlFor={`${ids}-type`} className="bo-field__label">
            {t('members.memberType')}
          </label>
          <select id={`${ids}-type`} value={memberType} onChange={(e) => choose(e.target.value as MemberType, '')}>
            {memberTypes.map((type) => (
              <option key={type} value={type}>
                {t(`members.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={`${ids}-member`} className="bo-field__label">
            {t('bios.member')}
          </label>
          <select id={`${ids}-member`} value={memberName} onChange={(e) => choose(memberType, e.target.value)}>
            <option value="">{t('bios.chooseMember')}</option>
            {members.map((m) => (
              <option key={m.name} value={m.name}>
                {data.bios.some((b) => b.memberName === m.name && b.memberType === memberType) ? m.name : t('bios.noBioYet', { name: m.name })}
              </option>
            ))}
          </select>
        </div>
      </div>

      {memberName === '' ? (
        <p className="bo-muted">{t('bios.pick')}</p>
      ) : (
        <form className="bo-form bo-fieldset" noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-form`}>
          <h2 id={`${ids}-form`} style={{ margin: 0 }}>
            {existing ? t('bios.editTitle', { name: memberName }) : t('bios.createTitle', { name: memberName })}
          </h2>
          <LanguageSwitch value={language} onChange={setLanguage} filled={filled} />
          {language !== 'en' && <p className="bo-muted">{t('common.optionalLanguage', { language: locale.name })}</p>}
          {bioTextFields.map((field) => (
            <AdminField key={`${field}-${language}`} label={t('common.inLanguage', { label: t(`bios.${field}`), language: locale.name })} error={textErrors?.[field]?.message}>
              {(c) => <textarea {...c} rows={field === 'bio' ? 6 : 4} lang={language} dir={directionOf(language)} {...register(`texts.${language}.${field}`)} />}
            </AdminField>
          ))}
          <div className="bo-row">
            <AdminField label={t('bios.contactEmail')} error={errors.contactEmail?.message}>
              {(c) => <input {...c} type="email" dir="ltr" autoComplete="off" {...register('contactEmail')} />}
            </AdminField>
            <AdminField label={t('bios.linkedinUrl')} error={errors.linkedinUrl?.message}>
              {(c) => <input {...c} type="url" dir="ltr" autoComplete="off" placeholder="https://www.linkedin.com/in/…" {...register('linkedinUrl')} />}
            </AdminField>
          </div>
          <div className="bo-field bo-field--checkbox">
            <label>
              <input type="checkbox" {...register('isActive')} /> {t('common.activeOnSite')}
            </label>
          </div>
          {existing?.draft && <DraftBadge state={existing.draft} />}
          <p className="bo-muted">{t('common.draftHint')}</p>
          <div className="bo-actions">
            <Button type="submit" disabled={isSubmitting} margin={false}>
              {isSubmitting ? t('common.saving') : existing ? t('bios.update') : t('bios.create')}
            </Button>
            <Button type="button" buttonStyle="secondary" disabled={isSubmitting} margin={false} onClick={onDraft}>
              {t('common.saveDraft')}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
