'use client'

import { Button, toast } from '@payloadcms/ui'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'
import { useFieldArray } from 'react-hook-form'
import type { PublicationTheme, PublicationType } from '@/content/site-structure'
import { publicationTypes } from '@/content/site-structure'
import { directionOf, isLocale } from '@/i18n/config'
import { formatBytes } from '@/i18n/format'
import { emptyTranslations } from '@/schemas/localized'
import {
  firstPublicationYear,
  maxPdfBytes,
  publicationFields,
  publicationFormSchema,
  publicationTexts,
  type PublicationFormValues,
  type PublicationRecord,
  type PublicationText,
} from '@/schemas/publication'
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
import { allKeptPeriod, reachKey, readReach, todayIn } from '../reach/reach-parts'

const blank = (): PublicationFormValues => ({
  authors: [{ name: '', member: '' }],
  year: new Date().getFullYear(),
  type: '',
  themes: [],
  documentLanguages: 'en',
  doi: '',
  isbn: '',
  licence: '',
  externalUrl: '',
  slug: '',
  featured: false,
  isActive: true,
  texts: emptyTranslations(
    Object.fromEntries(publicationTexts.map((name) => [name, ''])) as Record<PublicationText, string>,
  ),
})

const valuesOf = (p: PublicationRecord): PublicationFormValues => ({
  authors: p.authors.map((a) => ({ name: a.name, member: a.memberId ? String(a.memberId) : '' })),
  year: p.year,
  type: p.type,
  themes: p.themes,
  documentLanguages: p.documentLanguages.join(', '),
  doi: p.doi ?? '',
  isbn: p.isbn ?? '',
  licence: p.licence ?? '',
  externalUrl: p.externalUrl ?? '',
  slug: p.slug,
  featured: p.featured,
  isActive: p.isActive,
  texts: p.texts,
})

/** A saved publication's fields as the contract's PUT takes them, in English, with a change. */
const contractFields = (p: PublicationRecord, change: Partial<Record<string, unknown>>) => ({
  ...publicationFields(publicationFormSchema.parse(valuesOf(p))),
  ...p.texts.en,
  featuredOrder: p.featuredOrder,
  ...change,
})

const megabytes = maxPdfBytes / 1024 / 1024

type PublicationManagerProps = {
  publications: PublicationRecord[] | null
  meta?: { total: number; page: number; pages: number }
  members: { id: number; name: string }[]
  themes: { id: PublicationTheme; name: string }[]
  typeNames: Record<PublicationType, string>
  timeZone: string
}

/**
 * The research library: adds and edits publications (their PDF, authors in order, what a
 * citation needs, the title and abstract in seven languages), orders the featured ones and
 * shows or hides each on the site, with how often each was downloaded.
 */
export function PublicationManager(props: PublicationManagerProps) {
  // For the download counts, read once in the browser (the schedule panel has a client of its own).
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  )
  return (
    <QueryClientProvider client={client}>
      <Publications {...props} />
    </QueryClientProvider>
  )
}

/** Each publication's downloads over all the reach figures keep, by publication id; one call. */
function useDownloads(timeZone: string) {
  const kept = allKeptPeriod(todayIn(timeZone))
  return useQuery({
    queryKey: reachKey('publication', kept),
    queryFn: async () => {
      const report = await readReach('publication', kept)
      return new Map(report.rows.map((row) => [row.key, row.downloads]))
    },
  })
}

function Publications({ publications, meta, members, themes, typeNames, timeZone }: PublicationManagerProps) {
  const router = useRouter()
  const { t, i18n } = useAdminT()
  const ids = useId()
  const [editing, setEditing] = useState<PublicationRecord | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const [fileKey, setFileKey] = useState(0)
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const { form, language, setLanguage, locale, filled, textErrors, submit, reset } = useLocalizedRecordForm({
    schema: publicationFormSchema,
    texts: 'texts',
    defaultValues: blank(),
  })
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form
  const authors = useFieldArray({ control, name: 'authors' })

  useLoadFailure(publications === null, t('publications.loadFailed'))
  const downloads = useDownloads(timeZone)
  const number = new Intl.NumberFormat(i18n.language)

  const clear = () => {
    setEditing(null)
    setFile(null)
    setFileError(undefined)
    setFileKey((k) => k + 1)
    reset(blank())
  }
  const startEdit = (p: PublicationRecord) => {
    clear()
    setEditing(p)
    reset(valuesOf(p))
    formRef.current?.scrollIntoView({ block: 'start' })
    formRef.current?.querySelector<HTMLInputElement>('input[type="text"]')?.focus()
  }

  const featured = (publications ?? []).filter((p) => p.featured).sort((a, b) => a.featuredOrder - b.featuredOrder)

  /** Saves in English with the PDF, then each other language that changed: published, or as a draft. */
  const save = (asDraft: boolean) =>
    submit(
      async (values) => {
        if (!editing && !file)
          throw new AdminApiError(400, t('validation.pdfRequired'), { file: t('validation.pdfRequired') })
        // One that becomes featured goes after the featured ones.
        const featuredOrder =
          values.featured && !editing?.featured
            ? Math.max(0, ...featured.map((p) => p.featuredOrder)) + 1
            : editing?.featuredOrder
        const fields = { ...publicationFields(values), featuredOrder }
        const body = new FormData()
        for (const [key, value] of Object.entries({
          ...fields,
          ...values.texts.en,
        })) {
          if (value !== undefined) body.append(key, typeof value === 'string' ? value : JSON.stringify(value))
        }
        if (file) body.append('file', file)
        const saved = await adminApi<PublicationRecord>(
          `${editing ? `/api/publications/${editing.id}` : '/api/publications'}?locale=en${draftQuery(asDraft)}`,
          { method: editing ? 'PUT' : 'POST', body },
        )
        // Should a later language fail, the form goes on as the edit of the publication just added.
        if (!editing) {
          setEditing({ ...saved, texts: values.texts })
          setFile(null)
        }
        return (code, texts) =>
          adminApi(`/api/publications/${saved.id}?locale=${code}${draftQuery(asDraft)}`, {
            method: 'PUT',
            body: { ...fields, slug: saved.slug, ...texts },
          })
      },
      {
        done: () => {
          toast.success(asDraft ? t('common.draftSaved') : t('publications.saved'))
          clear()
          router.refresh()
        },
        failed: (error) => {
          if (error instanceof AdminApiError && error.errors.file) setFileError(error.errors.file)
          toast.error(...failureToast(error, t('publications.saveFailed')))
        },
      },
    )
  // A new publication's missing PDF is said with the other fields' errors, not after them.
  const withFile = (handler: ReturnType<typeof save>) => (event?: React.BaseSyntheticEvent) => {
    if (!editing && !file) setFileError(t('validation.pdfRequired'))
    return handler(event)
  }
  const onSubmit = withFile(save(false))
  const onDraft = withFile(save(true))

  /** Saves one change to a listed publication, keeping a pending draft a draft. */
  const change = async (p: PublicationRecord, fields: Partial<Record<string, unknown>>) => {
    await adminApi(`/api/publications/${p.id}?locale=en${draftQuery(Boolean(p.draft))}`, {
      method: 'PUT',
      body: contractFields(p, fields),
    })
  }

  /** Runs changes from the list, one at a time (the list's buttons wait), and says how it went. */
  const listChange = async (work: () => Promise<void>, done: string) => {
    setBusy(true)
    try {
      await work()
      toast.success(done)
      router.refresh()
    } catch (error) {
      toast.error(...failureToast(error, t('publications.saveFailed')))
    } finally {
      setBusy(false)
    }
  }

  const toggleActive = (p: PublicationRecord) =>
    listChange(() => change(p, { isActive: !p.isActive }), t('publications.saved'))

  /** Moves a featured publication one place up or down; the featured are numbered 1, 2, 3 ... again. */
  const move = async (p: PublicationRecord, by: -1 | 1) => {
    const order = [...featured]
    const from = order.indexOf(p)
    const to = from + by
    if (to < 0 || to >= order.length) return
    ;[order[from], order[to]] = [order[to], order[from]]
    await listChange(async () => {
      for (const [index, item] of order.entries())
        if (item.featuredOrder !== index + 1) await change(item, { featuredOrder: index + 1 })
    }, t('publications.reordered'))
  }

  const remove = async (p: PublicationRecord) => {
    if (!window.confirm(t('publications.confirmDelete', { title: p.texts.en.title }))) return
    try {
      await adminApi(`/api/publications/${p.id}`, { method: 'DELETE' })
      toast.success(t('publications.deleted'))
      if (editing?.id === p.id) clear()
      router.refresh()
    } catch (error) {
      toast.error(...failureToast(error, t('publications.deleteFailed')))
    }
  }

  const card = (p: PublicationRecord, reorder?: { first: boolean; last: boolean }) => (
    <li key={p.id} className={`bo-card${editing?.id === p.id ? ' bo-card--editing' : ''}`}>
      <div className="bo-card__main">
        {p.cover ? (
          // eslint-disable-next-line @next/next/no-img-element -- the WebP picture of the first page, made at upload
          <img
            src={p.cover.sizes.thumbnail?.url ?? p.cover.url}
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
          <strong>{p.texts.en.title}</strong>
          {!p.isActive && <span className="bo-badge">{t('common.inactive')}</span>}
          <DraftBadge state={p.draft} />
          <div className="bo-muted">
            {typeNames[p.type]} · {p.year} · {p.authors.map((a) => a.name).join(', ')}
          </div>
          {downloads.data && (
            <div className="bo-muted">
              {t('publications.downloads', { downloads: number.format(downloads.data.get(String(p.id)) ?? 0) })}
            </div>
          )}
        </div>
      </div>
      <div className="bo-card__actions">
        {reorder && (
          <>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              disabled={busy || reorder.first}
              onClick={() => move(p, -1)}
              aria-label={t('publications.moveUp', { title: p.texts.en.title })}
            >
              ↑
            </Button>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              disabled={busy || reorder.last}
              onClick={() => move(p, 1)}
              aria-label={t('publications.moveDown', { title: p.texts.en.title })}
            >
              ↓
            </Button>
          </>
        )}
        <PageRecordActions
          record={{ ...p, title: p.texts.en.title }}
          busy={busy}
          onToggle={() => toggleActive(p)}
          onEdit={() => startEdit(p)}
          onDelete={() => remove(p)}
        />
      </div>
    </li>
  )

  const others = (publications ?? []).filter((p) => !p.featured)

  return (
    <div className="bo-page">
      <h1>{t('publications.title')}</h1>
      <form
        ref={formRef}
        className="bo-form bo-fieldset"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${ids}-title`}
      >
        <h2 id={`${ids}-title`} style={{ margin: 0 }}>
          {editing ? t('publications.editTitle') : t('publications.newTitle')}
        </h2>
        <LanguageSwitch value={language} onChange={setLanguage} filled={filled} />
        <AdminField
          key={`title-${language}`}
          label={t('common.inLanguage', { label: t('publications.publicationTitle'), language: locale.name })}
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
          label={t('common.inLanguage', { label: t('publications.summary'), language: locale.name })}
          hint={t('publications.summaryHint')}
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
          key={`abstract-${language}`}
          label={t('common.inLanguage', { label: t('publications.abstract'), language: locale.name })}
          error={textErrors?.abstract?.message}
        >
          {(c) => (
            <textarea
              {...c}
              rows={5}
              lang={language}
              dir={directionOf(language)}
              {...register(`texts.${language}.abstract`)}
            />
          )}
        </AdminField>

        <fieldset className="bo-fieldset" aria-describedby={`${ids}-authors-hint`}>
          <legend>{t('publications.authors')} *</legend>
          <p id={`${ids}-authors-hint`} className="bo-field__hint">
            {t('publications.authorsHint')}
          </p>
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
              {authors.fields.length > 1 && (
                <div className="bo-field">
                  <Button buttonStyle="secondary" size="small" margin={false} onClick={() => authors.remove(index)}>
                    {t('publications.removeAuthor', { number: index + 1 })}
                  </Button>
                </div>
              )}
            </div>
          ))}
          {errors.authors?.message && <p className="bo-field__error">{errors.authors.message}</p>}
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

        <div className="bo-row">
          <AdminField label={t('publications.year')} required error={errors.year?.message}>
            {(c) => (
              <input
                {...c}
                type="number"
                min={firstPublicationYear}
                step={1}
                inputMode="numeric"
                {...register('year', { valueAsNumber: true })}
              />
            )}
          </AdminField>
          <AdminField label={t('publications.type')} required error={errors.type?.message}>
            {(c) => (
              <select {...c} {...register('type')}>
                <option value="">{t('publications.chooseType')}</option>
                {publicationTypes.map((type) => (
                  <option key={type} value={type}>
                    {typeNames[type]}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
        </div>
        <fieldset className="bo-fieldset">
          <legend>{t('publications.themes')}</legend>
          <div className="bo-row">
            {themes.map((theme) => (
              <div key={theme.id} className="bo-field bo-field--checkbox">
                <label>
                  <input type="checkbox" value={theme.id} {...register('themes')} /> {theme.name}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="bo-row">
          <AdminField
            label={t('publications.documentLanguages')}
            hint={t('publications.documentLanguagesHint')}
            error={errors.documentLanguages?.message}
          >
            {(c) => <input {...c} type="text" dir="ltr" autoComplete="off" {...register('documentLanguages')} />}
          </AdminField>
          <AdminField label={t('publications.licence')} error={errors.licence?.message}>
            {(c) => <input {...c} type="text" maxLength={100} {...register('licence')} />}
          </AdminField>
        </div>
        <div className="bo-row">
          <AdminField label={t('publications.doi')} error={errors.doi?.message}>
            {(c) => (
              <input {...c} type="text" dir="ltr" autoComplete="off" placeholder="10.1234/abcd" {...register('doi')} />
            )}
          </AdminField>
          <AdminField label={t('publications.isbn')} error={errors.isbn?.message}>
            {(c) => <input {...c} type="text" dir="ltr" autoComplete="off" {...register('isbn')} />}
          </AdminField>
        </div>
        <div className="bo-row">
          <AdminField label={t('publications.externalUrl')} error={errors.externalUrl?.message}>
            {(c) => <input {...c} type="url" dir="ltr" {...register('externalUrl')} />}
          </AdminField>
          <AdminField label={t('publications.slug')} hint={t('publications.slugHint')} error={errors.slug?.message}>
            {(c) => <input {...c} type="text" dir="ltr" autoComplete="off" maxLength={64} {...register('slug')} />}
          </AdminField>
        </div>
        <AdminField
          key={fileKey}
          label={t('publications.file')}
          required={!editing}
          hint={t('publications.fileHint', { size: megabytes })}
          error={fileError}
        >
          {(c) => (
            <input
              {...c}
              type="file"
              accept="application/pdf,.pdf"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null)
                setFileError(undefined)
              }}
            />
          )}
        </AdminField>
        {editing?.file && (
          <p className="bo-muted">
            <a href={editing.file.url} target="_blank" rel="noreferrer">
              {t('publications.currentFile', {
                name: editing.file.filename,
                size: editing.file.size
                  ? formatBytes(editing.file.size, isLocale(i18n.language) ? i18n.language : 'en')
                  : '',
              })}
            </a>
          </p>
        )}
        <div className="bo-row">
          <div className="bo-field bo-field--checkbox">
            <label>
              <input type="checkbox" {...register('featured')} /> {t('publications.featured')}
            </label>
          </div>
          <div className="bo-field bo-field--checkbox">
            <label>
              <input type="checkbox" {...register('isActive')} /> {t('publications.activeOnSite')}
            </label>
          </div>
        </div>
        <p className="bo-muted">{t('common.draftHint')}</p>
        {editing && <PreviewLink collection="publications" id={editing.id} language={language} />}
        <FormActions busy={isSubmitting} label={t('publications.save')} cancel={clear} onDraft={onDraft} />
      </form>
      {editing && <SchedulePanel key={editing.id} collection="publications" id={editing.id} timeZone={timeZone} />}

      {publications === null ? (
        <LoadFailure message={t('publications.loadFailed')} />
      ) : (
        <>
          {downloads.isError ? (
            <p className="bo-muted">{t('publications.downloadsFailed')}</p>
          ) : (
            downloads.data && <p className="bo-muted">{t('publications.downloadsHint')}</p>
          )}
          {featured.length > 0 && (
            <section aria-labelledby={`${ids}-featured`}>
              <h2 id={`${ids}-featured`}>{t('publications.featuredList')}</h2>
              <ul className="bo-list">
                {featured.map((p, index) => card(p, { first: index === 0, last: index === featured.length - 1 }))}
              </ul>
            </section>
          )}
          <section aria-labelledby={`${ids}-all`}>
            <h2 id={`${ids}-all`}>{t('publications.list', { count: meta?.total ?? publications.length })}</h2>
            {publications.length === 0 ? (
              <p className="bo-muted">{t('publications.none')}</p>
            ) : (
              <ul className="bo-list">{others.map((p) => card(p))}</ul>
            )}
          </section>
          <p>
            <Link href="/admin/collections/publications">{t('publications.allPublications')}</Link>
          </p>
        </>
      )}
      {meta && (
        <AdminPager page={meta.page} pages={meta.pages} href={(page) => `/admin/publication-manager?page=${page}`} />
      )}
    </div>
  )
}
