'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { startTransition, useId, useOptimistic } from 'react'
import { memberTypes, type MemberType } from '@/content/site-structure'
import { directionOf, type LocaleCode } from '@/i18n/config'
import { emptyTranslations } from '@/schemas/localized'
import { bioTextFields, memberBioFormSchema, type MemberBioFormValues } from '@/schemas/member-bio'
import { adminApi, failureToast } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { AdminField } from '../ui/field'
import { DraftBadge, FormActions, LoadFailure } from '../ui/form-parts'
import { LanguageSwitch } from '../ui/language-switch'
import { draftQuery } from '../ui/translations'
import { useLoadFailure } from '../ui/use-load-failure'
import { useLocalizedRecordForm } from '../ui/use-localized-record-form'
import type { BioRecord, BioScreen } from './bio-fields'

type Values = MemberBioFormValues

const blank = (): Values => ({
  contactEmail: '',
  linkedinUrl: '',
  isActive: true,
  texts: emptyTranslations({ bio: '', education: '', experience: '', achievements: '' }),
})

/**
 * Writes a member's profile: choose the member type, then the member (both in the address, so
 * the server reads that one bio); an existing bio is updated, else created.
 */
export function BioManager({ data }: { data: BioScreen | null }) {
  const router = useRouter()
  const { t } = useAdminT()
  const ids = useId()
  // The choice shows at once, until the server's page for it arrives (or Back brings another).
  const served = { memberType: data?.memberType ?? 'team', memberName: data?.memberName ?? '' }
  const [asked, setAsked] = useOptimistic(served)

  useLoadFailure(data === null, t('bios.loadFailed'))

  if (data === null) {
    return (
      <div className="bo-page">
        <h1>{t('bios.title')}</h1>
        <LoadFailure message={t('bios.loadFailed')} />
      </div>
    )
  }

  const choose = (memberType: MemberType, memberName: string) => {
    const query = new URLSearchParams({ type: memberType, ...(memberName ? { member: memberName } : {}) })
    startTransition(() => {
      setAsked({ memberType, memberName })
      router.push(`/admin/bio-manager?${query}`)
    })
  }
  const loaded = asked.memberType === data.memberType && asked.memberName === data.memberName
  const withBio = new Set(data.withBio)

  return (
    <div className="bo-page">
      <h1>{t('bios.title')}</h1>
      <div className="bo-row">
        <div className="bo-field">
          <label htmlFor={`${ids}-type`} className="bo-field__label">
            {t('members.memberType')}
          </label>
          <select
            id={`${ids}-type`}
            value={asked.memberType}
            onChange={(e) => choose(e.target.value as MemberType, '')}
          >
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
          <select
            id={`${ids}-member`}
            value={asked.memberName}
            disabled={asked.memberType !== data.memberType}
            onChange={(e) => choose(asked.memberType, e.target.value)}
          >
            <option value="">{t('bios.chooseMember')}</option>
            {data.members.map((name) => (
              <option key={name} value={name}>
                {withBio.has(name) ? name : t('bios.noBioYet', { name })}
              </option>
            ))}
          </select>
        </div>
      </div>

      {asked.memberName === '' ? (
        <p className="bo-muted">{t('bios.pick')}</p>
      ) : !loaded ? (
        <p className="bo-muted" role="status">
          {t('bios.loading', { name: asked.memberName })}
        </p>
      ) : (
        <BioForm
          key={`${data.memberType}/${data.memberName}`}
          memberType={data.memberType}
          memberName={data.memberName}
          existing={data.bio}
        />
      )}
    </div>
  )
}

/** One member's profile in each language: created, or updated when it exists. */
function BioForm({
  memberType,
  memberName,
  existing,
}: {
  memberType: MemberType
  memberName: string
  existing: BioRecord | null
}) {
  const router = useRouter()
  const { t } = useAdminT()
  const ids = useId()
  const { form, language, setLanguage, locale, filled, textErrors, submit } = useLocalizedRecordForm({
    schema: memberBioFormSchema,
    texts: 'texts',
    defaultValues: existing
      ? {
          contactEmail: existing.contactEmail,
          linkedinUrl: existing.linkedinUrl,
          isActive: existing.isActive,
          texts: existing.texts,
        }
      : blank(),
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form

  /** Saves in English, then each other language that changed: published, or as a draft. */
  const save = (asDraft: boolean) =>
    submit(
      async (values) => {
        const shared = {
          memberName,
          memberType,
          contactEmail: values.contactEmail,
          linkedinUrl: values.linkedinUrl,
          isActive: values.isActive,
        }
        const at = (code: LocaleCode) =>
          `/api/team-bios/${encodeURIComponent(memberName)}?locale=${code}${draftQuery(asDraft)}`
        if (existing) await adminApi(at('en'), { method: 'PUT', body: { ...shared, ...values.texts.en } })
        else
          await adminApi(`/api/team-bios?locale=en${draftQuery(asDraft)}`, {
            method: 'POST',
            body: { ...shared, ...values.texts.en },
          })
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
    <form className="bo-form bo-fieldset" noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-form`}>
      <h2 id={`${ids}-form`} style={{ margin: 0 }}>
        {existing ? t('bios.editTitle', { name: memberName }) : t('bios.createTitle', { name: memberName })}
      </h2>
      <LanguageSwitch value={language} onChange={setLanguage} filled={filled} />
      {language !== 'en' && <p className="bo-muted">{t('common.optionalLanguage', { language: locale.name })}</p>}
      {bioTextFields.map((field) => (
        <AdminField
          key={`${field}-${language}`}
          label={t('common.inLanguage', { label: t(`bios.${field}`), language: locale.name })}
          error={textErrors?.[field]?.message}
        >
          {(c) => (
            <textarea
              {...c}
              rows={field === 'bio' ? 6 : 4}
              lang={language}
              dir={directionOf(language)}
              {...register(`texts.${language}.${field}`)}
            />
          )}
        </AdminField>
      ))}
      <div className="bo-row">
        <AdminField label={t('bios.contactEmail')} error={errors.contactEmail?.message}>
          {(c) => <input {...c} type="email" dir="ltr" autoComplete="off" {...register('contactEmail')} />}
        </AdminField>
        <AdminField label={t('bios.linkedinUrl')} error={errors.linkedinUrl?.message}>
          {(c) => (
            <input
              {...c}
              type="url"
              dir="ltr"
              autoComplete="off"
              placeholder="https://www.linkedin.com/in/…"
              {...register('linkedinUrl')}
            />
          )}
        </AdminField>
      </div>
      <div className="bo-field bo-field--checkbox">
        <label>
          <input type="checkbox" {...register('isActive')} /> {t('common.activeOnSite')}
        </label>
      </div>
      {existing?.draft && <DraftBadge state={existing.draft} />}
      <p className="bo-muted">{t('common.draftHint')}</p>
      <FormActions busy={isSubmitting} label={existing ? t('bios.update') : t('bios.create')} onDraft={onDraft} />
    </form>
  )
}
