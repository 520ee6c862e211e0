'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { memberTypes, type MemberType } from '@/content/site-structure'
import { directionOf, localeCodes, locales, type LocaleCode } from '@/i18n/config'
import { optionalEmail, optionalHttpUrl } from '@/schemas/common'
import { adminApi, AdminApiError, failureMessage } from '../ui/admin-api'
import { AdminField } from '../ui/field'
import { LanguageSwitch } from '../ui/language-switch'
import { emptyTranslations, hasText, saveOtherLanguages } from '../ui/translations'
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

const labels: Record<(typeof bioTexts)[number], string> = { bio: 'Bio', education: 'Education', experience: 'Experience', achievements: 'Achievements' }
const typeNames: Record<MemberType, string> = { board: 'Board', team: 'Team' }
const blank = (): Values => ({ contactEmail: '', linkedinUrl: '', isActive: true, texts: emptyTranslations({ bio: '', education: '', experience: '', achievements: '' }) })

/** Writes a member's profile: choose the member type, then the member; an existing bio is updated, else created. */
export function BioManager({ data }: { data: { members: { name: string; memberType: MemberType }[]; bios: BioRecord[] } | null }) {
  const router = useRouter()
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
  } = useForm<Values>({ resolver: zodResolver(formSchema) as never, mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: blank() })
  const texts = useWatch({ control, name: 'texts' })

  const warned = useRef(false)
  useEffect(() => {
    if (data === null && !warned.current) {
      warned.current = true
      toast.error('Failed to load bio data')
    }
  }, [data])

  if (data === null) {
    return (
      <div className="bo-page">
        <h1>Manage Member Bios</h1>
        <p role="alert" className="bo-field__error">
          Failed to load bio data
        </p>
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
    try {
      if (existing) await adminApi(at('en'), { method: 'PUT', body: { ...shared, ...values.texts.en } })
      else await adminApi('/api/team-bios?locale=en', { method: 'POST', body: { ...shared, ...values.texts.en } })
      await saveOtherLanguages(values.texts, (code) => !existing || Boolean(dirtyFields.texts?.[code]), (code, fields) =>
        adminApi(at(code), { method: 'PUT', body: { ...shared, ...fields } }),
      )
      toast.success(existing ? 'Bio updated' : 'Bio created')
      router.refresh()
    } catch (error) {
      if (error instanceof AdminApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field === 'contactEmail' || field === 'linkedinUrl') setError(field, { message })
          else if ((bioTexts as readonly string[]).includes(field)) setError(`texts.${language}.${field as keyof BioText}`, { message })
        }
      }
      toast.error(failureMessage(error, 'Failed to create/update bio'))
    }
  }

  const locale = locales.find((l) => l.code === language)!

  return (
    <div className="bo-page">
      <h1>Manage Member Bios</h1>
      <div className="bo-row">
        <div className="bo-field">
          <label htmlFor={`${ids}-type`} className="bo-field__label">
            Member type
          </label>
          <select id={`${ids}-type`} value={memberType} onChange={(e) => choose(e.target.value as MemberType, '')}>
            {memberTypes.map((type) => (
              <option key={type} value={type}>
                {typeNames[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={`${ids}-member`} className="bo-field__label">
            Member
          </label>
          <select id={`${ids}-member`} value={memberName} onChange={(e) => choose(memberType, e.target.value)}>
            <option value="">Choose a member</option>
            {members.map((m) => (
              <option key={m.name} value={m.name}>
                {m.name}
                {data.bios.some((b) => b.memberName === m.name && b.memberType === memberType) ? '' : ' (no bio yet)'}
              </option>
            ))}
          </select>
        </div>
      </div>

      {memberName === '' ? (
        <p className="bo-muted">Choose a member type, then a member, to write their profile.</p>
      ) : (
        <form className="bo-form bo-fieldset" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={`${ids}-form`}>
          <h2 id={`${ids}-form`} style={{ margin: 0 }}>
            {existing ? `Edit Bio: ${memberName}` : `Create Bio: ${memberName}`}
          </h2>
          <LanguageSwitch value={language} onChange={setLanguage} filled={(code) => hasText(texts[code])} />
          {language !== 'en' && <p className="bo-muted">Optional: left empty, the site shows the English text in {locale.name}.</p>}
          {bioTexts.map((field) => (
            <AdminField key={`${field}-${language}`} label={`${labels[field]} (${locale.name})`} error={errors.texts?.[language]?.[field]?.message}>
              {(c) => <textarea {...c} rows={field === 'bio' ? 6 : 4} lang={language} dir={directionOf(language)} {...register(`texts.${language}.${field}`)} />}
            </AdminField>
          ))}
          <div className="bo-row">
            <AdminField label="Contact e-mail" error={errors.contactEmail?.message}>
              {(c) => <input {...c} type="email" dir="ltr" autoComplete="off" {...register('contactEmail')} />}
            </AdminField>
            <AdminField label="LinkedIn URL" error={errors.linkedinUrl?.message}>
              {(c) => <input {...c} type="url" dir="ltr" autoComplete="off" placeholder="https://www.linkedin.com/in/…" {...register('linkedinUrl')} />}
            </AdminField>
          </div>
          <div className="bo-field bo-field--checkbox">
            <label>
              <input type="checkbox" {...register('isActive')} /> Active (shown on the site)
            </label>
          </div>
          <div className="bo-actions">
            <Button type="submit" disabled={isSubmitting} margin={false}>
              {isSubmitting ? 'Saving...' : existing ? 'Update Bio' : 'Create Bio'}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
