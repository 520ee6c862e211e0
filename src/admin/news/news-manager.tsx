'use client'

import { Button, toast } from '@payloadcms/ui'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'
import { useFieldArray } from 'react-hook-form'
import type { PublicationTheme } from '@/content/site-structure'
import { directionOf } from '@/i18n/config'
import { emptyTranslations } from '@/schemas/localized'
import {
  newsFields,
  newsFormSchema,
  newsTexts,
  type NewsFormValues,
  type NewsRecord,
  type NewsText,
} from '@/schemas/news'
import { maxImageBytes } from '@/schemas/photo'
import { adminApi, AdminApiError, failureToast } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { AdminField } from '../ui/field'
import { DraftBadge, FormActions, LoadFailure, PageRecordActions, PreviewLink } from '../ui/form-parts'
import { LanguageSwitch } from '../ui/language-switch'
import { AdminPager } from '../ui/pager'
import { SchedulePanel } from '../ui/schedule-panel'
import { draftQuery } from '../ui/translations'
import { useLoadFailure } from '../ui/use-load-failure'
import { useLocalizedRecordForm } from '../ui/use-localized-record-form'

const today = () => new Date().toISOString().slice(0, 10)

const blank = (): NewsFormValues => ({
  authors: [],
  programmes: [],
  publishedDate: today(),
  slug: '',
  isActive: true,
  texts: emptyTranslations(Object.fromEntries(newsTexts.map((name) => [name, ''])) as Record<NewsText, string>),
})

const valuesOf = (n: NewsRecord): NewsFormValues => ({
  authors: n.authors.map((a) => ({ name: a.name, member: a.memberId ? String(a.memberId) : '' })),
  programmes: n.programmes,
  publishedDate: n.publishedDate,
  slug: n.slug,
  isActive: n.isActive,
  texts: n.texts,
})

/** A saved story's fields as the contract's PUT takes them, in English, with a change. */
const contractFields = (n: NewsRecord, change: Partial<Record<string, unknown>>) => ({
  ...newsFields(newsFormSchema.parse(valuesOf(n))),
  ...n.texts.en,
  ...change,
})

const megabytes = maxImageBytes / 1024 / 1024

/**
 * The news: adds and edits stories (their texts in seven languages, the cover, authors, the
 * programmes they are about, the day they were published), as drafts or published, and shows
 * or hides each on the site.
 */
export function NewsManager({
  news,
  meta,
  members,
  programmes,
  timeZone,
}: {
  news: NewsRecord[] | null
  meta?: { total: number; page: number; pages: number }
  members: { id: number; name: string }[]
  programmes: { id: PublicationTheme; name: string }[]
  timeZone: string
}) {
  const router = useRouter()
  const { t } = useAdminT()
  const ids = useId()
  const [editing, setEditing] = useState<NewsRecord | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const [fileKey, setFileKey] = useState(0)
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const { form, language, setLanguage, locale, filled, textErrors, submit, reset } = useLocalizedRecordForm({
    schema: newsFormSchema,
    texts: 'texts',
    defaultValues: blank(),
  })
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form
  const authors = useFieldArray({ control, name: 'authors' })

  useLoadFailure(news === null, t('news.loadFailed'))

  const clear = () => {
    setEditing(null)
    setFile(null)
    setFileError(undefined)
    setFileKey((k) => k + 1)
    reset(blank())
  }
  const startEdit = (n: NewsRecord) => {
    clear()
    setEditing(n)
    reset(valuesOf(n))
    formRef.current?.scrollIntoView({ block: 'start' })
    formRef.current?.querySelector<HTMLInputElement>('input[type="text"]')?.focus()
  }

  /** Saves in English with the cover, then each other language that changed: published, or as a draft. */
  const save = (asDraft: boolean) =>
    submit(
      async (values) => {
        const fields = newsFields(values)
        const body = new FormData()
        for (const [key, value] of Object.entries({ ...fields, ...values.texts.en })) {
          if (value !== undefined) body.append(key, typeof value === 'string' ? value : JSON.stringify(value))
        }
        if (file) body.append('image', file)
        const saved = await adminApi<NewsRecord>(
          `${editing ? `/api/news/${editing.id}` : '/api/news'}?locale=en${draftQuery(asDraft)}`,
          { method: editing ? 'PUT' : 'POST', body },
        )
        // Should a later language fail, the form goes on as the edit of the story just added.
        if (!editing) {
          setEditing({ ...saved, texts: values.texts } as NewsRecord)
          setFile(null)
        }
        return (code, texts) =>
          adminApi(`/api/news/${saved.id}?locale=${code}${draftQuery(asDraft)}`, {
            method: 'PUT',
            body: { ...fields, slug: saved.slug, ...texts },
          })
      },
      {
        done: () => {
          toast.success(asDraft ? t('common.draftSaved') : t('news.saved'))
          clear()
          router.refresh()
        },
        failed: (error) => {
          if (error instanceof AdminApiError && error.errors.image) setFileError(error.errors.image)
          toast.error(...failureToast(error, t('news.saveFailed')))
        },
      },
    )
  const onSubmit = save(false)
  const onDraft = save(true)

  const toggleActive = async (n: NewsRecord) => {
    setBusy(true)
    try {
      // A pending draft stays a draft.
      await adminApi(`/api/news/${n.id}?locale=en${draftQuery(Boolean(n.draft))}`, {
        method: 'PUT',
        body: contractFields(n, { isActive: !n.isActive }),
      })
      toast.success(t('news.saved'))
      router.refresh()
    } catch (error) {
      toast.error(...failureToast(error, t('news.saveFailed')))
    } finally {
      setBusy(false)
    }
  }

  const remove = async (n: NewsRecord) => {
    if (!window.confirm(t('news.confirmDelete', { title: n.texts.en.title }))) return
    try {
      await adminApi(`/api/news/${n.id}`, { method: 'DELETE' })
      toast.success(t('news.deleted'))
      if (editing?.id === n.id) clear()
      router.refresh()
    } catch (error) {
      toast.error(...failureToast(error, t('news.deleteFailed')))
    }
  }

  const programmeName = (id: string) => programmes.find((p) => p.id === id)?.name ?? id

  return (
    <div className="bo-page">
      <h1>{t('news.title')}</h1>
      <form
        ref={formRef}
        className="bo-form bo-fieldset"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${ids}-title`}
      >
        <h2 id={`${ids}-title`} style={{ margin: 0 }}>
          {editing ? t('news.editTitle') : t('news.newTitle')}
        </h2>
        <LanguageSwitch value={language} onChange={setLanguage} filled={filled} />
        <AdminField
          key={`title-${language}`}
          label={t('common.inLanguage', { label: t('news.storyTitle'), language: locale.name })}
          required={language === 'en'}
          error={textErrors?.title?.message}
        >
          {(c) => (
            <input
              {...c}
              type="text"
              lang={language}
              dir={directionOf(language)}
              maxLength={300}
              {...register(`texts.${language}.title`)}
            />
          )}
        </AdminField>
        <AdminField
          key={`summary-${language}`}
          label={t('common.inLanguage', { label: t('news.summary'), language: locale.name })}
          hint={t('news.summaryHint')}
          error={textErrors?.summary?.message}
        >
          {(c) => (
            <textarea
              {...c}
              rows={2}
              lang={language}
              dir={directionOf(language)}
              maxLength={300}
              {...register(`texts.${language}.summary`)}
            />
          )}
        </AdminField>
        <AdminField
          key={`body-${language}`}
          label={t('common.inLanguage', { label: t('news.body'), language: locale.name })}
          hint={t('news.bodyHint')}
          error={textErrors?.body?.message}
        >
          {(c) => (
            <textarea
              {...c}
              rows={10}
              lang={language}
              dir={directionOf(language)}
              {...register(`texts.${language}.body`)}
            />
          )}
        </AdminField>
        <AdminField
          key={`coverAlt-${language}`}
          label={t('common.inLanguage', { label: t('news.coverAlt'), language: locale.name })}
          error={textErrors?.coverAlt?.message}
        >
          {(c) => (
            <input
              {...c}
              type="text"
              lang={language}
              dir={directionOf(language)}
              maxLength={300}
              {...register(`texts.${language}.coverAlt`)}
            />
          )}
        </AdminField>
        <AdminField
          key={fileKey}
          label={t('news.cover')}
          hint={t('news.coverHint', { size: megabytes })}
          error={fileError}
        >
          {(c) => (
            <input
              {...c}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null)
                setFileError(undefined)
              }}
            />
          )}
        </AdminField>
        {editing?.cover && (
          // eslint-disable-next-line @next/next/no-img-element -- the cover's WebP thumbnail, made at upload
          <img
            src={editing.cover.sizes.thumbnail?.url ?? editing.cover.url}
            alt=""
            width={96}
            height={96}
            className="bo-thumb"
          />
        )}

        <fieldset className="bo-fieldset">
          <legend>{t('news.authors')}</legend>
          {authors.fields.map((field, index) => (
            <div key={field.id} className="bo-row">
              <AdminField
                label={t('publications.authorName', { number: index + 1 })}
                required
                error={errors.authors?.[index]?.name?.message}
              >
                {(c) => <input {...c} type="text" maxLength={120} {...register(`authors.${index}.name`)} />}
              </AdminField>
              <AdminField label={t('publications.authorMember', { number: index + 1 })}>
                {(c) => (
                  <select {...c} {...register(`authors.${index}.member`)}>
                    <option value="">{t('publications.notAMember')}</option>
                    {members.map((m) => (
                      <option key={m.id} value={String(m.id)}>
                        {m.name}
                      </option>
                    ))}
                  </select>
                )}
              </AdminField>
              <div className="bo-field">
                <Button buttonStyle="secondary" size="small" margin={false} onClick={() => authors.remove(index)}>
                  {t('publications.removeAuthor', { number: index + 1 })}
                </Button>
              </div>
            </div>
          ))}
          <div>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              onClick={() => authors.append({ name: '', member: '' })}
            >
              {t('publications.addAuthor')}
            </Button>
          </div>
        </fieldset>

        <fieldset className="bo-fieldset">
          <legend>{t('news.programmes')}</legend>
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
          <AdminField label={t('news.publishedDate')} required error={errors.publishedDate?.message}>
            {(c) => <input {...c} type="date" dir="ltr" {...register('publishedDate')} />}
          </AdminField>
          <AdminField label={t('news.slug')} hint={t('news.slugHint')} error={errors.slug?.message}>
            {(c) => <input {...c} type="text" dir="ltr" autoComplete="off" maxLength={64} {...register('slug')} />}
          </AdminField>
        </div>
        <div className="bo-field bo-field--checkbox">
          <label>
            <input type="checkbox" {...register('isActive')} /> {t('common.activeOnSite')}
          </label>
        </div>
        <p className="bo-muted">{t('common.draftHint')}</p>
        {editing && <PreviewLink collection="news" id={editing.id} language={language} />}
        <FormActions busy={isSubmitting} label={t('news.save')} cancel={clear} onDraft={onDraft} />
      </form>
      {editing && <SchedulePanel key={editing.id} collection="news" id={editing.id} timeZone={timeZone} />}

      {news === null ? (
        <LoadFailure message={t('news.loadFailed')} />
      ) : (
        <>
          <section aria-labelledby={`${ids}-all`}>
            <h2 id={`${ids}-all`}>{t('news.list', { count: meta?.total ?? news.length })}</h2>
            {news.length === 0 ? (
              <p className="bo-muted">{t('news.none')}</p>
            ) : (
              <ul className="bo-list">
                {news.map((n) => (
                  <li key={n.id} className={`bo-card${editing?.id === n.id ? ' bo-card--editing' : ''}`}>
                    <div className="bo-card__main">
                      {n.cover ? (
                        // eslint-disable-next-line @next/next/no-img-element -- the cover's WebP thumbnail, made at upload
                        <img
                          src={n.cover.sizes.thumbnail?.url ?? n.cover.url}
                          alt=""
                          width={48}
                          height={48}
                          className="bo-thumb"
                          loading="lazy"
                        />
                      ) : (
                        <span className="bo-thumb bo-thumb--empty" aria-hidden="true" />
                      )}
                      <div>
                        <strong>{n.texts.en.title}</strong>
                        {!n.isActive && <span className="bo-badge">{t('common.inactive')}</span>}
                        <DraftBadge state={n.draft} />
                        <div className="bo-muted">
                          {n.publishedDate}
                          {n.programmes.length > 0 && ` · ${n.programmes.map(programmeName).join(', ')}`}
                        </div>
                      </div>
                    </div>
                    <div className="bo-card__actions">
                      <PageRecordActions
                        record={{ ...n, title: n.texts.en.title }}
                        busy={busy}
                        onToggle={() => toggleActive(n)}
                        onEdit={() => startEdit(n)}
                        onDelete={() => remove(n)}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <p>
            <Link href="/admin/collections/news">{t('news.allNews')}</Link>
          </p>
        </>
      )}
      {meta && <AdminPager page={meta.page} pages={meta.pages} href={(page) => `/admin/news-manager?page=${page}`} />}
    </div>
  )
}
