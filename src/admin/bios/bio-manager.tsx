'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from '@/schemas/zod'
import { memberTypes, type MemberType } from '@/content/site-structure'
import { directionOf, localeCodes, locales, type LocaleCode } from '@/i18n/config'
import { optionalEmail, optionalHttpUrl } from '@/schemas/common'
import { adminApi, failureToast, showFieldErrors } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { AdminField } from '../ui/field'
import { LoadFailure } from '../ui/form-parts'
import { LanguageSwitch } from '../ui/language-switch'
import { emptyTranslations, hasText, saveOtherLanguages } from '../ui/translations'
import { useLoadFailure } from '../ui/use-load-failure'
import { bioTexts, type BioRecord, type BioText } from './bio-fields'

type Values = Pick<BioRecord, 'contactEmail' | 'linkedinUrl' | 'isActive' | 'texts'>

const longText = z.string().max(20000, 'Must be at most 20000 characters.')
const textsSchema = z.object(Object.fromEntries(bioTexts.map((field) => [field, longText])) as Record<(typeof bioTexts)[number], typeof longText>)
const formSchema = z.object({
  contactEmail: optionalEmail,
  linkedinUrl: optionalHttpUrl,
  isActive: z.boolean(),
  texts: z.object(Object.fromEntries(localeCodes.map((code) => [code, textsSchema])) as Record<LocaleCode, typeof textsSchema>),
})

const blank = (): Values => ({ contactEmail: '', linkedinUrl: '', isActive: true, texts: emptyTranslations({ bio: '', education: '', experience: '', achievements: '' }) })

/** Writes a member's profile: choose the member type, then the member; an existing bio is updated, else created. */
export function BioManager({ data }: { data: { members: { name: string; memberType: MemberType }[]; bios: BioRecord[] } | null }) {
  const router = useRouter()
  const { t } = useAdminT()
  const ids = useId()
  const [memberType, setMemberType] = useState<MemberType>('team')
  const [memberName, setMemberName] = useState('')
  const [language, setLanguage] = useState<LocaleCode>('en')
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<Values>({ resolver: zodResolver(formSchema), mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: blank() })
  const texts = useWatch({ control, name: 'texts' })

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
    setLanguage('en')
    const bio = data.bios.find((b) => b.memberName === name && b.memberType === type)
    reset(bio ? { contactEmail: bio.contactEmail, linkedinUrl: bio.linkedinUrl, isActive: bio.isActive, texts: bio.texts } : blank())
  }

  const onSubmit = async (values: Values) => {
    const shared = { memberName, memberType, contactEmail: values.contactEmail, linkedinUrl: values.linkedinUrl, isActive: values.isActive }
    const at = (code: LocaleCode) => `/api/team-bios/${encodeURIComponent(memberName)}?locale=${code}`
    let created = false
    try {
      if (existing) await adminApi(at('en'), { method: 'PUT', body: { ...shared, ...values.texts.en } })
      else {
        await adminApi('/api/team-bios?locale=en', { method: 'POST', body: { ...shared, ...values.texts.en } })
        created = true
      }
      await saveOtherLanguages(values.texts, (code) => Boolean(dirtyFields.texts?.[code]), (code, fields) =>
        adminApi(at(code), { method: 'PUT', body: { ...shared, ...fields } }),
      )
      toast.success(existing ? t('bios.updated') : t('bios.created'))
      router.refresh()
    } catch (error) {
      showFieldErrors(error, language, setLanguage, (field, message, failed) => {
        if (field === 'contactEmail' || field === 'linkedinUrl') setError(field, { message })
        else if ((bioTexts as readonly string[]).includes(field)) setError(`texts.${failed}.${field as keyof BioText}`, { message })
      })
      toast.error(...failureToast(error, t('bios.saveFailed')))
      // The bio was created before another language failed: reloaded, the next save updates it (PUT).
      if (created) router.refresh()
    }
  }

  const locale = locales.find((l) => l.code === language)!

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
        <form className="bo-form bo-fieldset" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={`${ids}-form`}>
          <h2 id={`${ids}-form`} style={{ margin: 0 }}>
            {existing ? t('bios.editTitle', { name: memberName }) : t('bios.createTitle', { name: memberName })}
          </h2>
          <LanguageSwitch value={language} onChange={setLanguage} filled={(code) => hasText(texts[code])} />
          {language !== 'en' && <p className="bo-muted">{t('common.optionalLanguage', { language: locale.name })}</p>}
          {bioTexts.map((field) => (
            <AdminField key={`${field}-${language}`} label={t('common.inLanguage', { label: t(`bios.${field}`), language: locale.name })} error={errors.texts?.[language]?.[field]?.message}>
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
          <div className="bo-actions">
            <Button type="submit" disabled={isSubmitting} margin={false}>
              {isSubmitting ? t('common.saving') : existing ? t('bios.update') : t('bios.create')}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
